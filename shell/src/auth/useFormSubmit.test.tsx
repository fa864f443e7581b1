import { ApiError } from '@planner/api';
import type { FormInstance } from '@planner/ui';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFormSubmit } from './useFormSubmit';

const TOO_MANY_REQUESTS = new ApiError(429, {
  type: 'ExpectedError',
  errorCode: 'TooManyRequests',
  fallbackMessage: 'Zu viele Anfragen.',
});

function renderSubmit() {
  const form = { setFields: vi.fn() };
  const hook = renderHook(() => useFormSubmit(form as unknown as FormInstance, { refusedStatuses: new Set([429]) }));
  return { form, hook };
}

describe('useFormSubmit', () => {
  it('is busy while the values are sent, and no longer afterwards', async () => {
    const { hook } = renderSubmit();
    let answer = () => {};
    let sent: Promise<void> = Promise.resolve();

    act(() => {
      sent = hook.result.current.submit(() => new Promise<void>((resolve) => (answer = resolve)));
    });
    expect(hook.result.current.submitting).toBe(true);

    await act(async () => {
      answer();
      await sent;
    });
    expect(hook.result.current.submitting).toBe(false);
  });

  it('stays busy once the page is being left, even if leaving fails', async () => {
    const { hook } = renderSubmit();
    const failure = new Error('Abmelden fehlgeschlagen');

    await act(async () => {
      await expect(
        hook.result.current.submit(async (stayBusy) => {
          stayBusy();
          throw failure;
        }),
      ).rejects.toBe(failure);
    });

    expect(hook.result.current.submitting).toBe(true);
  });

  it('shows field errors on their fields', async () => {
    const { form, hook } = renderSubmit();
    const invalid = new ApiError(400, {
      type: 'ExpectedError',
      errorCode: 'ValidationError',
      fallbackMessage: 'password: Zu häufig.',
      fieldErrors: [{ path: 'password', message: 'Zu häufig.' }],
    });

    await act(() => hook.result.current.submit(() => Promise.reject(invalid)));

    expect(form.setFields).toHaveBeenCalledWith([{ name: ['password'], errors: ['Zu häufig.'] }]);
    expect(hook.result.current).toMatchObject({ submitting: false, refusal: null });
  });

  it('shows a refusal until the next submission', async () => {
    const { hook } = renderSubmit();

    await act(() => hook.result.current.submit(() => Promise.reject(TOO_MANY_REQUESTS)));
    expect(hook.result.current.refusal).toBe('Zu viele Anfragen.');

    await act(() => hook.result.current.submit(() => Promise.resolve()));
    expect(hook.result.current.refusal).toBeNull();
  });

  it('rethrows any other error', async () => {
    const { hook } = renderSubmit();
    const unexpected = new Error('Netzwerk weg');

    await act(async () => {
      await expect(hook.result.current.submit(() => Promise.reject(unexpected))).rejects.toBe(unexpected);
    });

    expect(hook.result.current).toMatchObject({ submitting: false, refusal: null });
  });
});
