import { describe, expect, it } from 'vitest';
import { renderScale } from './pdfRenderScale';

describe('renderScale', () => {
  it('renders an A3 plan at twice its nominal size', () => {
    expect(renderScale({ width: 1191, height: 842 })).toBe(2);
  });

  it('renders a huge page no larger than the pixel budget', () => {
    const page = { width: 14_400, height: 14_400 };
    const scale = renderScale(page);
    expect(Math.ceil(page.width * scale) * Math.ceil(page.height * scale)).toBeLessThanOrEqual(40_000_000);
  });
});
