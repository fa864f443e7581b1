import { describe, expect, it } from 'vitest';
import { fillFace, type FillFaceInput, modulesThatNoLongerFit } from './fill';
import type { Point, Rect } from './geometry';

const rectangle = (width: number, height: number): Point[] => [
  { x: 0, y: 0 },
  { x: width, y: 0 },
  { x: width, y: height },
  { x: 0, y: height },
];

/** A module of 1 722 × 1 134 mm, as common 430 Wp modules are. */
const module = { longer: 1.722, shorter: 1.134 };

const fill = (overrides: Partial<FillFaceInput>) =>
  fillFace({ outline: rectangle(10, 5), obstacles: [], edgeClearance: 0.3, module, orientation: 'portrait', gap: 0.02, ...overrides });

const rounded = (rects: Rect[]) =>
  rects.map((rect) => ({ x: +rect.x.toFixed(6), y: +rect.y.toFixed(6), width: rect.width, height: rect.height }));

/** Distance between two rectangles (0 when they touch or overlap). */
const distance = (a: Rect, b: Rect) =>
  Math.hypot(
    Math.max(0, b.x - (a.x + a.width), a.x - (b.x + b.width)),
    Math.max(0, b.y - (a.y + a.height), a.y - (b.y + b.height)),
  );

describe('fillFace', () => {
  it('fills a 10 m × 5 m rectangle in portrait: 8 columns × 2 rows, centred', () => {
    // usable width 10 − 2 × 0.3 = 9.4 m; columns = ⌊(9.4 + 0.02) / (1.134 + 0.02)⌋ = ⌊8.163⌋ = 8
    // usable height 5 − 2 × 0.3 = 4.4 m; rows = ⌊(4.4 + 0.02) / (1.722 + 0.02)⌋ = ⌊2.537⌋ = 2
    const modules = fill({});
    expect(modules).toHaveLength(16);
    // used width 8 × 1.134 + 7 × 0.02 = 9.212 m → left edge 0.3 + (9.4 − 9.212) / 2 = 0.394 m
    // used height 2 × 1.722 + 0.02 = 3.464 m → top edge 0.3 + (4.4 − 3.464) / 2 = 0.768 m
    const sorted = rounded(modules).sort((a, b) => a.y - b.y || a.x - b.x);
    expect(sorted[0]).toEqual({ x: 0.394, y: 0.768, width: 1.134, height: 1.722 });
    expect(sorted[7]).toEqual({ x: +(0.394 + 7 * 1.154).toFixed(6), y: 0.768, width: 1.134, height: 1.722 });
    expect(sorted[8]).toEqual({ x: 0.394, y: +(0.768 + 1.742).toFixed(6), width: 1.134, height: 1.722 });
  });

  it('fills the same face in landscape: 5 columns × 3 rows', () => {
    // columns = ⌊(9.4 + 0.02) / (1.722 + 0.02)⌋ = ⌊5.407⌋ = 5; rows = ⌊(4.4 + 0.02) / (1.134 + 0.02)⌋ = ⌊3.830⌋ = 3
    const modules = fill({ orientation: 'landscape' });
    expect(modules).toHaveLength(15);
    expect(modules.every((rect) => rect.width === 1.722 && rect.height === 1.134)).toBe(true);
  });

  it('keeps a larger edge clearance: 7 columns × 2 rows at 0.5 m', () => {
    // usable 9 m × 4 m; columns = ⌊9.02 / 1.154⌋ = ⌊7.816⌋ = 7; rows = ⌊4.02 / 1.742⌋ = ⌊2.308⌋ = 2
    const modules = fill({ edgeClearance: 0.5 });
    expect(modules).toHaveLength(14);
    for (const rect of modules) {
      expect(rect.x).toBeGreaterThanOrEqual(0.5 - 1e-9);
      expect(rect.y).toBeGreaterThanOrEqual(0.5 - 1e-9);
      expect(rect.x + rect.width).toBeLessThanOrEqual(9.5 + 1e-9);
      expect(rect.y + rect.height).toBeLessThanOrEqual(4.5 + 1e-9);
    }
  });

  it('places a module that fits exactly, and one fewer when the face is 1 cm narrower', () => {
    // 2 × 0.3 + 3 × 1 + 2 × 0.1 = 3.8 m holds exactly 3 modules of 1 m width
    const exact = { module: { longer: 2, shorter: 1 }, gap: 0.1 };
    expect(fill({ ...exact, outline: rectangle(3.8, 2.6) })).toHaveLength(3);
    expect(fill({ ...exact, outline: rectangle(3.79, 2.6) })).toHaveLength(2);
  });

  it('leaves a chimney free with the clearance around it', () => {
    const chimney = { x: 4.5, y: 1, width: 0.8, height: 0.8 };
    const modules = fill({ obstacles: [chimney] });
    // Every row position overlaps the chimney's height plus clearance (0.7 … 2.1 m) in the first row:
    // free left edges there: [0.3, 4.5 − 0.3 − 1.134 = 3.066] → ⌊2.766 / 1.154⌋ + 1 = 3 modules
    // and [5.3 + 0.3 = 5.6, 10 − 0.3 − 1.134 = 8.566] → ⌊2.966 / 1.154⌋ + 1 = 3 modules;
    // the second row (top 2.51 m) is 0.71 m below the chimney and keeps its 8 modules.
    expect(modules).toHaveLength(3 + 3 + 8);
    for (const rect of modules) expect(distance(rect, chimney)).toBeGreaterThanOrEqual(0.3 - 1e-9);
  });

  it('fills a triangle row by row as far as its slanted edges allow', () => {
    // apex (4, 0), base from (0, 4) to (8, 4); at depth y the face is 2y wide.
    // 1 m modules without gap or clearance: rows at y = 0, 1, 2, 3 hold ⌊2 · y⌋ = 0, 2, 4, 6 modules.
    const triangle = [{ x: 4, y: 0 }, { x: 8, y: 4 }, { x: 0, y: 4 }];
    const modules = fillFace({ outline: triangle, obstacles: [], edgeClearance: 0, module: { longer: 1, shorter: 1 }, orientation: 'portrait', gap: 0 });
    expect(modules).toHaveLength(12);
    const perRow = [1, 2, 3].map((top) => modules.filter((rect) => Math.abs(rect.y - top) < 1e-9).length);
    expect(perRow).toEqual([2, 4, 6]);
    expect(modulesThatNoLongerFit(triangle, [], 0, modules)).toEqual([]);
  });

  it('keeps the clearance from slanted edges as a distance, not only horizontally', () => {
    const trapezoid = [{ x: 2, y: 0 }, { x: 8, y: 0 }, { x: 10, y: 5 }, { x: 0, y: 5 }];
    const modules = fill({ outline: trapezoid });
    expect(modules.length).toBeGreaterThan(0);
    expect(modulesThatNoLongerFit(trapezoid, [], 0.3, modules)).toEqual([]);
    // the left edge runs from (2, 0) to (0, 5): distance of a point to it is |5x + 2y − 10| / √29
    for (const rect of modules) {
      expect((5 * rect.x + 2 * (rect.y + rect.height) - 10) / Math.sqrt(29)).toBeGreaterThanOrEqual(0.3 - 1e-9);
    }
  });

  it('places nothing on a face that is unusable', () => {
    expect(fill({ outline: [{ x: 0, y: 0 }, { x: 1, y: 1 }] })).toEqual([]);
    expect(fill({ outline: [{ x: 0, y: 0 }, { x: 5, y: 0 }, { x: 10, y: 0 }] })).toEqual([]);
    expect(fill({ edgeClearance: Number.NaN })).toEqual([]);
    expect(fill({ module: { longer: -1, shorter: 1 } })).toEqual([]);
    expect(fill({ outline: rectangle(1, 1) })).toEqual([]);
  });
});

