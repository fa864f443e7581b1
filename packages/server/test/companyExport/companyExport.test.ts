import type { AuditEntry, CompanyExport, Customer, Invoice } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_EXPORT, companyExportJobs } from '../../src/companyExport/buildExport';
import { EXPORTED_TABLES, NOT_EXPORTED_BINARY_COLUMNS, NOT_EXPORTED_TABLES } from '../../src/companyExport/exportedTables';
import { ICON_TABLES } from '../../src/companyExport/storedIcons';
import { createJobQueue } from '../../src/jobs/jobQueue';
import { encodePng } from '../../src/images/png';
import { completeCompany } from '../quotesFixtures';
import { bearer } from '../support/api';
import { dataUrl } from '../support/images';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { callAs, teamCompany } from '../team/teamCompany';
import { finalizedDaysAgo } from '../invoices/backdateQuote';
import { billingCompany, TODAY, type BillingCompany } from '../invoices/billingCompany';
import { cellShows, centsOf, csvObjects, parseCsv } from './zipFiles';
import { sql } from 'kysely';

let database: TestDatabase;
let app: FastifyInstance;
let company: BillingCompany;
let other: BillingCompany;
let invoices: Invoice[];
let started: CompanyExport;
let zip: Record<string, Uint8Array>;

const text = (bytes: Uint8Array | undefined) => Buffer.from(bytes ?? new Uint8Array()).toString('utf8');
const logo = dataUrl('image/png', encodePng(60, 20, new Uint8Array(60 * 20 * 4).fill(90)));

const runExports = () =>
  createJobQueue({ db: database.db, handlers: [companyExportJobs(database.db)], leaseSeconds: 60, onError: () => undefined }).runDue(COMPANY_EXPORT);
const download = (token: string, id: string) => app.inject({ method: 'GET', url: `/api/company-exports/${id}/file`, headers: bearer(token) });

/** A final invoice, issued today, of a quote accepted by the customer `lastName` (and `customer`'s other fields). */
async function issuedInvoice(of: BillingCompany, customer: Record<string, unknown>): Promise<Invoice> {
  const quoteId = await of.acceptedQuote('Accepted', customer);
  await finalizedDaysAgo(database, quoteId, 10);
  return of.issueOk(await of.final(quoteId), TODAY);
}

const PNG_ICON = encodePng(8, 8, new Uint8Array(8 * 8 * 4).fill(200));
const JPEG_ICON = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9]);

