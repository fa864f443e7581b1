import { randomUuid } from '@planner/api';
import { moduleFootprint, type PlacedPvModule, type PvDesignContent, type PvModule, type RoofFace, type RoofPoint } from '@planner/api/pv';

export type FaceShape = 'rectangle' | 'trapezoid' | 'triangle';

export const FACE_SHAPE_LABELS: Record<FaceShape, string> = {
  rectangle: 'Rechteck',
  trapezoid: 'Trapez',
  triangle: 'Dreieck',
};

const rounded = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The outline of a face entered by its sizes, in metres: y = 0 is the upper edge (ridge side),
 * y = height the eaves. A trapezoid's upper edge is centred, a triangle's tip too.
 */
export function shapeOutline(shape: FaceShape, width: number, height: number, topWidth = width / 2): RoofPoint[] {
  if (shape === 'triangle') return [{ x: rounded(width / 2), y: 0 }, { x: width, y: height }, { x: 0, y: height }];
  if (shape === 'trapezoid') {
    const inset = rounded((width - topWidth) / 2);
    return [{ x: inset, y: 0 }, { x: rounded(width - inset), y: 0 }, { x: width, y: height }, { x: 0, y: height }];
  }
  return [{ x: 0, y: 0 }, { x: width, y: 0 }, { x: width, y: height }, { x: 0, y: height }];
}

/** The compass directions the azimuth select offers (degrees clockwise from north, Süd = 180°). */
export const COMPASS_DIRECTIONS = [
  { label: 'Nord', azimuth: 0 },
  { label: 'Nordost', azimuth: 45 },
  { label: 'Ost', azimuth: 90 },
  { label: 'Südost', azimuth: 135 },
  { label: 'Süd', azimuth: 180 },
  { label: 'Südwest', azimuth: 225 },
  { label: 'West', azimuth: 270 },
  { label: 'Nordwest', azimuth: 315 },
] as const;

/** `Süd (180°)`, `Südsüdwest`-free: the nearest of the eight directions with the exact degrees. */
export function compassName(azimuth: number): string {
  const nearest = COMPASS_DIRECTIONS[Math.round((((azimuth % 360) + 360) % 360) / 45) % 8]!;
  return `${nearest.label} (${Math.round(azimuth)}°)`;
}

/** Module size in metres (the master data gives millimetres). */
export const moduleSizeInMetres = (module: Pick<PvModule, 'size'>) => ({ longer: module.size.longer / 1000, shorter: module.size.shorter / 1000 });

/** The rectangle a placed module covers on its face, in metres. */
export function moduleRect(placed: PlacedPvModule, size: { longer: number; shorter: number }) {
  return { x: placed.x, y: placed.y, ...moduleFootprint(size, placed.orientation) };
}

export const faceModuleCount = (design: Pick<PvDesignContent, 'faces'>) =>
  design.faces.reduce((count, face) => count + face.modules.length, 0);

/** kWp of `count` modules of `powerRating` W. */
export const kilowattPeak = (count: number, module: Pick<PvModule, 'powerRating'> | null) => (module ? (count * module.powerRating) / 1000 : 0);

/** Points on the picture (px) as metres on the face, with `metresPerPixel` and the top-left corner at 0/0. */
export function pictureToFace(points: RoofPoint[], metresPerPixel: number): RoofPoint[] {
  const minX = Math.min(...points.map((point) => point.x));
  const minY = Math.min(...points.map((point) => point.y));
  return points.map((point) => ({ x: rounded((point.x - minX) * metresPerPixel), y: rounded((point.y - minY) * metresPerPixel) }));
}

/**
 * How the roof picture shows a face: from above (drone picture, site plan), from the front (photo
 * of the eaves side) or square to the face. Each shows lengths along the eaves as they are; a
 * length down the slope appears shortened by the projection.
 */
export type PictureView = 'top' | 'front' | 'plane';

export const PICTURE_VIEW_LABELS: Record<PictureView, string> = {
  top: 'Draufsicht (Luftbild, Lageplan)',
  front: 'Ansicht von vorn (Foto der Traufseite)',
  plane: 'Senkrecht auf die Dachfläche',
};

/** Steeper faces hardly show from above, flatter ones hardly from the front: the factor would blow up small drawing errors. */
export const MAX_TOP_VIEW_TILT = 80;
export const MIN_FRONT_VIEW_TILT = 10;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The factor from a length down the slope as the picture shows it to the length on the face: from
 * above the picture shows L · cos(tilt), from the front L · sin(tilt), so L = shown / cos(tilt) or
 * shown / sin(tilt). `null` when the view cannot show a face of that tilt well enough.
 */
export function slopeFactor(view: PictureView, tilt: number): number | null {
  if (view === 'top') return tilt > MAX_TOP_VIEW_TILT ? null : 1 / Math.cos(radians(tilt));
  if (view === 'front') return tilt < MIN_FRONT_VIEW_TILT ? null : 1 / Math.sin(radians(tilt));
  return 1;
}

/**
 * A face's outline as drawn on the picture (metres, eaves horizontal in the picture) converted to
 * metres on the face: x (along the eaves) stays, y (down the slope) is stretched by `slopeFactor`.
 */
export function drawnToSlope(outline: RoofPoint[], view: PictureView, tilt: number): RoofPoint[] | null {
  const factor = slopeFactor(view, tilt);
  return factor === null ? null : outline.map((point) => ({ x: point.x, y: rounded(point.y * factor) }));
}

/** A new face at the company's default edge clearance, without modules. */
export const newFace = (fields: Pick<RoofFace, 'name' | 'outline' | 'tilt' | 'azimuth' | 'roofCoveringId'> & Partial<RoofFace>, edgeClearance: number): RoofFace => ({
  id: randomUuid(),
  pictureOutline: null,
  edgeClearance,
  orientation: 'portrait',
  gap: 0.02,
  obstacles: [],
  modules: [],
  ...fields,
});
