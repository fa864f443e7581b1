import type { PaginationInfo } from '@planner/api';
import { PAGE_SIZES } from '@planner/api';
import type { TableProps } from '@planner/ui';
import { useState } from 'react';

/**
 * Paging of a table embedded in a detail page (several per page, so not in the URL).
 * Starts with the first page of 10.
 */
export function useLocalPaging() {
  const [page, setPage] = useState({ pageIndex: 0, pageSize: 10 });
  const pagination = (info: PaginationInfo | undefined): TableProps<object>['pagination'] => ({
    current: page.pageIndex + 1,
    pageSize: page.pageSize,
    total: info?.filteredElementsCount,
    showSizeChanger: true,
    pageSizeOptions: [...PAGE_SIZES],
    hideOnSinglePage: (info?.filteredElementsCount ?? 0) <= 10,
    onChange: (current, pageSize) =>
      setPage(pageSize === page.pageSize ? { pageIndex: current - 1, pageSize } : { pageIndex: 0, pageSize }),
  });
  return { query: page, pagination, resetToFirstPage: () => setPage((p) => ({ ...p, pageIndex: 0 })) };
}
