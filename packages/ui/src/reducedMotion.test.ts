import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { themeForMotion, useMotionAwareTheme } from './reducedMotion';
import { theme } from './theme';

/** A system setting for motion that can be changed while the page is open. */
function systemMotionSetting(reduced: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return reduced;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.spyOn(window, 'matchMedia').mockImplementation((media) => {
    expect(media).toBe('(prefers-reduced-motion: reduce)');
    return query as unknown as MediaQueryList;
  });
  return (next: boolean) => {
    reduced = next;
    listeners.forEach((listener) => listener());
  };
}

afterEach(() => vi.restoreAllMocks());

describe('motion', () => {
  it('keeps the theme as it is, or turns antd’s animations off and nothing else', () => {
    expect(themeForMotion(false)).toBe(theme);
    expect(themeForMotion(true)).toEqual({ ...theme, token: { ...theme.token, motion: false } });
  });

  it('follows the system setting, also when it changes while the page is open', () => {
    const change = systemMotionSetting(false);
    const { result } = renderHook(() => useMotionAwareTheme());
    expect(result.current.token?.motion).toBeUndefined();

    act(() => change(true));
    expect(result.current.token?.motion).toBe(false);
  });
});