describe('modulesThatNoLongerFit', () => {
  const outline = rectangle(10, 5);
  const square = (x: number, y: number): Rect => ({ x, y, width: 1, height: 1 });

  it('names modules over the clearance, on an obstacle or on another module', () => {
    const modules = [
      square(0.3, 0.3), // fits exactly at the clearance
      square(0.2, 2), // 0.2 m from the left edge
      square(8.8, 0.3), // right edge at 9.8 m, 0.2 m from the face's edge
      square(2, 2),
      square(2.5, 2), // overlaps the one before
      square(5, 2.5), // 0.2 m from the vent
    ];
    const vent = { x: 6.2, y: 2.5, width: 0.5, height: 0.5 };
    expect(modulesThatNoLongerFit(outline, [vent], 0.3, modules)).toEqual([1, 2, 4, 5]);
    expect(modulesThatNoLongerFit(outline, [], 0.1, modules)).toEqual([4]);
  });

  it('names the modules that a larger module type no longer fits', () => {
    const small = fill({ module: { longer: 1.5, shorter: 1 } });
    const larger = small.map((rect) => ({ ...rect, width: module.shorter, height: module.longer }));
    const misfits = modulesThatNoLongerFit(outline, [], 0.3, larger);
    expect(misfits.length).toBeGreaterThan(0);
    expect(modulesThatNoLongerFit(outline, [], 0.3, small)).toEqual([]);
  });
});
