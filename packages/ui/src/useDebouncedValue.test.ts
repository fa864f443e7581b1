import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './useDebouncedValue';

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts with the value and follows it once it has not changed for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: 'Ma' } });
    expect(result.current).toBe('Ma');

    rerender({ value: 'Mai' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'Maier' });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe('Ma');

    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('Maier');
  });
});
