import { ApiError } from '@planner/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createErrorBus, subscribeToErrors } from './errorBus';
import { installGlobalErrorHandlers } from './globalErrorHandlers';
import { hostPageMessages } from './pageMessages';

describe('error bus', () => {
  it('delivers reported errors to every listener until it unsubscribes', () => {
    const bus = createErrorBus();
    const first = vi.fn();
    const second = vi.fn();
    const unsubscribeFirst = bus.subscribeToErrors(first);
    bus.subscribeToErrors(second);

    bus.reportError(new Error('a'));
    unsubscribeFirst();
    bus.reportError(new Error('b'));

    expect(first.mock.calls.map(([error]) => (error as Error).message)).toEqual(['a']);
    expect(second.mock.calls.map(([error]) => (error as Error).message)).toEqual(['a', 'b']);
  });

  it('keeps the first error reported before anyone listens for the first subscriber', () => {
    const bus = createErrorBus();
    bus.reportError(new Error('first'));
    bus.reportError(new Error('second'));
    const listener = vi.fn();

    bus.subscribeToErrors(listener);
    bus.subscribeToErrors(vi.fn());

    expect(listener).toHaveBeenCalledTimes(1);
    expect((listener.mock.calls[0]![0] as Error).message).toBe('first');
  });

  it('ignores a 401 and aborted requests', () => {
    const bus = createErrorBus();
    const listener = vi.fn();
    bus.subscribeToErrors(listener);

    bus.reportError(new ApiError(401, { type: 'ExpectedError', errorCode: 'AUTH', fallbackMessage: '' }));
    bus.reportError(new DOMException('The operation was aborted.', 'AbortError'));

    expect(listener).not.toHaveBeenCalled();
  });

  it('shows a refused request as a toast instead of an error page', () => {
    const bus = createErrorBus();
    const listener = vi.fn();
    bus.subscribeToErrors(listener);
    const toasts = { error: vi.fn() };
    const withdraw = hostPageMessages(toasts);

    bus.reportError(new ApiError(403, { type: 'ExpectedError', errorCode: 'Forbidden', fallbackMessage: 'Nur Inhaber dürfen das.' }));
    withdraw();

    expect(listener).not.toHaveBeenCalled();
    expect(toasts.error).toHaveBeenCalledWith('Nur Inhaber dürfen das.');
  });
});

describe('installGlobalErrorHandlers', () => {
  let cleanup: (() => void)[] = [];
  afterEach(() => {
    cleanup.forEach((fn) => fn());
    cleanup = [];
  });

  function listen() {
    const listener = vi.fn();
    cleanup.push(subscribeToErrors(listener), installGlobalErrorHandlers(window));
    return listener;
  }

  it('reports window errors', () => {
    const listener = listen();
    const error = new Error('render failed');

    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));

    expect(listener).toHaveBeenCalledWith(error);
  });

  it('reports unhandled rejections', () => {
    const listener = listen();
    const reason = new Error('save failed');
    const event = Object.assign(new Event('unhandledrejection'), { reason });

    window.dispatchEvent(event);

    expect(listener).toHaveBeenCalledWith(reason);
  });

  it('ignores ResizeObserver loop notices', () => {
    const listener = listen();

    window.dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' }));

    expect(listener).not.toHaveBeenCalled();
  });

  it('stops reporting once uninstalled', () => {
    const listener = listen();
    cleanup.pop()?.();

    window.dispatchEvent(new ErrorEvent('error', { error: new Error('late') }));

    expect(listener).not.toHaveBeenCalled();
  });
});
