import { describe, expect, it } from 'vitest';
import { cellContent, columnKey, visibleColumns } from './listColumns';
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
  { title: 'Alle' },
];

const titles = (breakpoint: 'mobile' | 'tablet' | 'desktop') => visibleColumns(columns, breakpoint).map((column) => column.title);
const customer: Customer = { name: 'Müller', address: 'Hauptstraße 1', phone: '' };

describe('list columns', () => {
  it('shows the columns of the current breakpoint', () => {
    expect(titles('mobile')).toEqual(['Kunde', 'Alle']);
    expect(titles('tablet')).toEqual(['Name', 'Adresse', 'Alle']);
    expect(titles('desktop')).toEqual(['Name', 'Adresse', 'Telefon', 'Alle']);
  });

  it('keys a column by its key, sort key, field or position', () => {
    expect(columns.map(columnKey)).toEqual(['combined', 'Name', 'address', 'phone', '4']);
  });

  it('shows the field, or what render makes of it and the row', () => {
    expect(cellContent(columns[1]!, customer, 0)).toBe('Müller');
    expect(cellContent({ title: 'X', dataIndex: 'name', render: (value, row, index) => `${String(value)}|${row.address}|${index}` }, customer, 3)).toBe(
      'Müller|Hauptstraße 1|3',
    );
    expect(cellContent(columns[0]!, customer, 0)).toBe('');
  });
});
