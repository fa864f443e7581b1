import type { SortOrder } from '@planner/api';
import type { TableColumnType } from '../kit/antd';
import type { Breakpoint } from '../breakpoints';

export interface ListColumn<T> extends Omit<TableColumnType<T>, 'sorter' | 'sortOrder' | 'sortDirections' | 'responsive'> {
  /** The `sortBy` key of the list endpoint; makes the column sortable. */
  sortKey?: string;
  /** The breakpoints that show this column; all when left out. */
  breakpoints?: readonly Breakpoint[];
}

const TABLE_SORT_ORDER = { Asc: 'ascend', Desc: 'descend' } as const;

/** The antd key of a column, by which a sort click is traced back to its `sortKey`. */
export function columnKey<T>(column: ListColumn<T>, index: number): string {
  return String(column.key ?? column.sortKey ?? index);
}

/** antd columns for the current breakpoint with the sort state of the URL. */
export function toTableColumns<T>(
  columns: readonly ListColumn<T>[],
  breakpoint: Breakpoint,
  sort: { sortBy: string | undefined; sortOrder: SortOrder | undefined },
): TableColumnType<T>[] {
  return columns.flatMap(({ sortKey, breakpoints, ...column }, index) => {
    if (breakpoints && !breakpoints.includes(breakpoint)) return [];
    const sortable = sortKey
      ? {
          sorter: true,
          sortOrder: sort.sortBy === sortKey && sort.sortOrder ? TABLE_SORT_ORDER[sort.sortOrder] : null,
        }
      : {};
    return [{ ...column, ...sortable, key: columnKey({ ...column, sortKey }, index) }];
  });
}
