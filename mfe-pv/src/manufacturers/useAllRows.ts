import type { Endpoint } from '@planner/api';
import { useApiQuery } from '@planner/platform';

type NameSortedList = Endpoint & { paged: true; query: object };

/**
 * Every row of a list for a select: the first page of `firstPageSize` rows sorted by name,
 * refetched with the total page size when there are more.
 */
export function useAllRows<T>(endpoint: NameSortedList, firstPageSize: number) {
  const query = (pageSize: number) => ({ query: { pageIndex: 0, pageSize, sortBy: 'Name', sortOrder: 'Asc' } });
  const first = useApiQuery(endpoint, query(firstPageSize) as never);
  const total = first.paginationInfo?.totalElementsCount ?? 0;
  const all = useApiQuery(endpoint, query(total) as never, { enabled: total > firstPageSize });
  const rows = total > firstPageSize ? (all.data ?? first.data) : first.data;
  return { rows: rows as T[] | undefined, isPending: first.isPending };
}