/** An icon of each kind the master data keeps in its own tables, and one of the other company. */
async function storeIcons() {
  const tenant = async (name: string) => (await sql<{ id: string }>`select id from tenants where name = ${name}`.execute(database.db)).rows[0]!.id;
  const own = await tenant('Elektro Brandt GmbH');
  const foreign = await tenant('Quirinus Fremdfirma GmbH');
  await sql`insert into electrical_components (tenant_id, id, label, icon) values
    (${own}, gen_random_uuid(), ${'Steckdose: "Küche"/Bad'}, ${PNG_ICON}),
    (${foreign}, gen_random_uuid(), 'Quirinus Steckdose', ${PNG_ICON})`.execute(database.db);
  await sql`insert into additional_installations (tenant_id, id, title, icon) values (${own}, gen_random_uuid(), 'Wallbox', ${PNG_ICON})`.execute(database.db);
  await sql`insert into checkout_options (tenant_id, id, kind, name, icon, icon_type)
    values (${own}, gen_random_uuid(), 'lockType', 'Zylinderschloss', ${JPEG_ICON}, 'image/jpeg')`.execute(database.db);
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  company = await billingCompany(app);
  other = await billingCompany(app, () => completeCompany('Quirinus Fremdfirma GmbH'));
  const first = await issuedInvoice(company, { lastName: 'Albrecht' });
  const second = await issuedInvoice(company, { lastName: 'Müller; "Söhne"', firstName: '=Anna' });
  const cancellation: Invoice = await company.calls.ok(company.token, 'POST', `/api/electro/invoices/${first.id}/cancel`, { invoiceDate: TODAY });
  invoices = [first, second, cancellation];
  expect((await app.inject({ method: 'PUT', url: '/api/electro/tenant-information/logo', headers: bearer(company.token), payload: { imageData: logo } })).statusCode).toBe(200);
  await issuedInvoice(other, { lastName: 'Zyxwvutsky', city: 'Quakenbrück' });
  await storeIcons();

  started = await company.calls.ok(company.token, 'POST', '/api/company-exports');
  expect(await runExports()).toBe(1);
  const response = await download(company.token, started.id);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toContain(`Datenexport-${TODAY}.zip`);
  zip = unzipSync(new Uint8Array(response.rawPayload));
}, 60_000);

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('a company export', () => {
  it('is queued when started, built by its job with progress to 100, and ready for a day', async () => {
    expect(started).toMatchObject({ state: 'Queued', progress: 0, fileName: `Datenexport-${TODAY}.zip`, requestedBy: 'Erika Musterfrau', expiresAt: null });
    const ready: CompanyExport = await company.calls.ok(company.token, 'GET', `/api/company-exports/${started.id}`);
    expect(ready).toMatchObject({ state: 'Ready', progress: 100, byteSize: expect.any(Number) });
    expect(Date.parse(ready.expiresAt!) - Date.parse(ready.finishedAt!)).toBe(24 * 3_600_000);
    expect(await company.calls.ok(company.token, 'GET', '/api/company-exports')).toEqual([ready]);
  });

  it('holds every table of the company as CSV with a JSON twin of the same rows', async () => {
    for (const name of Object.values(EXPORTED_TABLES)) {
      const csv = parseCsv(text(zip[`Daten/${name}.csv`]));
      const json = JSON.parse(text(zip[`Daten/${name}.json`])) as Record<string, unknown>[];
      expect(text(zip[`Daten/${name}.csv`]).startsWith('\uFEFF'), name).toBe(true);
      const [header, ...rows] = csv;
      expect(rows, name).toHaveLength(json.length);
      json.forEach((record, index) => {
        expect(Object.keys(record), name).toEqual(header);
        for (const [column, value] of Object.entries(record)) {
          const cell = rows[index]![header!.indexOf(column)]!;
          expect(cellShows(cell, value), `${name}.${column}: ${JSON.stringify(cell)} for ${JSON.stringify(value)}`).toBe(true);
        }
      });
    }
    const users = JSON.parse(text(zip['Daten/Benutzer.json'])) as Record<string, unknown>[];
    expect(users).toHaveLength(1);
    expect(Object.keys(users[0]!)).not.toContain('password_hash');
  });

  it('has each customer as the API gives it, quoted and guarded for Excel', async () => {
    const customers: Customer[] = await company.calls.ok(company.token, 'GET', '/api/customers?pageSize=100');
    const rows = csvObjects(text(zip['Daten/Kunden.csv']));
    expect(rows.map((row) => row.id).sort()).toEqual(customers.map((customer) => customer.id).sort());
    for (const customer of customers) {
      const row = rows.find((candidate) => candidate.id === customer.id)!;
      expect(row.last_name).toBe(customer.lastName);
      expect(row.first_name?.replace(/^'/, '')).toBe(customer.firstName);
      expect([row.email, row.street, row.city, row.zip_code, row.phone]).toEqual([customer.email, customer.address.street, customer.address.city, customer.address.zipCode, customer.phone]);
    }
    expect(rows.map((row) => row.first_name)).toContain("'=Anna");
    expect(text(zip['Daten/Kunden.csv'])).toContain('"Müller; ""Söhne"""');
  });

  it('has each quote with its frozen snapshot as the quote list gives it', async () => {
    const quotes: { id: string; quoteNumber: string; grossTotal: number; netTotal: number }[] = await company.calls.ok(company.token, 'GET', '/api/electro/quotes?pageSize=100');
    const rows = JSON.parse(text(zip['Daten/Angebote.json'])) as Record<string, unknown>[];
    expect(rows).toHaveLength(quotes.length);
    for (const quote of quotes) {
      const row = rows.find((candidate) => candidate.id === quote.id)!;
      expect([row.quote_number, row.gross_total]).toEqual([quote.quoteNumber, quote.grossTotal]);
      expect(row.snapshot).toMatchObject({ quoteNumber: quote.quoteNumber });
    }
  });

  it('has the audit log as the API gives it, the export’s start included', async () => {
    const entries: AuditEntry[] = await company.calls.ok(company.token, 'GET', '/api/audit-log?pageSize=100');
    const rows = csvObjects(text(zip['Daten/Protokoll.csv']));
    const before = entries.filter((entry) => entry.event !== 'companyExport.downloaded');
    expect(rows.map((row) => row.id).sort()).toEqual(before.map((entry) => entry.id).sort());
    for (const entry of before) {
      const row = rows.find((candidate) => candidate.id === entry.id)!;
      expect([row.entity, row.entity_id, row.action, row.event]).toEqual([entry.entity, entry.entityId, entry.action, entry.event ?? '']);
    }
    expect(rows.find((row) => row.event === 'companyExport.started')).toMatchObject({ entity: 'company_exports', entity_id: started.id });
  });

  it('holds every stored document: the invoices’ PDFs and e-invoices as downloaded, the quotes’ PDFs and the other files', async () => {
    for (const invoice of invoices) {
      const pdf = await app.inject({ method: 'GET', url: `/api/electro/invoices/${invoice.id}/pdf`, headers: bearer(company.token) });
      const xml = await app.inject({ method: 'GET', url: `/api/electro/invoices/${invoice.id}/xrechnung`, headers: bearer(company.token) });
      expect(Buffer.from(zip[`Dokumente/Rechnung-${invoice.invoiceNumber}.pdf`]!).equals(pdf.rawPayload)).toBe(true);
      expect(Buffer.from(zip[`Dokumente/Rechnung-${invoice.invoiceNumber}.xml`]!).equals(xml.rawPayload)).toBe(true);
    }
    expect(Object.keys(zip).filter((name) => /^Dokumente\/Angebot-.*\.pdf$/.test(name))).toHaveLength(2);
    const files = csvObjects(text(zip['Dateien/Dateien.csv']));
    const { imageData } = await company.calls.ok(company.token, 'GET', '/api/electro/tenant-information/logo');
    const pictures = files.filter((file) => file.Datei?.startsWith('Dateien/')).map((file) => dataUrl(file.Inhalt!, Buffer.from(zip[file.Datei!]!)));
    expect(pictures).toContain(imageData);
    expect(files.map((file) => file.Datei).sort()).toEqual(Object.keys(zip).filter((name) => /^Dokumente\/.*\.pdf$|^Dateien\/.*\.png$/.test(name)).sort());
  });

  it('holds every icon of the master data, named after its row and listed with the row’s id', async () => {
    const listed = csvObjects(text(zip['Symbole/Symbole.csv']));
    const twin = JSON.parse(text(zip['Symbole/Symbole.json'])) as Record<string, unknown>[];
    expect(twin.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, String(value)])))).toEqual(listed);
    expect(listed.map((row) => row.Datei).sort()).toEqual(Object.keys(zip).filter((name) => /^Symbole\/.*\.(png|jpg)$/.test(name)).sort());
    const { rows: tenants } = await sql<{ id: string }>`select id from tenants where name = 'Elektro Brandt GmbH'`.execute(database.db);
    for (const { table } of ICON_TABLES) {
      const { rows } = await sql<{ id: string; icon: Uint8Array }>`select id, icon from ${sql.table(table)} where tenant_id = ${tenants[0]!.id} and icon is not null`.execute(database.db);
      expect(rows.length, table).toBeGreaterThan(0);
      for (const row of rows) {
        const entry = listed.find((file) => file.id === row.id);
        expect(entry?.Tabelle, table).toBe(EXPORTED_TABLES[table]);
        expect(Buffer.from(zip[entry!.Datei!]!).equals(Buffer.from(row.icon))).toBe(true);
      }
    }
    expect(listed.find((row) => row.Bezeichnung === 'Steckdose: "Küche"/Bad')?.Datei).toMatch(/^Symbole\/Stammdaten-Installationen\/Steckdose_ _Küche_Bad-[0-9a-f-]{36}\.png$/);
    expect(listed.find((row) => row.Bezeichnung === 'Zylinderschloss')).toMatchObject({ Inhalt: 'image/jpeg', Datei: expect.stringMatching(/\.jpg$/) });
    expect(Object.keys(zip).filter((name) => name.includes('Quirinus'))).toEqual([]);
  });

  it('writes every binary column as files, or names it as holding no document', async () => {
    const { rows } = await sql<{ name: string }>`
      select table_name || '.' || column_name as name from information_schema.columns
      where table_schema = current_schema() and data_type = 'bytea' order by 1
    `.execute(database.db);
    const written = new Set(['blobs.data', ...ICON_TABLES.map(({ table }) => `${table}.icon`), ...NOT_EXPORTED_BINARY_COLUMNS]);
    expect(rows.map((row) => row.name).filter((name) => !written.has(name))).toEqual([]);
  });

  it('never holds another company’s data', async () => {
    const { rows } = await sql<{ id: string }>`select id from tenants where name = 'Quirinus Fremdfirma GmbH'`.execute(database.db);
    for (const [name, bytes] of Object.entries(zip)) {
      const content = Buffer.from(bytes).toString('latin1') + text(bytes);
      for (const foreign of ['Quirinus', 'Zyxwvutsky', 'Quakenbrück', rows[0]!.id]) expect(content.includes(foreign), `${foreign} in ${name}`).toBe(false);
    }
  });

  it('every table with a tenant is exported or named as not the company’s data', async () => {
    const { rows } = await sql<{ table_name: string }>`
      select table_name from information_schema.columns where table_schema = current_schema() and column_name = 'tenant_id' order by 1
    `.execute(database.db);
    const known = new Set([...Object.keys(EXPORTED_TABLES), ...NOT_EXPORTED_TABLES]);
    expect(rows.map((row) => row.table_name).filter((table) => !known.has(table))).toEqual([]);
  });
});

