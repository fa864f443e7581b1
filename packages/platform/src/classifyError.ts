import { ApiError, NetworkError } from '@planner/api';
import type { ErrorBody } from '@planner/api';

export type ErrorClassification =
  | { kind: 'version-mismatch' }
  | { kind: 'network' }
  | { kind: 'expected'; body: ErrorBody; status: number }
  | { kind: 'unexpected'; message: string; stack?: string };

/** Messages of fetch failures in Chrome, Firefox, Safari and axios-style clients. */
const NETWORK_ERROR_MESSAGES = [
  'Failed to fetch',
  'Network Error',
  'NetworkError when attempting to fetch resource.',
  'Load failed',
];

/** Which global error page an error leads to (spec section 8). */
export function classifyError(error: unknown): ErrorClassification {
  if (error instanceof ApiError) {
    if (error.isVersionMismatch) return { kind: 'version-mismatch' };
    if (error.body.type === 'ExpectedError' && error.status >= 400) {
      return { kind: 'expected', body: error.body, status: error.status };
    }
    return unexpected(error.body.fallbackMessage, error.body.stackTrace ?? error.stack);
  }
  if (isNetworkError(error)) return { kind: 'network' };
  if (error instanceof Error) return unexpected(error.message, error.stack);
  return unexpected(String(error));
}

function isNetworkError(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  return error instanceof Error && NETWORK_ERROR_MESSAGES.includes(error.message);
}

function unexpected(message: string, stack?: string): ErrorClassification {
  return stack ? { kind: 'unexpected', message, stack } : { kind: 'unexpected', message };
}
