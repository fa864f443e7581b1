import { ApiError } from '@planner/api';
import { isForbidden } from './errorPolicy';
import { showForbiddenNotice } from './forbiddenNotice';

export type ErrorListener = (error: unknown) => void;

/**
 * Errors that must not become an error page: a 401 that survived the token refresh ends
 * the session (the sign-in screen follows from the token state), and an aborted request
 * was cancelled on purpose.
 */
function isIgnorable(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 401;
  return error instanceof Error && error.name === 'AbortError';
}

export function createErrorBus() {
  const listeners = new Set<ErrorListener>();
  // Errors can happen before the shell subscribes (e.g. while remotes load); the first one waits.
  let pending: { error: unknown } | null = null;

  return {
    reportError(error: unknown): void {
      if (isIgnorable(error)) return;
      // A refused request, e.g. a change the user's roles do not permit, is a toast, not an error page.
      if (isForbidden(error)) {
        showForbiddenNotice(error);
        return;
      }
      if (listeners.size === 0) {
        pending ??= { error };
        return;
      }
      for (const listener of listeners) listener(error);
    },
    subscribeToErrors(listener: ErrorListener): () => void {
      listeners.add(listener);
      if (pending) {
        const { error } = pending;
        pending = null;
        listener(error);
      }
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

const errorBus = createErrorBus();

/** Sends an error to the global error page of the shell; a 403 becomes a toast instead. */
export const reportError = errorBus.reportError;

/** Listens for reported errors; returns the unsubscribe function. */
export const subscribeToErrors = errorBus.subscribeToErrors;
