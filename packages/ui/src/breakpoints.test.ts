import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBreakpoint } from './breakpoints';

/** happy-dom's handle to resize its window. */
const happyDom = (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } })
  .happyDOM;

describe('useBreakpoint', () => {
  it.each([
    [375, 'mobile'],
    [639, 'mobile'],
    [640, 'tablet'],
    [1279, 'tablet'],
    [1280, 'desktop'],
  ])('answers %i px as %s', (width, breakpoint) => {
    happyDom.setViewport({ width, height: 800 });
    expect(renderHook(() => useBreakpoint()).result.current).toBe(breakpoint);
  });
});
