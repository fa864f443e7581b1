import type { Invoice, InvoiceListItem } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../support/api';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { billingCompany, TODAY, type BillingCompany } from '../invoices/billingCompany';
import { csvLines, xlsxFormat, xlsxRows } from './exportFiles';

let database: TestDatabase;
let app: FastifyInstance;
let company: BillingCompany;
let other: BillingCompany;
let issued: Invoice;

const get = (token: string, url: string) => app.inject({ method: 'GET', url, headers: bearer(token) });
const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
const germanDay = (day: string) => day.split('-').reverse().join('.');

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  company = await billingCompany(app);
  other = await billingCompany(app);
  const müller = await company.acceptedQuote('Accepted', { lastName: 'Müller' });
  // 33,33 % of the quote: an amount with cents that a decimal point would spoil in German Excel.
  issued = await company.issueOk(await company.partial(müller, 3_333));
  await company.partial(müller, 1_000);
  await company.partial(await company.acceptedQuote('Accepted', { lastName: 'Weber' }), 2_500);
  await other.partial(await other.acceptedQuote('Accepted', { lastName: 'Müller' }), 5_000);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('invoice list export', () => {
  it('holds the rows of the list with search, filter and sort, and no other company’s', async () => {
    const query = 'anyText=müller&sortBy=grossTotal&sortOrder=Asc';
    const list = (await get(company.token, `/api/electro/invoices?${query}&pageSize=100`)).json().data as InvoiceListItem[];
    expect(list).toHaveLength(2);
    const rows = await xlsxRows(await get(company.token, `/api/electro/invoices/export?${query}&format=xlsx`));
    const header = rows[0] as string[];
    const at = (name: string) => header.indexOf(name);
    expect(rows.slice(1).map((row) => [row[at('Kunde')], row[at('Brutto')], row[at('Status')]])).toEqual(
      list.map((invoice) => [invoice.customerName, invoice.grossTotal / 100, invoice.status === 'Draft' ? 'Entwurf' : 'Gestellt']),
    );

    const drafts = await xlsxRows(await get(company.token, '/api/electro/invoices/export?status=Draft&format=xlsx'));
    expect(drafts).toHaveLength(3);
    expect(drafts.slice(1).every((row) => row[at('Status')] === 'Entwurf')).toBe(true);
    const others = await xlsxRows(await get(other.token, '/api/electro/invoices/export?format=xlsx'));
    expect(others).toHaveLength(2);
  });

  it('writes amounts as euro numbers and days as dates in Excel', async () => {
    const response = await get(company.token, '/api/electro/invoices/export?status=Issued&format=xlsx');
    const [header, row] = (await xlsxRows(response)) as [string[], unknown[]];
    expect(row[header.indexOf('Nummer')]).toBe(issued.invoiceNumber);
    expect(row[header.indexOf('Brutto')]).toBe(issued.grossTotal / 100);
    expect(row[header.indexOf('Rechnungsdatum')]).toEqual(new Date(`${TODAY}T00:00:00Z`));
    expect(await xlsxFormat(response, 2, header.indexOf('Brutto') + 1)).toBe('#,##0.00 "€";-#,##0.00 "€"');
    expect(await xlsxFormat(response, 2, header.indexOf('Rechnungsdatum') + 1)).toBe('dd.mm.yyyy');
  });

  it('writes CSV with decimal commas, German dates and the customer’s umlauts', async () => {
    const response = await get(company.token, '/api/electro/invoices/export?status=Issued&format=csv');
    expect(response.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''Rechnungen-${TODAY}.csv`);
    const [header, line] = csvLines(response) as [string[], string[]];
    expect(header).toEqual(['Nummer', 'Art', 'Kunde', 'Projekt', 'Angebot', 'Rechnungsdatum', 'Fällig am', 'Brutto', 'Offen', 'Status', 'Bezahlt am', 'Angelegt am']);
    expect(issued.grossTotal % 100).not.toBe(0);
    expect(line[header.indexOf('Brutto')]).toBe(euros(issued.grossTotal));
    expect(line[header.indexOf('Kunde')]).toContain('Müller');
    expect(line[header.indexOf('Art')]).toBe('Abschlagsrechnung');
    expect(line[header.indexOf('Rechnungsdatum')]).toBe(germanDay(TODAY));
    expect(line[header.indexOf('Angelegt am')]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  });
});
