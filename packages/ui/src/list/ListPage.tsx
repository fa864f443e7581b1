import type { PaginationInfo } from '@planner/api';
import { PAGE_SIZES } from '@planner/api';
import { Button, Flex, Skeleton, Table } from '../kit/antd';
import type { TableProps } from '../kit/antd';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useBreakpoint } from '../breakpoints';
import type { BreadcrumbLink } from '../PageHeader';
import { PageHeader } from '../PageHeader';
import { EmptyState } from '../states/EmptyState';
import { columnKey, toTableColumns } from './listColumns';
import type { ListColumn } from './listColumns';
import { listPageView } from './listPageView';
import { SearchField } from './SearchField';
import type { ListUrlState, PageSize } from './useListUrlState';

export const NO_ENTRIES_TEXT = 'Keine Einträge gefunden.';

export interface ListPageProps<T> {
  title: string;
  breadcrumbs?: readonly BreadcrumbLink[];
  /** E.g. the 'Kunde erstellen' button. */
  primaryAction?: ReactNode;
  /** From `useListUrlState`. */
  list: ListUrlState;
  /** The rows of the current page; `undefined` while the first page loads. */
  rows: readonly T[] | undefined;
  paginationInfo: PaginationInfo | undefined;
  /** The rows shown belong to the previous page or search while the next one loads. */
  loading?: boolean;
  columns: readonly ListColumn<T>[];
  rowKey: (keyof T & string) | ((row: T) => string);
  onRowClick?: (row: T) => void;
  searchPlaceholder?: string;
  searchDebounceMs?: number;
  /** E.g. a status select; beside the search field, below it where the width runs out. */
  filters?: ReactNode;
  /** Shown when the list has no entries at all. */
  emptyText?: string;
  /** Shown when the search matches no entry; 'Keine Einträge gefunden.' when left out. */
  nothingFoundText?: string;
}

/** Interactive elements inside a row handle their own clicks, and so do portals (menus) rendered from a row. */
function isOwnRowClick(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as HTMLElement;
  return event.currentTarget.contains(target) && !target.closest('a, button, input, label, [role="menuitem"]');
}

/** A paged, searchable, sortable server-side list with its URL state and every empty state. */
export function ListPage<T extends object>(props: ListPageProps<T>) {
  const { list, rows, paginationInfo, columns, onRowClick } = props;
  const breakpoint = useBreakpoint();
  const view = rows ? listPageView(list.pageIndex, paginationInfo) : 'loading';

  const handleTableChange: TableProps<T>['onChange'] = (_pagination, _filters, sorter, { action }) => {
    if (action !== 'sort') return;
    const { columnKey: clickedKey } = Array.isArray(sorter) ? (sorter[0] ?? {}) : sorter;
    // antd names no column when the click removes the sort, which only the sorted column can do.
    const sortKey =
      clickedKey === undefined
        ? list.sortBy
        : columns.find((column, index) => columnKey(column, index) === clickedKey)?.sortKey;
    if (sortKey) list.toggleSort(sortKey);
  };

  const handlePaginationChange = (page: number, pageSize: number) => {
    if (pageSize !== list.pageSize) list.setPageSize(pageSize as PageSize);
    else list.setPageIndex(page - 1);
  };

  const rowProps = (row: T) =>
    onRowClick
      ? {
          tabIndex: 0,
          style: { cursor: 'pointer' },
          onClick: (event: MouseEvent<HTMLElement>) => {
            if (isOwnRowClick(event)) onRowClick(row);
          },
          onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
            if (event.key === 'Enter' && event.target === event.currentTarget) onRowClick(row);
          },
        }
      : {};

  let content: ReactNode;
  switch (view) {
    case 'loading':
      content = <Skeleton active title={false} paragraph={{ rows: 6 }} />;
      break;
    case 'invalid-page':
      content = (
        <EmptyState
          text="Diese Seite existiert nicht."
          action={
            <Button type="primary" onClick={() => list.setPageIndex(0)}>
              Zur ersten Seite
            </Button>
          }
        />
      );
      break;
    case 'no-data':
      content = <EmptyState text={props.emptyText ?? NO_ENTRIES_TEXT} />;
      break;
    case 'nothing-found':
      content = (
        <EmptyState
          text={props.nothingFoundText ?? NO_ENTRIES_TEXT}
          hint="Bitte ändern Sie Ihre Suche."
          action={list.searchText && <Button onClick={() => list.setSearchText('')}>Suche zurücksetzen</Button>}
        />
      );
      break;
    case 'rows':
      content = (
        <Table<T>
          dataSource={rows as T[]}
          columns={toTableColumns(columns, breakpoint, list)}
          rowKey={props.rowKey}
          loading={props.loading}
          onChange={handleTableChange}
          onRow={rowProps}
          showSorterTooltip={false}
          pagination={{
            current: list.pageIndex + 1,
            pageSize: list.pageSize,
            total: paginationInfo?.filteredElementsCount,
            showSizeChanger: true,
            pageSizeOptions: [...PAGE_SIZES],
            onChange: handlePaginationChange,
          }}
        />
      );
      break;
  }

  return (
    <section aria-label={props.title}>
      <PageHeader title={props.title} breadcrumbs={props.breadcrumbs} extra={props.primaryAction} />
      <Flex vertical gap="middle">
        <Flex role="search" wrap gap="small" align="center">
          <SearchField
            value={list.searchText}
            onSearch={list.setSearchText}
            debounceMs={props.searchDebounceMs ?? 300}
            placeholder={props.searchPlaceholder ?? 'Suchen'}
          />
          {props.filters}
        </Flex>
        {content}
      </Flex>
    </section>
  );
}
