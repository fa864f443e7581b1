/** A point in plan coordinates: pixels of the floor plan image. */
export interface Point {
  x: number;
  y: number;
}

const onSegment = (p: Point, a: Point, b: Point) => {
  const cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
  if (Math.abs(cross) > 1e-9 * Math.max(1, Math.hypot(b.x - a.x, b.y - a.y))) return false;
  return (
    Math.min(a.x, b.x) - 1e-9 <= p.x &&
    p.x <= Math.max(a.x, b.x) + 1e-9 &&
    Math.min(a.y, b.y) - 1e-9 <= p.y &&
    p.y <= Math.max(a.y, b.y) + 1e-9
  );
};

/**
 * Whether the polygon (corners in order, not closed) contains the point, by ray casting
 * (even-odd rule). A point on an edge or corner counts as inside, so an installation placed
 * on a wall still belongs to the room.
 */
export function pointInPolygon(point: Point, polygon: readonly Point[]): boolean {
  if (polygon.length < 3) return false;
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (onSegment(point, a, b)) return true;
    if (a.y > point.y !== b.y > point.y && point.x < ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x) {
      inside = !inside;
    }
  }
  return inside;
}

/** The polygon's area (shoelace formula), independent of the corners' direction. */
export function polygonArea(polygon: readonly Point[]): number {
  let twice = 0;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    twice += polygon[j]!.x * polygon[i]!.y - polygon[i]!.x * polygon[j]!.y;
  }
  return Math.abs(twice) / 2;
}

/**
 * The room whose polygon contains the point; where rooms overlap, the smallest one (a room
 * drawn inside another is the more specific place). Null outside every room.
 */
export function roomAt(point: Point, rooms: readonly { id: string; points: readonly Point[] }[]): string | null {
  let found: { id: string; area: number } | null = null;
  for (const room of rooms) {
    if (!pointInPolygon(point, room.points)) continue;
    const area = polygonArea(room.points);
    if (!found || area < found.area) found = { id: room.id, area };
  }
  return found?.id ?? null;
}

/** The centre of the polygon's area, where the room's name is written; the corners' mean for a degenerate one. */
export function polygonCentroid(polygon: readonly Point[]): Point {
  let twice = 0;
  let x = 0;
  let y = 0;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[j]!;
    const b = polygon[i]!;
    const cross = a.x * b.y - b.x * a.y;
    twice += cross;
    x += (a.x + b.x) * cross;
    y += (a.y + b.y) * cross;
  }
  if (Math.abs(twice) < 1e-9) {
    const n = Math.max(1, polygon.length);
    return { x: polygon.reduce((sum, p) => sum + p.x, 0) / n, y: polygon.reduce((sum, p) => sum + p.y, 0) / n };
  }
  return { x: x / (3 * twice), y: y / (3 * twice) };
}
