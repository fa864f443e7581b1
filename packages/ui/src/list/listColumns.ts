import type { ReactNode } from 'react';
import type { Breakpoint } from '../breakpoints';

export interface ListColumn<T> {
  title?: ReactNode;
  /** Identifies the column; defaults to `sortKey`, then `dataIndex`, then its position. */
  key?: string;
  /** The field shown when there is no `render`, and the first argument of `render`. */
  dataIndex?: keyof T & string;
  render?: (value: unknown, row: T, index: number) => ReactNode;
  /** The `sortBy` key of the list endpoint; makes the column sortable. */
  sortKey?: string;
  /** The breakpoints that show this column; all when left out. */
  breakpoints?: readonly Breakpoint[];
  width?: number | string;
  align?: 'left' | 'center' | 'right';
}

export function columnKey<T>(column: ListColumn<T>, index: number): string {
  return column.key ?? column.sortKey ?? column.dataIndex ?? String(index);
}

/** The columns shown at the current breakpoint. */
export function visibleColumns<T>(columns: readonly ListColumn<T>[], breakpoint: Breakpoint): ListColumn<T>[] {
  return columns.filter((column) => !column.breakpoints || column.breakpoints.includes(breakpoint));
}

export function cellContent<T>(column: ListColumn<T>, row: T, index: number): ReactNode {
  const value = column.dataIndex === undefined ? undefined : row[column.dataIndex];
  if (column.render) return column.render(value, row, index);
  return value === undefined || value === null ? '' : (value as ReactNode);
}
