import { ApiError, NetworkError } from '@planner/api';

/** One quick retry: a person waiting for a page should see its error page within a second or two. */
const MAX_QUERY_RETRIES = 1;
export const QUERY_RETRY_DELAY_MS = 500;

/** Answers of a gateway or an overloaded server, which a moment later may succeed. */
const TRANSIENT_STATUSES = new Set([502, 503, 504]);

/** A 401 that survived the token refresh; the sign-in screen handles it, not an error page. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * The server refused the request (403), e.g. because the user's roles do not permit a change.
 * Its message is shown as a toast, the page stays as it is.
 */
export function isForbidden(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 403 && error.body.type === 'ExpectedError';
}

/** A server validation error naming fields, which a form shows on those fields. */
export function hasFieldErrors(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.body.fieldErrors?.length ?? 0) > 0;
}

/**
 * Only transient faults are retried, once: no answer at all, or a gateway or overload answer.
 * Client errors (4xx, including 401 and version mismatches), server faults (500, which would
 * fail again the same way) and programming errors go straight to their error page.
 */
export function retryQuery(failureCount: number, error: unknown): boolean {
  const transient = error instanceof NetworkError || (error instanceof ApiError && TRANSIENT_STATUSES.has(error.status));
  return transient && failureCount < MAX_QUERY_RETRIES;
}

/**
 * Query errors go to the nearest error boundary, except a 401 and a 403: a refused read leaves
 * the page to show its empty or error state.
 */
export function throwQueryError(error: unknown): boolean {
  return !isUnauthorized(error) && !isForbidden(error);
}

/**
 * Mutation errors go to the nearest error boundary, except a 401, a 403 (shown as a toast by
 * the mutation cache) and field errors for a form.
 */
export function throwMutationError(error: unknown): boolean {
  return !isUnauthorized(error) && !isForbidden(error) && !hasFieldErrors(error);
}
