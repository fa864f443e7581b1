import type { ApiFailure, ApiResult, CallArgs, Endpoint, PaginationInfo, SuccessData } from '@planner/api';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryOptions } from '@tanstack/react-query';
import { callEndpoint } from './apiClient';
import { endpointQueryKey } from './queryKeys';
import type { ApiQueryKey } from './queryKeys';
import { unwrap } from './unwrap';

export type ApiQueryArgs<E> = Omit<CallArgs<E>, 'signal' | 'body'>;

export type ApiQueryOptions<E> = Omit<
  UseQueryOptions<ApiResult<E>, Error, ApiResult<E>, ApiQueryKey>,
  'queryKey' | 'queryFn' | 'select'
>;

export interface ApiQueryResult<E> {
  /** Success data; `undefined` while pending or when the answer was a domain failure. */
  data: SuccessData<E> | undefined;
  failure: ApiFailure<E> | undefined;
  paginationInfo: PaginationInfo | undefined;
  isPending: boolean;
  isFetching: boolean;
  /** The data shown belongs to the previous query key (e.g. the previous list page). */
  isPlaceholderData: boolean;
  /** Only errors that are not thrown to the error boundary (a 401, a 403) end up here. */
  error: Error | null;
  refetch: () => Promise<unknown>;
}

/** Reads an endpoint through the shared QueryClient; thrown errors reach the nearest error boundary. */
export function useApiQuery<E extends Endpoint>(
  endpoint: E,
  args: ApiQueryArgs<E>,
  options?: ApiQueryOptions<E>,
): ApiQueryResult<E> {
  const query = useQuery({
    ...options,
    queryKey: endpointQueryKey(endpoint, args),
    queryFn: ({ signal }) => callEndpoint(endpoint, { ...args, signal } as CallArgs<E>),
  });
  const { data, failure, paginationInfo } = query.data
    ? unwrap(query.data)
    : { data: undefined, failure: undefined, paginationInfo: undefined };
  return {
    data,
    failure,
    paginationInfo,
    isPending: query.isPending,
    isFetching: query.isFetching,
    isPlaceholderData: query.isPlaceholderData,
    error: query.error,
    refetch: query.refetch,
  };
}
