import { describe, expect, it } from 'vitest';
import { renderScale } from './renderScale';

describe('renderScale', () => {
  it('renders an A3 plan at twice its nominal size', () => {
    expect(renderScale({ width: 1191, height: 842 })).toBe(2);
  });

  it('renders a huge page no larger than the pixel budget', () => {
    const page = { width: 14_400, height: 14_400 };
    const scale = renderScale(page);
    expect(Math.ceil(page.width * scale) * Math.ceil(page.height * scale)).toBeLessThanOrEqual(40_000_000);
  });

  it('keeps a long narrow page within the longest side allowed', () => {
    // 14 400 × 200 pt at twice the size: 28 800 × 400 px, within 40 million pixels but too long.
    const page = { width: 14_400, height: 200 };
    expect(renderScale(page)).toBe(2);
    const scale = renderScale(page, { maxSide: 20_000 });
    expect(Math.ceil(page.width * scale)).toBeLessThanOrEqual(20_000);
    expect(Math.ceil(page.width * scale)).toBeGreaterThan(19_900);
  });
});
