import { describe, expect, it } from 'vitest';
import { pointInPolygon, polygonArea, polygonCentroid, roomAt } from './geometry';

const square = [
  { x: 0, y: 0 },
  { x: 100, y: 0 },
  { x: 100, y: 100 },
  { x: 0, y: 100 },
];
/** An L-shaped room: the square without its upper right quarter. */
const lShape = [
  { x: 0, y: 0 },
  { x: 50, y: 0 },
  { x: 50, y: 50 },
  { x: 100, y: 50 },
  { x: 100, y: 100 },
  { x: 0, y: 100 },
];

describe('pointInPolygon', () => {
  it.each([
    [{ x: 50, y: 50 }, true],
    [{ x: 150, y: 50 }, false],
    [{ x: -1, y: 50 }, false],
    [{ x: 50, y: 100.5 }, false],
    [{ x: 0, y: 0 }, true],
    [{ x: 100, y: 40 }, true],
    [{ x: 50, y: 0 }, true],
  ])('square contains %o: %s', (point, inside) => {
    expect(pointInPolygon(point, square)).toBe(inside);
  });

  it.each([
    [{ x: 25, y: 25 }, true],
    [{ x: 75, y: 25 }, false],
    [{ x: 75, y: 75 }, true],
    [{ x: 50, y: 25 }, true],
    [{ x: 75, y: 50 }, true],
  ])('L-shaped room contains %o: %s', (point, inside) => {
    expect(pointInPolygon(point, lShape)).toBe(inside);
  });

  it('does not depend on the direction of the corners', () => {
    const reversed = [...lShape].reverse();
    expect(pointInPolygon({ x: 75, y: 25 }, reversed)).toBe(false);
    expect(pointInPolygon({ x: 75, y: 75 }, reversed)).toBe(true);
  });

  it('a ray through a corner counts the crossing once', () => {
    const diamond = [
      { x: 50, y: 0 },
      { x: 100, y: 50 },
      { x: 50, y: 100 },
      { x: 0, y: 50 },
    ];
    expect(pointInPolygon({ x: 20, y: 50 }, diamond)).toBe(true);
    expect(pointInPolygon({ x: -20, y: 50 }, diamond)).toBe(false);
    expect(pointInPolygon({ x: 10, y: 10 }, diamond)).toBe(false);
  });

  it('needs at least three corners', () => {
    expect(pointInPolygon({ x: 0, y: 0 }, square.slice(0, 2))).toBe(false);
  });
});

describe('rooms', () => {
  it('computes area and centroid', () => {
    expect(polygonArea(square)).toBe(10_000);
    expect(polygonArea(lShape)).toBe(7_500);
    expect(polygonCentroid(square)).toEqual({ x: 50, y: 50 });
  });

  it('assigns a point to the room containing it, the smallest where rooms overlap, else none', () => {
    const rooms = [
      { id: 'flat', points: square },
      { id: 'bath', points: square.map((p) => ({ x: p.x / 4, y: p.y / 4 })) },
      { id: 'garage', points: square.map((p) => ({ x: p.x + 200, y: p.y })) },
    ];
    expect(roomAt({ x: 10, y: 10 }, rooms)).toBe('bath');
    expect(roomAt({ x: 60, y: 60 }, rooms)).toBe('flat');
    expect(roomAt({ x: 250, y: 50 }, rooms)).toBe('garage');
    expect(roomAt({ x: 150, y: 50 }, rooms)).toBeNull();
  });
});
