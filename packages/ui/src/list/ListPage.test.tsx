import type { PaginationInfo } from '@planner/api';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../testing/TestProviders';
import { ListPage } from './ListPage';
import type { ListColumn } from './listColumns';
import { useListUrlState } from './useListUrlState';

interface Customer {
  id: string;
  name: string;
  city: string;
}

const columns: ListColumn<Customer>[] = [
  { title: 'Name', dataIndex: 'name', sortKey: 'Name' },
  { title: 'Ort', dataIndex: 'city' },
];

const page = (overrides: Partial<PaginationInfo>): PaginationInfo => ({
  pageIndex: 0,
  pageSize: 10,
  pageCount: 1,
  filteredElementsCount: 2,
  totalElementsCount: 2,
  ...overrides,
});

const customers: Customer[] = [
  { id: '1', name: 'Müller', city: 'Berlin' },
  { id: '2', name: 'Schmidt', city: 'Hamburg' },
];

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

interface HarnessProps {
  rows?: Customer[];
  paginationInfo?: PaginationInfo;
  onRowClick?: (customer: Customer) => void;
  emptyText?: string;
  emptyHint?: string;
  emptyAction?: ReactNode;
  nothingFoundText?: string;
  filters?: ReactNode;
}

function Harness({ rows, paginationInfo, onRowClick, emptyText, emptyHint, emptyAction, nothingFoundText, filters }: HarnessProps) {
  const list = useListUrlState();
  return (
    <ListPage<Customer>
      title="Kunden"
      list={list}
      rows={rows}
      paginationInfo={paginationInfo}
      columns={columns}
      rowKey="id"
      onRowClick={onRowClick}
      searchPlaceholder="Kunde suchen"
      searchDebounceMs={100}
      emptyText={emptyText}
      emptyHint={emptyHint}
      emptyAction={emptyAction}
      nothingFoundText={nothingFoundText}
      filters={filters}
    />
  );
}

