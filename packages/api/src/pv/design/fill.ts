import { boundingBox, doubledArea, GEOMETRY_EPSILON, type Interval, isFinitePoint, isFiniteRect, type Point, type Rect, rectsOverlap } from './geometry';
import { freePositions, moduleFits } from './placement';

export type ModuleOrientation = 'portrait' | 'landscape';

export interface FillFaceInput {
  /** A simple polygon of 3–12 points. */
  outline: Point[];
  obstacles: Rect[];
  /** Metres kept free along every outline edge and around every obstacle. */
  edgeClearance: number;
  /** Module size in metres. */
  module: { longer: number; shorter: number };
  /** Portrait: the longer side runs down the slope. */
  orientation: ModuleOrientation;
  /** Metres between neighbouring modules, in both directions. */
  gap: number;
}

export const MIN_OUTLINE_POINTS = 3;
export const MAX_OUTLINE_POINTS = 12;
/** A face that would take more modules than this is not filled (no roof is that large). */
export const MAX_MODULES_PER_FILL = 5000;
/** How many vertical positions of the row grid are tried within the spare height. */
const ROW_OFFSET_STEPS = 16;

const EPS = GEOMETRY_EPSILON;

export function isUsableOutline(outline: readonly Point[]): boolean {
  return (
    outline.length >= MIN_OUTLINE_POINTS &&
    outline.length <= MAX_OUTLINE_POINTS &&
    outline.every(isFinitePoint) &&
    Math.abs(doubledArea(outline)) > EPS
  );
}

const isUsableClearance = (clearance: number) => Number.isFinite(clearance) && clearance >= 0;

export function moduleFootprint(module: { longer: number; shorter: number }, orientation: ModuleOrientation) {
  return orientation === 'portrait'
    ? { width: module.shorter, height: module.longer }
    : { width: module.longer, height: module.shorter };
}

const countInInterval = (interval: Interval, pitch: number) => Math.floor((interval.to - interval.from) / pitch + EPS) + 1;

/** Left edges of the modules in one free interval, centred in it. */
function centredPositions(interval: Interval, pitch: number): number[] {
  const count = countInInterval(interval, pitch);
  const used = (count - 1) * pitch;
  const start = interval.from + (interval.to - interval.from - used) / 2;
  return Array.from({ length: count }, (_, index) => start + index * pitch);
}

/** Left edges on the column grid through `anchor`, if the grid holds as many modules as centring does. */
function gridPositions(interval: Interval, pitch: number, anchor: number, wanted: number): number[] | null {
  const first = anchor + Math.ceil((interval.from - anchor) / pitch - EPS) * pitch;
  const positions: number[] = [];
  for (let x = first; x <= interval.to + EPS; x += pitch) positions.push(x);
  return positions.length === wanted ? positions : null;
}

/**
 * As many modules as fit on the face, in straight rows: inside the outline shrunk by the edge
 * clearance, away from obstacles by the same clearance, each run of modules centred in its row and
 * on a common column grid where that costs no module.
 */
export function fillFace(input: FillFaceInput): Rect[] {
  const { outline, obstacles, edgeClearance: clearance, gap } = input;
  if (!isUsableOutline(outline) || !isUsableClearance(clearance) || !Number.isFinite(gap) || gap < 0) return [];
  if (!obstacles.every(isFiniteRect)) return [];
  const { width, height } = moduleFootprint(input.module, input.orientation);
  if (!(Number.isFinite(width) && Number.isFinite(height) && width > 0 && height > 0)) return [];

  const pitchX = width + gap;
  const pitchY = height + gap;
  const box = boundingBox(outline);
  const top = box.y + clearance;
  const usableHeight = box.height - 2 * clearance;
  if (usableHeight + EPS < height) return [];
  const rowCount = Math.floor((usableHeight - height) / pitchY + EPS) + 1;
  const columnBound = Math.floor(box.width / pitchX) + 1;
  if (rowCount * columnBound > MAX_MODULES_PER_FILL) return [];
  const spare = Math.max(0, usableHeight - (rowCount * height + (rowCount - 1) * gap));

  const surroundings = { outline, obstacles, clearance };
  const rowsAt = (start: number) =>
    Array.from({ length: rowCount }, (_, row) => {
      const rowTop = start + row * pitchY;
      return { top: rowTop, intervals: freePositions(surroundings, { top: rowTop, bottom: rowTop + height }, width) };
    });

  let best: { rows: ReturnType<typeof rowsAt>; count: number; offCentre: number } | null = null;
  for (let step = 0; step <= ROW_OFFSET_STEPS; step++) {
    const offset = (spare * step) / ROW_OFFSET_STEPS;
    const rows = rowsAt(top + offset);
    const count = rows.reduce((sum, row) => sum + row.intervals.reduce((s, interval) => s + countInInterval(interval, pitchX), 0), 0);
    const offCentre = Math.abs(offset - spare / 2);
    if (!best || count > best.count || (count === best.count && offCentre < best.offCentre - EPS)) {
      best = { rows, count, offCentre };
    }
  }
  if (!best || best.count === 0) return [];

  const rows = best.rows.map((row) => ({
    top: row.top,
    runs: row.intervals.map((interval) => ({ interval, centred: centredPositions(interval, pitchX) })),
  }));
  const countOf = (row: (typeof rows)[number]) => row.runs.reduce((sum, run) => sum + run.centred.length, 0);
  const fullest = rows.reduce((most, row) => (countOf(row) > countOf(most) ? row : most));
  const anchor = fullest.runs[0]?.centred[0] ?? 0;

  const modules: Rect[] = [];
  for (const row of rows) {
    for (const run of row.runs) {
      const positions = gridPositions(run.interval, pitchX, anchor, run.centred.length) ?? run.centred;
      for (const x of positions) modules.push({ x, y: row.top, width, height });
    }
  }
  return modules;
}

/**
 * Indexes of placed modules that no longer fit after the face, its obstacles, the clearance or the
 * module type changed: outside the shrunk outline, too close to an obstacle, or overlapping a module
 * that comes earlier in the list.
 */
export function modulesThatNoLongerFit(outline: Point[], obstacles: Rect[], edgeClearance: number, modules: Rect[]): number[] {
  if (!isUsableOutline(outline) || !isUsableClearance(edgeClearance) || !obstacles.every(isFiniteRect)) {
    return modules.map((_, index) => index);
  }
  const surroundings = { outline, obstacles, clearance: edgeClearance };
  const kept: Rect[] = [];
  const misfits: number[] = [];
  modules.forEach((module, index) => {
    const fits =
      isFiniteRect(module) && module.width > 0 && module.height > 0 &&
      moduleFits(surroundings, module) && !kept.some((other) => rectsOverlap(other, module));
    if (fits) kept.push(module);
    else misfits.push(index);
  });
  return misfits;
}
