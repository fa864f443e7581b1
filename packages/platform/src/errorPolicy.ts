import { ApiError, NetworkError } from '@planner/api';

const MAX_QUERY_RETRIES = 3;

/** A 401 that survived the token refresh; the sign-in screen handles it, not an error page. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** A server validation error naming fields, which a form shows on those fields. */
export function hasFieldErrors(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.body.fieldErrors?.length ?? 0) > 0;
}

/**
 * Only transient faults are retried: no answer at all, or a server fault. Client errors
 * (4xx, including 401 and version mismatches) and programming errors would fail again.
 */
export function retryQuery(failureCount: number, error: unknown): boolean {
  const transient = error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);
  return transient && failureCount < MAX_QUERY_RETRIES;
}

/** Query errors go to the nearest error boundary, except a 401. */
export function throwQueryError(error: unknown): boolean {
  return !isUnauthorized(error);
}

/** Mutation errors go to the nearest error boundary, except a 401 and field errors for a form. */
export function throwMutationError(error: unknown): boolean {
  return !isUnauthorized(error) && !hasFieldErrors(error);
}