function renderList(props: HarnessProps, url = '/customers') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <TestProviders>
        <Harness {...props} />
        <Location />
      </TestProviders>
    </MemoryRouter>,
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('ListPage', () => {
  it('shows a skeleton while the first page loads', () => {
    const { container } = renderList({});

    expect(container.querySelector('.ant-skeleton')).not.toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the rows of the page', () => {
    renderList({ rows: customers, paginationInfo: page({}) });

    expect(screen.getByRole('heading', { name: 'Kunden' })).toBeTruthy();
    expect(screen.getByText('Müller')).toBeTruthy();
    expect(screen.getByText('Hamburg')).toBeTruthy();
  });

  it('shows the empty text when the list has no entries at all', () => {
    renderList({ rows: [], paginationInfo: page({ pageCount: 0, filteredElementsCount: 0, totalElementsCount: 0 }) });
    expect(screen.getByText('Keine Einträge gefunden.')).toBeTruthy();
    expect(screen.queryByText('Bitte ändern Sie Ihre Suche.')).toBeNull();
  });

  it('shows a custom empty text', () => {
    renderList({
      rows: [],
      paginationInfo: page({ pageCount: 0, filteredElementsCount: 0, totalElementsCount: 0 }),
      emptyText: 'Es wurden noch keine Zusatzinstallationen angelegt.',
    });
    expect(screen.getByText('Es wurden noch keine Zusatzinstallationen angelegt.')).toBeTruthy();
  });

  it('explains how the first entry comes about and where to make it', () => {
    renderList({
      rows: [],
      paginationInfo: page({ pageCount: 0, filteredElementsCount: 0, totalElementsCount: 0 }),
      emptyText: 'Noch keine Rechnungen.',
      emptyHint: 'Rechnungen entstehen aus angenommenen Angeboten.',
      emptyAction: <a href="/quotes">Zu den Angeboten</a>,
    });
    expect(screen.getByText('Rechnungen entstehen aus angenommenen Angeboten.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zu den Angeboten' })).toBeTruthy();
  });

  it('tells that the search found nothing and offers to reset it', async () => {
    renderList(
      { rows: [], paginationInfo: page({ pageCount: 0, filteredElementsCount: 0, totalElementsCount: 5 }) },
      '/customers?anyText=xyz',
    );

    expect(screen.getByText('Keine Einträge gefunden.')).toBeTruthy();
    expect(screen.getByText('Bitte ändern Sie Ihre Suche.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Suche zurücksetzen' }));
    expect(location()).toBe('');
    expect((screen.getByRole('searchbox', { name: 'Kunde suchen' }) as HTMLInputElement).value).toBe('');
  });

  it('shows a custom text when the search found nothing', () => {
    renderList(
      {
        rows: [],
        paginationInfo: page({ pageCount: 0, filteredElementsCount: 0, totalElementsCount: 5 }),
        nothingFoundText: 'Keine Installation gefunden.',
      },
      '/customers?anyText=xyz',
    );
    expect(screen.getByText('Keine Installation gefunden.')).toBeTruthy();
    expect(screen.queryByText('Keine Einträge gefunden.')).toBeNull();
  });

  it('tells that a page beyond the last one does not exist and goes to the first page', async () => {
    renderList({ rows: [], paginationInfo: page({ pageIndex: 7, pageCount: 2 }) }, '/customers?pageIndex=7');

    expect(screen.getByText('Diese Seite existiert nicht.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Zur ersten Seite' }));

    expect(location()).toBe('');
  });

  it('searches once typing pauses, on the first page', async () => {
    renderList({ rows: customers, paginationInfo: page({ pageCount: 3 }) }, '/customers?pageIndex=2');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Kunde suchen' }), 'Mü');

    expect(location()).toBe('?pageIndex=2');
    await waitFor(() => expect(location()).toBe('?anyText=M%C3%BC'));
  });

  it('cycles the sort by clicking the column header', async () => {
    renderList({ rows: customers, paginationInfo: page({}) });
    const header = () => screen.getByRole('button', { name: 'Name' });

    await userEvent.click(header());
    expect(location()).toBe('?sortBy=Name&sortOrder=Asc');
    await userEvent.click(header());
    expect(location()).toBe('?sortBy=Name&sortOrder=Desc');
    await userEvent.click(header());
    expect(location()).toBe('');
  });

  it('opens a row by click and by Enter on the focused row', async () => {
    const onRowClick = vi.fn();
    renderList({ rows: customers, paginationInfo: page({}), onRowClick });

    await userEvent.click(screen.getByText('Müller'));
    const row = screen.getByText('Schmidt').closest('tr')!;
    row.focus();
    fireEvent.keyDown(row, { key: 'Enter' });

    expect(onRowClick.mock.calls.map(([customer]) => (customer as Customer).name)).toEqual(['Müller', 'Schmidt']);
  });

  it('shows the filters beside the search field', () => {
    renderList({ rows: customers, paginationInfo: page({}), filters: <button type="button">Nur Firmen</button> });

    const search = screen.getByRole('search');
    expect(within(search).getByRole('searchbox', { name: 'Kunde suchen' })).toBeTruthy();
    expect(within(search).getByRole('button', { name: 'Nur Firmen' })).toBeTruthy();
  });

  it('moves to another page', async () => {
    renderList({ rows: customers, paginationInfo: page({ pageCount: 3, filteredElementsCount: 25 }) });

    await userEvent.click(screen.getByTitle('3'));

    expect(location()).toBe('?pageIndex=2');
  });

  it('shows the sort on the header for assistive technology', () => {
    renderList({ rows: customers, paginationInfo: page({}) }, '/customers?sortBy=Name&sortOrder=Desc');

    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: 'Ort' }).hasAttribute('aria-sort')).toBe(false);
  });

  it('pages with the arrows, tells the range shown and changes the page size from the first row shown', async () => {
    renderList({ rows: customers, paginationInfo: page({ pageIndex: 1, pageCount: 3, filteredElementsCount: 25 }) }, '/customers?pageIndex=1');

    expect(screen.getByText('11–20 von 25')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Seite 2' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(location()).toBe('?pageIndex=2');
    await userEvent.click(screen.getByRole('button', { name: 'Vorherige Seite' }));
    expect(location()).toBe('?pageIndex=1');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Einträge pro Seite' }), '20 / Seite');
    expect(location()).toBe('?pageSize=20');
  });

  it('shows no pager when every entry fits on the smallest page', () => {
    renderList({ rows: customers, paginationInfo: page({}) });

    expect(screen.queryByRole('navigation', { name: 'Seiten' })).toBeNull();
  });
});
