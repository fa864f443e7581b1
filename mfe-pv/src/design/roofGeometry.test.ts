import { describe, expect, it } from 'vitest';
import { drawnToSlope, slopeFactor } from './roofGeometry';

/** 5 m along the eaves, `depth` m down the slope as the picture shows it. */
const drawn = (depth: number) => [
  { x: 0, y: 0 },
  { x: 5, y: 0 },
  { x: 5, y: depth },
  { x: 0, y: depth },
];

describe('a face drawn on the roof picture', () => {
  it.each([
    // cos 60° = 0.5: 6.2 m seen from above are 6.2 / 0.5 = 12.4 m down the slope.
    ['from above at 60°', 'top', 60, 6.2, 12.4],
    // cos 45° = √2 / 2: 5 m / 0.70711 = 5 · √2 = 7.0711 m, to the millimetre 7.071 m.
    ['from above at 45°', 'top', 45, 5, 7.071],
    // cos 35° = 0.81915: 6.2 m / 0.81915 = 7.5688 m, to the millimetre 7.569 m (the faces of the e2e test).
    ['from above at 35°', 'top', 35, 6.2, 7.569],
    // A flat roof seen from above is seen as it is: cos 0° = 1.
    ['from above, flat', 'top', 0, 4, 4],
    // sin 30° = 0.5: 3 m seen from the front are 3 / 0.5 = 6 m down the slope.
    ['from the front at 30°', 'front', 30, 3, 6],
    // sin 90° = 1: a wall (facade) seen from the front is seen as it is.
    ['from the front, vertical', 'front', 90, 3, 3],
    ['square to the face', 'plane', 35, 6.2, 6.2],
  ] as const)('%s: the slope length comes from the projected one', (_case, view, tilt, shown, slope) => {
    expect(drawnToSlope(drawn(shown), view, tilt)).toEqual([
      { x: 0, y: 0 },
      { x: 5, y: 0 },
      { x: 5, y: slope },
      { x: 0, y: slope },
    ]);
  });

  it('is refused from above beyond 80° and from the front below 10°, where the factor would blow up drawing errors', () => {
    // 1 / cos 80° = 5.759; 1 / sin 10° = 5.759 as well: the limits are alike.
    expect(slopeFactor('top', 80)).toBeCloseTo(5.759, 3);
    expect(slopeFactor('front', 10)).toBeCloseTo(5.759, 3);
    expect(slopeFactor('top', 81)).toBeNull();
    expect(slopeFactor('front', 9)).toBeNull();
    expect(drawnToSlope(drawn(3), 'top', 90)).toBeNull();
  });
});
