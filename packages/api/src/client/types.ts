import type { BodyInput, DataOf, FailureOf, PathParams, QueryInput } from '../endpoint';
import type { Failure, FailureType, PaginationInfo } from '../envelope';

type EmptyObject = Record<never, never>;

/** Absent when the endpoint has no such part, optional when every field of it is optional. */
type ArgField<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : EmptyObject extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

export type CallArgs<E> = ArgField<'params', PathParams<E>> &
  ArgField<'query', QueryInput<E>> &
  ArgField<'body', BodyInput<E>> & { signal?: AbortSignal };

/** The arguments may be left out when the endpoint requires none. */
export type CallArgsParam<E> = EmptyObject extends CallArgs<E> ? [args?: CallArgs<E>] : [args: CallArgs<E>];

/** Data of a success: a `Blob` for binary endpoints, else the endpoint's declared data. */
export type SuccessData<E> = E extends { binary: true } ? Blob : DataOf<E>;

export type ApiSuccess<E> = { type: 'success'; data: SuccessData<E> } & (E extends { paged: true }
  ? { paginationInfo: PaginationInfo }
  : { paginationInfo?: undefined }) &
  (E extends { binary: true } ? { /** Offered by the server's `Content-Disposition`. */ fileName?: string } : unknown);

/** The domain failures an endpoint declares; `never` when it declares none. */
export type ApiFailure<E> = [FailureOf<E>] extends [never] ? never : Failure<FailureOf<E> & FailureType>;

export type ApiResult<E> = ApiSuccess<E> | ApiFailure<E>;
