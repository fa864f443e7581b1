import { DEFAULT_PAGE_SIZE, PAGE_SIZES, SORT_ORDERS } from '@planner/api';
import type { SortOrder } from '@planner/api';
import { useSearchParams } from 'react-router';

export type PageSize = (typeof PAGE_SIZES)[number];

export interface ListUrlDefaults<K extends string = string> {
  pageSize?: PageSize;
  /** URL parameter of the search text: `anyText` (default) or `filter`. */
  searchParam?: 'anyText' | 'filter';
  /** Sort keys the list supports; any other `sortBy` in the URL is ignored. */
  sortKeys?: readonly K[];
}

/** The query of a paged list endpoint (`listQuerySchema`). */
export interface ListQuery<K extends string = string> {
  pageIndex: number;
  pageSize: number;
  sortBy?: K;
  sortOrder?: SortOrder;
  anyText?: string;
}

export interface ListUrlState<K extends string = string> {
  pageIndex: number;
  pageSize: PageSize;
  searchText: string;
  sortBy: K | undefined;
  sortOrder: SortOrder | undefined;
  /** The state as query of a list endpoint; an empty search text is left out. */
  query: ListQuery<K>;
  setPageIndex(pageIndex: number): void;
  /** Changes the page size and keeps the first visible row on the page shown. */
  setPageSize(pageSize: PageSize): void;
  setSearchText(searchText: string): void;
  /** Cycles the sort of `sortKey`: ascending, descending, none. */
  toggleSort(sortKey: K): void;
}

const isPageSize = (value: number): value is PageSize => (PAGE_SIZES as readonly number[]).includes(value);
const isSortOrder = (value: string): value is SortOrder => (SORT_ORDERS as readonly string[]).includes(value);

/**
 * The state of a list page (page, page size, search text, sort) kept in the URL query so
 * that reload, back and shared links show the same list. A search or sort change goes back
 * to the first page. Default values are left out of the URL. Paging and sorting are steps
 * that the browser's Back undoes; typing a search replaces the entry instead of adding one
 * per keystroke.
 */
export function useListUrlState<K extends string = string>(defaults: ListUrlDefaults<K> = {}): ListUrlState<K> {
  const [searchParams, setSearchParams] = useSearchParams();
  const defaultPageSize = defaults.pageSize ?? DEFAULT_PAGE_SIZE;
  const searchParam = defaults.searchParam ?? 'anyText';

  const rawPageIndex = Number(searchParams.get('pageIndex'));
  const pageIndex = Number.isInteger(rawPageIndex) && rawPageIndex > 0 ? rawPageIndex : 0;
  const rawPageSize = Number(searchParams.get('pageSize'));
  const pageSize = isPageSize(rawPageSize) ? rawPageSize : defaultPageSize;
  const searchText = searchParams.get(searchParam) ?? '';
  const rawSortBy = searchParams.get('sortBy') ?? undefined;
  const rawSortOrder = searchParams.get('sortOrder') ?? '';
  const sortValid =
    rawSortBy !== undefined &&
    isSortOrder(rawSortOrder) &&
    (defaults.sortKeys === undefined || (defaults.sortKeys as readonly string[]).includes(rawSortBy));
  const sortBy = sortValid ? (rawSortBy as K) : undefined;
  const sortOrder = sortValid ? rawSortOrder : undefined;

  const update = (changes: Record<string, string | number | undefined>, history: 'push' | 'replace' = 'push') => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: history === 'replace' },
    );
  };
  const pageIndexParam = (index: number) => (index > 0 ? index : undefined);

  return {
    pageIndex,
    pageSize,
    searchText,
    sortBy,
    sortOrder,
    query: { pageIndex, pageSize, sortBy, sortOrder, anyText: searchText || undefined },
    setPageIndex: (next) => update({ pageIndex: pageIndexParam(next) }),
    setPageSize: (next) =>
      update({
        pageSize: next === defaultPageSize ? undefined : next,
        pageIndex: pageIndexParam(Math.floor((pageIndex * pageSize) / next)),
      }),
    setSearchText: (next) => update({ [searchParam]: next || undefined, pageIndex: undefined }, 'replace'),
    toggleSort: (sortKey) => {
      const nextOrder = sortBy !== sortKey ? 'Asc' : sortOrder === 'Asc' ? 'Desc' : undefined;
      update({ sortBy: nextOrder && sortKey, sortOrder: nextOrder, pageIndex: undefined });
    },
  };
}
