import type { PaginationInfo } from '@planner/api';

export type ListPageView = 'loading' | 'invalid-page' | 'no-data' | 'nothing-found' | 'rows';

/** Which state a list page shows for the loaded page. */
export function listPageView(pageIndex: number, paginationInfo: PaginationInfo | undefined): ListPageView {
  if (!paginationInfo) return 'loading';
  if (pageIndex > 0 && pageIndex >= paginationInfo.pageCount) return 'invalid-page';
  if (paginationInfo.totalElementsCount === 0) return 'no-data';
  if (paginationInfo.filteredElementsCount === 0) return 'nothing-found';
  return 'rows';
}
