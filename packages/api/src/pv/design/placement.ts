import { boundingBox, GEOMETRY_EPSILON, type Interval, isPointInPolygon, type Point, type Rect } from './geometry';

/**
 * Where a module of a given width may stand within one horizontal band of a roof face.
 *
 * A module fits when it lies inside the outline and keeps at least the edge clearance (Euclidean
 * distance) from every outline edge and every obstacle. For a band [top, bottom] the positions of
 * the module's left edge that come too close to one edge or obstacle form one open interval (the
 * module grown by the clearance is convex, so is the edge), so the free positions are the gaps
 * between those intervals that lie inside the outline.
 */
export interface Band {
  top: number;
  bottom: number;
}

interface Surroundings {
  outline: readonly Point[];
  obstacles: readonly Rect[];
  clearance: number;
}

const EPS = GEOMETRY_EPSILON;

/** The x-range of the part of segment a-b strictly inside the horizontal band (low, high). */
function clipToBand(a: Point, b: Point, low: number, high: number): Interval | null {
  const bandLow = low + EPS;
  const bandHigh = high - EPS;
  if (bandLow >= bandHigh) return null;
  if (Math.max(a.y, b.y) <= bandLow || Math.min(a.y, b.y) >= bandHigh) return null;
  if (a.y === b.y) return { from: Math.min(a.x, b.x), to: Math.max(a.x, b.x) };
  const xAt = (y: number) => a.x + ((y - a.y) / (b.y - a.y)) * (b.x - a.x);
  const y0 = Math.max(Math.min(a.y, b.y), bandLow);
  const y1 = Math.min(Math.max(a.y, b.y), bandHigh);
  const x0 = xAt(y0);
  const x1 = xAt(y1);
  return { from: Math.min(x0, x1), to: Math.max(x0, x1) };
}

function hull(pieces: (Interval | null)[]): Interval | null {
  let from = Infinity;
  let to = -Infinity;
  for (const piece of pieces) {
    if (!piece || piece.to <= piece.from) continue;
    from = Math.min(from, piece.from);
    to = Math.max(to, piece.to);
  }
  return from < to ? { from, to } : null;
}

const ordered = (p: number, q: number): Interval => ({ from: Math.min(p, q), to: Math.max(p, q) });

/** The x-range of the horizontal line y = lineY that lies closer than `radius` to segment a-b. */
function nearSegmentOnLine(a: Point, b: Point, lineY: number, radius: number): Interval | null {
  if (radius <= 0) return null;
  const pieces: (Interval | null)[] = [a, b].map((end) => {
    const dy = lineY - end.y;
    if (Math.abs(dy) >= radius) return null;
    const half = Math.sqrt(radius * radius - dy * dy);
    return { from: end.x - half, to: end.x + half };
  });
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  if (lengthSquared > 0) {
    const length = Math.sqrt(lengthSquared);
    // projection parameter s(x) in [0, 1]
    let along: Interval | null;
    if (dx === 0) {
      const s = ((lineY - a.y) * dy) / lengthSquared;
      along = s >= 0 && s <= 1 ? { from: -Infinity, to: Infinity } : null;
    } else {
      const xAtS = (s: number) => a.x + (s * lengthSquared - (lineY - a.y) * dy) / dx;
      along = ordered(xAtS(0), xAtS(1));
    }
    // perpendicular distance |dx·(y − a.y) − dy·(x − a.x)| / length < radius
    let across: Interval | null;
    const crossAtLine = dx * (lineY - a.y);
    if (dy === 0) {
      across = Math.abs(crossAtLine) < radius * length ? { from: -Infinity, to: Infinity } : null;
    } else {
      across = ordered(a.x + (crossAtLine - radius * length) / dy, a.x + (crossAtLine + radius * length) / dy);
    }
    if (along && across) pieces.push({ from: Math.max(along.from, across.from), to: Math.min(along.to, across.to) });
  }
  return hull(pieces);
}

/** Left-edge positions where the module comes closer than the clearance to edge a-b (or crosses it). */
function blockedByEdge(a: Point, b: Point, band: Band, width: number, clearance: number): Interval | null {
  const pieces: (Interval | null)[] = [];
  const inBand = clipToBand(a, b, band.top, band.bottom);
  if (inBand) pieces.push({ from: inBand.from - width - clearance, to: inBand.to + clearance });
  if (clearance > 0) {
    const inTallBand = clipToBand(a, b, band.top - clearance, band.bottom + clearance);
    if (inTallBand) pieces.push({ from: inTallBand.from - width, to: inTallBand.to });
    for (const cornerY of [band.top, band.bottom]) {
      const near = nearSegmentOnLine(a, b, cornerY, clearance - EPS);
      if (!near) continue;
      pieces.push(near, { from: near.from - width, to: near.to - width });
    }
  }
  return hull(pieces);
}

/** Left-edge positions where the module comes closer than the clearance to the obstacle (or overlaps it). */
function blockedByObstacle(obstacle: Rect, band: Band, width: number, clearance: number): Interval | null {
  const verticalDistance = Math.max(0, obstacle.y - band.bottom, band.top - (obstacle.y + obstacle.height));
  let reach: number;
  if (clearance <= EPS) {
    const overlapsVertically = band.top < obstacle.y + obstacle.height - EPS && obstacle.y < band.bottom - EPS;
    if (!overlapsVertically) return null;
    reach = 0;
  } else {
    if (verticalDistance >= clearance - EPS) return null;
    reach = Math.sqrt(clearance * clearance - verticalDistance * verticalDistance);
  }
  return { from: obstacle.x - reach - width, to: obstacle.x + obstacle.width + reach };
}

/**
 * The closed intervals of left-edge positions where a module `width` wide, filling `band`, fits.
 */
export function freePositions(surroundings: Surroundings, band: Band, width: number): Interval[] {
  const { outline, obstacles, clearance } = surroundings;
  const blocked: Interval[] = [];
  for (let i = 0; i < outline.length; i++) {
    const interval = blockedByEdge(outline[i]!, outline[(i + 1) % outline.length]!, band, width, clearance);
    if (interval) blocked.push(interval);
  }
  for (const obstacle of obstacles) {
    const interval = blockedByObstacle(obstacle, band, width, clearance);
    if (interval) blocked.push(interval);
  }
  // Open intervals, shrunk by the tolerance so that an exact fit is not lost to rounding.
  const open = blocked
    .map((interval) => ({ from: interval.from + EPS, to: interval.to - EPS }))
    .filter((interval) => interval.from < interval.to)
    .sort((p, q) => p.from - q.from);

  const box = boundingBox(outline);
  const free: Interval[] = [];
  let cursor = box.x - width - 1;
  const end = box.x + box.width + 1;
  const centreY = (band.top + band.bottom) / 2;
  const keepIfInside = (from: number, to: number) => {
    if (to < from) return;
    const centre = { x: (from + to) / 2 + width / 2, y: centreY };
    if (isPointInPolygon(centre, outline)) free.push({ from, to });
  };
  for (const interval of open) {
    if (interval.from >= cursor) keepIfInside(cursor, interval.from);
    cursor = Math.max(cursor, interval.to);
  }
  keepIfInside(cursor, end);
  return free;
}

/** Whether one placed module lies inside the outline with its clearance and away from every obstacle. */
export function moduleFits(surroundings: Surroundings, module: Rect): boolean {
  const positions = freePositions(surroundings, { top: module.y, bottom: module.y + module.height }, module.width);
  return positions.some((interval) => module.x >= interval.from - EPS && module.x <= interval.to + EPS);
}