describe('the GoBD export', () => {
  const index = () => text(zip['GoBD/index.xml']);
  const tables = () => [...index().matchAll(/<Table>([\s\S]*?)<\/Table>/g)].map((match) => match[1]!);
  const childNames = (xml: string) => [...xml.matchAll(/^ {6}<(\w+)/gm)].map((match) => match[1]);

  it('describes its CSV files in the form of the description standard’s DTD gdpdu-01-09-2004.dtd', () => {
    expect(index()).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<!DOCTYPE DataSet SYSTEM "gdpdu-01-09-2004\.dtd">\n<DataSet>/);
    // The content models of DataSet, Media and Table as the DTD of 1 September 2004 declares them.
    expect(index()).toMatch(/<DataSet>\s*<Version>1\.0<\/Version>\s*<DataSupplier>\s*<Name>Elektro Brandt GmbH<\/Name>\s*<Location>70565 Stuttgart<\/Location>\s*<Comment>[^<]+<\/Comment>\s*<\/DataSupplier>\s*<Media>\s*<Name>[^<]+<\/Name>\s*<Table>/);
    for (const table of tables()) {
      const children = childNames(table).join(' ');
      expect(children).toMatch(/^URL( Name)?( Description)?( Validity)?( (ANSI|Macintosh|OEM|UTF16|UTF7|UTF8))?( DecimalSymbol DigitGroupingSymbol)?( SkipNumBytes)?( Range)?( Epoch)? (VariableLength|FixedLength)$/);
      expect(children).toBe('URL Name Description UTF8 DecimalSymbol DigitGroupingSymbol VariableLength');
      expect(table).toContain('<DecimalSymbol>,</DecimalSymbol>');
      expect(table).toContain('<DigitGroupingSymbol>.</DigitGroupingSymbol>');
      const layout = /<VariableLength>([\s\S]*)<\/VariableLength>/.exec(table)![1]!;
      const entries = [...layout.matchAll(/^ {8}<(\w+)/gm)].map((match) => match[1]).join(' ');
      expect(`${entries} `).toMatch(/^(ColumnDelimiter )?(RecordDelimiter )?(TextEncapsulator )?((VariablePrimaryKey )+(VariableColumn )*|(VariableColumn )+)(ForeignKey )*$/);
      expect(layout).toContain('<ColumnDelimiter>;</ColumnDelimiter>');
      expect(layout).toContain('<RecordDelimiter>&#13;&#10;</RecordDelimiter>');
    }
  });

  it('lists exactly the CSV files beside it, each row with the columns it names', () => {
    const described = tables().map((table) => {
      const url = /<URL>(.*)<\/URL>/.exec(table)![1]!;
      const columns = [...table.matchAll(/<(VariablePrimaryKey|VariableColumn)>\s*<Name>(.*?)<\/Name>[\s\S]*?<(Numeric|AlphaNumeric|Date)\b/g)].map((match) => [
        match[2],
        match[3],
        match[1] === 'VariablePrimaryKey',
      ]);
      return { url, columns };
    });
    expect(described.map((table) => `GoBD/${table.url}`).sort()).toEqual(Object.keys(zip).filter((name) => name.startsWith('GoBD/') && name.endsWith('.csv')).sort());
    expect(described[0]!.columns.filter(([, , key]) => key)).toEqual([['Rechnungsnummer', 'AlphaNumeric', true]]);
    expect(described[1]!.columns.filter(([, , key]) => key)).toEqual([
      ['Rechnungsnummer', 'AlphaNumeric', true],
      ['Zeile', 'Numeric', true],
    ]);
    expect(described[0]!.columns).toContainEqual(['Rechnungsdatum', 'Date', false]);
    expect(described[0]!.columns).toContainEqual(['Brutto', 'Numeric', false]);
    for (const table of described) {
      const file = text(zip[`GoBD/${table.url}`]);
      expect(file.startsWith('\uFEFF')).toBe(false);
      for (const row of parseCsv(file)) expect(row, table.url).toHaveLength(table.columns.length);
    }
  });

  it('has each issued invoice with the API’s totals, and its lines add up to them', () => {
    const invoiceRows = parseCsv(text(zip['GoBD/Rechnungen.csv']));
    const lineRows = parseCsv(text(zip['GoBD/Rechnungspositionen.csv']));
    expect(invoiceRows.map((row) => row[0])).toEqual(invoices.map((invoice) => invoice.invoiceNumber));
    for (const invoice of invoices) {
      const row = invoiceRows.find((candidate) => candidate[0] === invoice.invoiceNumber)!;
      // Netto, Umsatzsteuer, Brutto are columns 10 to 12.
      expect(row.slice(9, 12).map(centsOf)).toEqual([invoice.netTotal, invoice.vatTotal, invoice.grossTotal]);
      expect(row[2]).toBe(invoice.invoiceDate!.split('-').reverse().join('.'));
      const lines = lineRows.filter((line) => line[0] === invoice.invoiceNumber);
      expect(lines.map((line) => [line[2], line[3], centsOf(line[8]!)])).toEqual(invoice.lines.map((line) => [line.position, line.title, line.netAmount]));
      expect(lines.reduce((sum, line) => sum + centsOf(line[8]!), 0)).toBe(centsOf(row[9]!));
    }
  });
});

