import { OPTION_LIST_FIRST_PAGE_SIZE, type OptionCatalogueEndpoints } from '@planner/api';
import { listQueryOptions, useApiQuery } from '@planner/platform';
import type * as v from 'valibot';

export interface OptionListResult<T> {
  options: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * The options of one catalogue: the first 20 and, when there are more, all of them, both
 * from the catalogue's own list endpoint.
 */
export function useOptionList<T>(endpoints: OptionCatalogueEndpoints<T, v.GenericSchema>): OptionListResult<T> {
  const first = useApiQuery(
    endpoints.list,
    { query: { pageSize: OPTION_LIST_FIRST_PAGE_SIZE } },
    { ...listQueryOptions, throwOnError: false },
  );
  const total = first.paginationInfo?.totalElementsCount ?? 0;
  const hasMore = total > OPTION_LIST_FIRST_PAGE_SIZE;
  const all = useApiQuery(
    endpoints.list,
    { query: { pageSize: total } },
    { ...listQueryOptions, throwOnError: false, enabled: hasMore },
  );
  const source = hasMore ? all : first;
  return {
    options: source.data as T[] | undefined,
    isPending: first.isPending || (hasMore && all.isPending),
    isError: Boolean(first.error ?? (hasMore ? all.error : null)),
    refetch: source.refetch,
  };
}
