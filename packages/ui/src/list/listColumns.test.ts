import { describe, expect, it } from 'vitest';
import { toTableColumns } from './listColumns';
import type { ListColumn } from './listColumns';

interface Customer {
  name: string;
  address: string;
  phone: string;
}

const columns: ListColumn<Customer>[] = [
  { title: 'Kunde', key: 'combined', breakpoints: ['mobile'] },
  { title: 'Name', dataIndex: 'name', sortKey: 'Name', breakpoints: ['tablet', 'desktop'] },
  { title: 'Adresse', dataIndex: 'address', breakpoints: ['tablet', 'desktop'] },
  { title: 'Telefon', dataIndex: 'phone', breakpoints: ['desktop'] },
];

const titles = (breakpoint: 'mobile' | 'tablet' | 'desktop') =>
  toTableColumns(columns, breakpoint, { sortBy: undefined, sortOrder: undefined }).map((column) => column.title);

describe('toTableColumns', () => {
  it('shows the columns of the current breakpoint', () => {
    expect(titles('mobile')).toEqual(['Kunde']);
    expect(titles('tablet')).toEqual(['Name', 'Adresse']);
    expect(titles('desktop')).toEqual(['Name', 'Adresse', 'Telefon']);
  });

  it('marks sortable columns and shows the sort of the URL', () => {
    const [name, address] = toTableColumns(columns, 'tablet', { sortBy: 'Name', sortOrder: 'Desc' });

    expect(name).toMatchObject({ key: 'Name', sorter: true, sortOrder: 'descend' });
    expect(address).not.toHaveProperty('sorter');
  });

  it('shows no sort order on a sortable column the list is not sorted by', () => {
    const [name] = toTableColumns(columns, 'desktop', { sortBy: 'City', sortOrder: 'Asc' });
    expect(name).toMatchObject({ sorter: true, sortOrder: null });
  });
});