describe('who may export', () => {
  it('only an owner starts, sees and fetches; another company’s owner finds nothing', async () => {
    const team = await teamCompany(app);
    for (const roles of [['Planner'], ['MasterData'], ['ReadOnly']] as const) {
      const member = (await team.addMember([...roles])).tokens.accessToken;
      expect((await callAs(app, member, 'POST', '/api/company-exports')).status, roles[0]).toBe(403);
      expect((await callAs(app, member, 'GET', '/api/company-exports')).status, roles[0]).toBe(403);
      expect((await callAs(app, member, 'GET', `/api/company-exports/${started.id}`)).status, roles[0]).toBe(403);
      expect((await download(member, started.id)).statusCode, roles[0]).toBe(403);
    }
    expect((await callAs(app, other.token, 'GET', `/api/company-exports/${started.id}`)).status).toBe(404);
    const foreign = await download(other.token, started.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ type: 'failure/NotFound' });
    expect(await other.calls.ok(other.token, 'GET', '/api/company-exports')).toEqual([]);
  });

  it('one export at a time: a second start while one waits is refused', async () => {
    const next: CompanyExport = await company.calls.ok(company.token, 'POST', '/api/company-exports');
    const again = await callAs(app, company.token, 'POST', '/api/company-exports');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ type: 'failure/CompanyExportConflict', message: expect.stringContaining('wird gerade erstellt') });
    const notYet = await download(company.token, next.id);
    expect([notYet.statusCode, notYet.json().type]).toEqual([409, 'failure/CompanyExportNotReady']);
    expect(await runExports()).toBe(1);
  });
});

describe('after its day', () => {
  it('the download is refused as gone, its bytes deleted, and the log shows start and download', async () => {
    const entries: AuditEntry[] = await company.calls.ok(company.token, 'GET', '/api/audit-log?pageSize=100');
    expect(entries.filter((entry) => entry.entityId === started.id).map((entry) => entry.description)).toEqual([
      `Datenexport „Datenexport-${TODAY}.zip“ heruntergeladen`,
      'Datenexport der Firma gestartet',
    ]);
    // A day and a minute later.
    await sql`update company_exports set finished_at = finished_at - interval '1441 minutes', expires_at = expires_at - interval '1441 minutes' where id = ${started.id}`.execute(database.db);
    const expired = await download(company.token, started.id);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ type: 'failure/CompanyExportExpired', message: expect.stringContaining('abgelaufen') });
    const listed: CompanyExport[] = await company.calls.ok(company.token, 'GET', '/api/company-exports');
    expect(listed.find((entry) => entry.id === started.id)?.state).toBe('Expired');
    const { rows } = await sql<{ count: number }>`select count(*)::int as count from company_export_chunks where export_id = ${started.id}`.execute(database.db);
    expect(rows[0]!.count).toBe(0);
  });
});
