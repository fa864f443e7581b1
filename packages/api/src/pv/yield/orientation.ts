import { interpolateGrid, type Grid } from './grid';

/**
 * Relative yearly yield in % of a south-facing 30° plane, by tilt (rows, °) and deviation of the
 * azimuth from south (columns, °, east and west alike), after the widely published German table of
 * yield by tilt and orientation (ADR 0020 names the source and which cells are interpolated).
 */
export const ORIENTATION_FACTOR_PERCENT: Grid = {
  rows: [0, 15, 30, 45, 60, 75, 90],
  columns: [0, 30, 60, 90, 120, 150, 180],
  values: [
    /*  0° */ [87, 87, 87, 87, 87, 87, 87],
    /* 15° */ [95, 94, 91, 86, 80, 75, 73],
    /* 30° */ [100, 97, 91, 82, 71, 63, 61],
    /* 45° */ [99, 96, 89, 77, 62, 51, 48],
    /* 60° */ [94, 91, 83, 70, 53, 41, 36],
    /* 75° */ [84, 81, 72, 59, 44, 32, 26],
    /* 90° */ [69, 67, 60, 48, 37, 25, 19],
  ],
};

/** The deviation of an azimuth (°, north = 0, south = 180) from south, 0…180. */
export function deviationFromSouth(azimuth: number): number {
  const normalized = ((azimuth % 360) + 360) % 360;
  return Math.abs(normalized - 180);
}

/** The yield of a plane relative to south 30° (1 = 100 %), bilinear between the table's points. */
export const orientationFactor = (tilt: number, azimuth: number): number =>
  interpolateGrid(ORIENTATION_FACTOR_PERCENT, tilt, deviationFromSouth(azimuth)) / 100;
