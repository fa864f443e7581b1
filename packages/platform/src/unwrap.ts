import type { ApiFailure, ApiResult, PaginationInfo, SuccessData } from '@planner/api';

/** A result split into fields: either `data` (with `paginationInfo` for lists) or a domain `failure`. */
export type Unwrapped<E> =
  | { data: SuccessData<E>; failure: undefined; paginationInfo: PaginationInfo | undefined }
  | { data: undefined; failure: ApiFailure<E>; paginationInfo: undefined };

export function unwrap<E>(result: ApiResult<E>): Unwrapped<E> {
  const untyped = result as { type: string; data?: unknown; paginationInfo?: PaginationInfo };
  const unwrapped =
    untyped.type === 'success'
      ? { data: untyped.data, failure: undefined, paginationInfo: untyped.paginationInfo }
      : { data: undefined, failure: untyped, paginationInfo: undefined };
  return unwrapped as Unwrapped<E>;
}
