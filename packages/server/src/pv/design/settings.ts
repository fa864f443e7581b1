import { DEFAULT_DC_AC_RATIO_BAND, DEFAULT_MAX_CELL_TEMPERATURE, DEFAULT_MIN_CELL_TEMPERATURE, type PvDesignSettings } from '@planner/api';

/** The edge clearance a new roof face starts with, in metres. */
const DEFAULT_EDGE_CLEARANCE = 0.3;

/** The figures every company's designs start from and are checked with (ADR 0014); not yet adjustable per company. */
export const PV_DESIGN_SETTINGS: PvDesignSettings = {
  edgeClearance: DEFAULT_EDGE_CLEARANCE,
  minCellTemperature: DEFAULT_MIN_CELL_TEMPERATURE,
  maxCellTemperature: DEFAULT_MAX_CELL_TEMPERATURE,
  dcAcRatioMin: DEFAULT_DC_AC_RATIO_BAND.min,
  dcAcRatioMax: DEFAULT_DC_AC_RATIO_BAND.max,
};
