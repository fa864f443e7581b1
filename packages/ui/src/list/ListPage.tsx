import type { PaginationInfo } from '@planner/api';
import { PAGE_SIZES } from '@planner/api';
import { Button, Flex, Skeleton } from '../kit/antd';
import type { ReactNode } from 'react';
import { useBreakpoint } from '../breakpoints';
import type { BreadcrumbLink } from '../PageHeader';
import { PageHeader } from '../PageHeader';
import { EmptyState } from '../states/EmptyState';
import { DataTable } from './DataTable';
import { visibleColumns } from './listColumns';
import type { ListColumn } from './listColumns';
import { listPageView } from './listPageView';
import { ListExportMenu, type ListExportProps } from './ListExportMenu';
import { ListPagination } from './ListPagination';
import { SearchField } from './SearchField';
import type { ListUrlState } from './useListUrlState';
import { useListThemeStyle } from './useListThemeStyle';

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
  /** Below `emptyText`, e.g. how the first entry comes about. */
  emptyHint?: string;
  /** Below the empty list's texts, e.g. a link to where entries are made. */
  emptyAction?: ReactNode;
  /** Shown when the search matches no entry; 'Keine Einträge gefunden.' when left out. */
  nothingFoundText?: string;
  /** `small`: closer cells, for lists with many columns. */
  size?: 'default' | 'small';
  /** The list's export endpoint and the query it shows: an 'Exportieren' menu (Excel, CSV) beside the search. */
  exportTo?: ListExportProps;
}

/** A paged, searchable, sortable server-side list with its URL state and every empty state. */
export function ListPage<T extends object>(props: ListPageProps<T>) {
  const { list, rows, paginationInfo, columns, onRowClick } = props;
  const breakpoint = useBreakpoint();
  const view = rows ? listPageView(list.pageIndex, paginationInfo) : 'loading';

  const themeStyle = useListThemeStyle();

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
      content = <EmptyState text={props.emptyText ?? NO_ENTRIES_TEXT} hint={props.emptyHint} action={props.emptyAction} />;
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
        <Flex vertical gap="middle">
          <DataTable<T>
            columns={visibleColumns(columns, breakpoint)}
            rows={rows ?? []}
            rowKey={props.rowKey}
            sortBy={list.sortBy}
            sortOrder={list.sortOrder}
            onSort={list.toggleSort}
            onRowClick={onRowClick}
            loading={props.loading}
            size={props.size}
          />
          {paginationInfo && paginationInfo.filteredElementsCount > PAGE_SIZES[0] && (
            <ListPagination
              pageIndex={list.pageIndex}
              pageSize={list.pageSize}
              total={paginationInfo.filteredElementsCount}
              onPageIndexChange={list.setPageIndex}
              onPageSizeChange={list.setPageSize}
            />
          )}
        </Flex>
      );
      break;
  }

  return (
    <section aria-label={props.title} style={themeStyle}>
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
          {props.exportTo && <ListExportMenu endpoint={props.exportTo.endpoint} query={props.exportTo.query} />}
        </Flex>
        {content}
      </Flex>
    </section>
  );
}
