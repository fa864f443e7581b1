import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons';
import type { SortOrder } from '@planner/api';
import type { KeyboardEvent, MouseEvent } from 'react';
import { Spin } from '../kit/antd';
import { cellContent, columnKey } from './listColumns';
import { useListThemeStyle } from './useListThemeStyle';
import type { ListColumn } from './listColumns';

export interface DataTableProps<T> {
  /** The columns to show (already chosen for the breakpoint). */
  columns: readonly ListColumn<T>[];
  rows: readonly T[];
  rowKey: (keyof T & string) | ((row: T) => string);
  sortBy?: string;
  sortOrder?: SortOrder;
  /** Called with the `sortKey` of a sortable column whose header is clicked. */
  onSort?: (sortKey: string) => void;
  onRowClick?: (row: T) => void;
  /** The rows shown are outdated while newer ones load. */
  loading?: boolean;
  /** Shown in place of the rows when there are none. */
  emptyText?: string;
  /** `small`: closer rows, for tables inside cards. */
  size?: 'default' | 'small';
}

const ARIA_SORT = { Asc: 'ascending', Desc: 'descending' } as const;

/** Interactive elements inside a row handle their own clicks, and so do portals (menus) rendered from a row. */
function isOwnRowClick(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as HTMLElement;
  return event.currentTarget.contains(target) && !target.closest('a, button, input, label, [role="menuitem"]');
}

/**
 * The table of a list page and of short lists on detail pages: a plain HTML table in the antd look, with sortable headers
 * (buttons, `aria-sort`) and rows that open by click or Enter. It replaces antd's Table,
 * whose filter, selection and virtual-scroll machinery the lists do not use but every list
 * page would download.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  sortBy,
  sortOrder,
  onSort,
  onRowClick,
  loading = false,
  emptyText,
  size = 'default',
}: DataTableProps<T>) {
  const themeStyle = useListThemeStyle();
  const keyOf = (row: T) => (typeof rowKey === 'function' ? rowKey(row) : String(row[rowKey]));

  return (
    <Spin spinning={loading} delay={150}>
      <div className={size === 'small' ? 'list-table list-table-small' : 'list-table'} style={themeStyle}>
        <table aria-busy={loading}>
          <thead>
            <tr>
              {columns.map((column, index) => {
                const sorted = column.sortKey !== undefined && column.sortKey === sortBy ? sortOrder : undefined;
                return (
                  <th
                    key={columnKey(column, index)}
                    scope="col"
                    style={{ width: column.width, textAlign: column.align }}
                    aria-sort={column.sortKey && onSort ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}
                    className={sorted ? 'list-table-sorted' : undefined}
                  >
                    {column.sortKey && onSort ? (
                      <button type="button" className="list-table-sorter" onClick={() => onSort(column.sortKey!)}>
                        <span>{column.title}</span>
                        <span className="list-table-sort-icons" aria-hidden>
                          <CaretUpOutlined className={sorted === 'Asc' ? 'list-table-sort-active' : undefined} />
                          <CaretDownOutlined className={sorted === 'Desc' ? 'list-table-sort-active' : undefined} />
                        </span>
                      </button>
                    ) : (
                      column.title
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && emptyText && (
              <tr>
                <td colSpan={columns.length} className="list-table-empty">
                  {emptyText}
                </td>
              </tr>
            )}
            {rows.map((row, rowIndex) => (
              <tr
                key={keyOf(row)}
                {...(onRowClick && {
                  tabIndex: 0,
                  className: 'list-table-clickable',
                  onClick: (event: MouseEvent<HTMLElement>) => {
                    if (isOwnRowClick(event)) onRowClick(row);
                  },
                  onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
                    if (event.key === 'Enter' && event.target === event.currentTarget) onRowClick(row);
                  },
                })}
              >
                {columns.map((column, index) => {
                  const sorted = column.sortKey !== undefined && column.sortKey === sortBy && sortOrder !== undefined;
                  return (
                    <td key={columnKey(column, index)} style={{ textAlign: column.align }} className={sorted ? 'list-table-sorted' : undefined}>
                      {cellContent(column, row, rowIndex)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Spin>
  );
}
