import { describe, expect, it } from 'vitest';
import { accentOfPixels, contrastOnWhite, readableOnWhite } from './logoAccent';

const pixels = (...runs: [rgba: [number, number, number, number], count: number][]) =>
  runs.flatMap(([rgba, count]) => Array.from({ length: count }, () => rgba).flat());
const rgbOf = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));

describe('the accent of a logo', () => {
  it('is its most frequent clear colour; white, black, grey and transparent pixels do not count', () => {
    const logo = pixels([[255, 255, 255, 255], 500], [[0, 0, 0, 255], 300], [[128, 128, 128, 255], 200], [[0, 200, 0, 0], 400], [[0, 90, 200, 255], 50], [[220, 30, 30, 255], 20]);
    expect(accentOfPixels(logo)).toBe('#005ac8');
  });

  it('is darkened until it reads on white and white reads on it (4.5:1)', () => {
    const yellow = accentOfPixels(pixels([[250, 210, 0, 255], 10]));
    expect(yellow).not.toBeNull();
    expect(contrastOnWhite(rgbOf(yellow as string))).toBeGreaterThanOrEqual(4.5);
    expect(rgbOf(yellow as string)[0]).toBeGreaterThan(rgbOf(yellow as string)[2]! + 50);
    expect(readableOnWhite([31, 78, 140])).toBe('#1f4e8c');
  });

  it('is none for a logo in black, white and grey only', () => {
    expect(accentOfPixels(pixels([[255, 255, 255, 255], 10], [[20, 20, 20, 255], 10], [[150, 150, 160, 255], 10]))).toBeNull();
    expect(accentOfPixels([])).toBeNull();
  });
});
