/**
 * Geometry of a roof face, in metres, in the plane of the face: origin top-left, x along the eaves
 * to the right, y down the slope.
 */
export interface Point {
  x: number;
  y: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Rounding tolerance: a module that touches the clearance line exactly still fits. */
export const GEOMETRY_EPSILON = 1e-9;

/** An open interval of x positions. */
export interface Interval {
  from: number;
  to: number;
}

export const isFinitePoint = (point: Point) => Number.isFinite(point.x) && Number.isFinite(point.y);

export const isFiniteRect = (rect: Rect) =>
  Number.isFinite(rect.x) && Number.isFinite(rect.y) && Number.isFinite(rect.width) && Number.isFinite(rect.height) &&
  rect.width >= 0 && rect.height >= 0;

/** Even-odd rule; points on the boundary count either way, callers never ask about those. */
export function isPointInPolygon(point: Point, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (a.y > point.y !== b.y > point.y) {
      const crossingX = a.x + ((point.y - a.y) / (b.y - a.y)) * (b.x - a.x);
      if (point.x < crossingX) inside = !inside;
    }
  }
  return inside;
}

export function boundingBox(points: readonly Point[]): Rect {
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** Twice the signed area; zero for a degenerate polygon. */
export function doubledArea(polygon: readonly Point[]): number {
  let sum = 0;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[j]!;
    const b = polygon[i]!;
    sum += a.x * b.y - b.x * a.y;
  }
  return sum;
}

export const rectsOverlap = (a: Rect, b: Rect) =>
  a.x < b.x + b.width - GEOMETRY_EPSILON &&
  b.x < a.x + a.width - GEOMETRY_EPSILON &&
  a.y < b.y + b.height - GEOMETRY_EPSILON &&
  b.y < a.y + a.height - GEOMETRY_EPSILON;
