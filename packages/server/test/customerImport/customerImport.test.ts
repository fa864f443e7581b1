import type { CustomerImportMapping } from '@planner/api';
import iconv from 'iconv-lite';
import type { FastifyInstance } from 'fastify';
import { zipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../support/api';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { teamCompany } from '../team/teamCompany';
import { customerImportCalls, utf8, workbookOf } from './importCalls';

let database: TestDatabase;
let app: FastifyInstance;
let calls: ReturnType<typeof customerImportCalls>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  calls = customerImportCalls(app);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const newCompany = async () => (await registerCompany(app)).tokens.accessToken;
const customerRows = async () => Number((await sql<{ count: string }>`select count(*) as count from customers`.execute(database.db)).rows[0]?.count);

/** What German Excel saves as 'CSV (Trennzeichen-getrennt)': semicolons, Windows-1252, CRLF. */
const LIST = [
  'Anrede;Vorname;Nachname;Straße;PLZ;Ort;E-Mail;Telefon',
  'Frau;Anna;Müller;Hauptstraße 12a;80331;München;anna.mueller@example.de;089 123456',
  'Herr;Jörg;Weiß;Am Hang 3;01067;Dresden;;',
  ';Carla;;Lindenweg 1;10115;Berlin;carla@;',
  'Herr;jörg;WEISS;Am Hang 3;01067;dresden;joerg@example.de;',
  'Dr.;Ben;Groß;Gartenstr. 5;50667;Köln;;0221 98765',
].join('\r\n');

const SUGGESTED: CustomerImportMapping = { salutation: 0, firstName: 1, lastName: 2, street: 3, zipCode: 4, city: 5, email: 6, phone: 7 };

describe('the customer import', () => {
  it('suggests the mapping from the headers and previews new rows, duplicates and errors per row, writing nothing', async () => {
    const token = await newCompany();
    const before = await customerRows();
    const preview = await calls.preview(token, iconv.encode(LIST, 'windows-1252'));
    expect(preview.headers).toEqual(['Anrede', 'Vorname', 'Nachname', 'Straße', 'PLZ', 'Ort', 'E-Mail', 'Telefon']);
    expect(preview.suggestedMapping).toEqual(SUGGESTED);
    expect(preview.mapping).toEqual(SUGGESTED);
    expect(preview.counts).toEqual({ rows: 5, new: 2, duplicate: 1, error: 2 });
    expect(preview.rows.map(({ row, status, name, address }) => ({ row, status, name, address }))).toEqual([
      { row: 2, status: 'New', name: 'Müller, Anna', address: 'Hauptstraße 12a, 80331 München' },
      { row: 3, status: 'New', name: 'Weiß, Jörg', address: 'Am Hang 3, 01067 Dresden' },
      { row: 4, status: 'Error', name: 'Carla', address: 'Lindenweg 1, 10115 Berlin' },
      { row: 5, status: 'Duplicate', name: 'WEISS, jörg', address: 'Am Hang 3, 01067 dresden' },
      { row: 6, status: 'Error', name: 'Groß, Ben', address: 'Gartenstr. 5, 50667 Köln' },
    ]);
    expect(preview.rows[2]?.problems).toEqual([
      { field: 'Nachname', message: 'Darf nicht leer sein' },
      { field: 'E-Mail', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
    ]);
    expect(preview.rows[3]?.duplicateOf).toEqual({ row: 3 });
    expect(preview.rows[4]?.problems).toEqual([{ field: 'Anrede', message: 'Bitte wählen Sie eine Anrede.' }]);
    expect(await customerRows()).toBe(before);
    expect(await calls.customers(token)).toEqual([]);
  });

  it('reads UTF-8 with and without byte order mark, commas, quoted fields and Excel\'s sep line alike', async () => {
    const token = await newCompany();
    const comma = 'Name,Straße,PLZ,Ort\r\n"Müller, Anna","Hauptstraße 12a",80331,München\r\n"Anna Weiß","Am ""Alten"" Hang 3",01067,Dresden\r\n';
    for (const bytes of [utf8(LIST), utf8(LIST, true), Buffer.from(`sep=;\n${LIST}`, 'utf8')]) {
      const preview = await calls.preview(token, bytes);
      expect(preview.rows[0]).toMatchObject({ row: 2, name: 'Müller, Anna', address: 'Hauptstraße 12a, 80331 München' });
      expect(preview.counts).toEqual({ rows: 5, new: 2, duplicate: 1, error: 2 });
    }
    const preview = await calls.preview(token, utf8(comma, true));
    expect(preview.suggestedMapping).toEqual({ fullName: 0, street: 1, zipCode: 2, city: 3 });
    expect(preview.rows.map(({ name, address }) => [name, address])).toEqual([
      ['Müller, Anna', 'Hauptstraße 12a, 80331 München'],
      ['Weiß, Anna', 'Am "Alten" Hang 3, 01067 Dresden'],
    ]);
  });

  it('reads an .xlsx with the zip code format of Excel and applies the mapping the user chose', async () => {
    const token = await newCompany();
    const xlsx = await workbookOf(
      [
        ['Firma', 'Kontakt Vorname', 'Straße', 'Hausnr.', 'PLZ', 'Ort', 'Mobil'],
        ['Elektro Meier GmbH', 'Sven', 'Industriestraße', '7', 1067, 'Dresden', '0170 1234567'],
      ],
      5,
    );
    const preview = await calls.preview(token, xlsx);
    expect(preview.suggestedMapping).toEqual({ lastName: 0, street: 2, houseNumber: 3, zipCode: 4, city: 5, cellphone: 6 });
    expect(preview.rows[0]?.problems).toEqual([{ field: 'Vorname', message: 'Darf nicht leer sein' }]);
    const chosen = { ...preview.suggestedMapping, firstName: 1 };
    const mapped = await calls.preview(token, xlsx, chosen);
    expect(mapped.mapping).toEqual(chosen);
    expect(mapped.rows[0]).toMatchObject({ status: 'New', name: 'Elektro Meier GmbH, Sven', address: 'Industriestraße 7, 01067 Dresden' });
    expect(await calls.confirm(token, xlsx, chosen)).toEqual({ imported: 1, skippedDuplicates: 0, skippedErrors: 0 });
    expect((await calls.customers(token))[0]).toMatchObject({ firstName: 'Sven', lastName: 'Elektro Meier GmbH', cellphone: '0170 1234567' });
  });

  it('writes exactly the valid rows on confirmation, in the audit log, and finds them all as duplicates the second time', async () => {
    const token = await newCompany();
    const bytes = utf8(LIST);
    expect(await calls.confirm(token, bytes, SUGGESTED)).toEqual({ imported: 2, skippedDuplicates: 1, skippedErrors: 2 });
    const imported = await calls.customers(token);
    expect(imported.map((customer) => [customer.salutation, customer.lastName, customer.firstName, customer.address.street, customer.address.houseNumber])).toEqual([
      ['Ms', 'Müller', 'Anna', 'Hauptstraße', '12a'],
      ['Mr', 'Weiß', 'Jörg', 'Am Hang', '3'],
    ]);
    const { rows: log } = await sql<{ entity_id: string; action: string; event: string | null; details: Record<string, unknown> }>`
      select entity_id, action, event, details from audit_log where entity = 'customers' and entity_id in (${sql.join(imported.map((customer) => customer.id))})
    `.execute(database.db);
    expect(log).toHaveLength(2);
    expect(log.every((entry) => entry.action === 'created')).toBe(true);
    expect(log.find((entry) => entry.event !== null)).toMatchObject({ event: 'customer.imported', details: { fileName: 'kunden.csv', count: 2 } });

    const again = await calls.preview(token, bytes);
    expect(again.counts).toEqual({ rows: 5, new: 0, duplicate: 3, error: 2 });
    expect(again.rows[0]?.duplicateOf).toEqual({ customerId: imported[0]?.id, name: 'Müller, Anna' });
    expect(await calls.confirm(token, bytes, SUGGESTED)).toEqual({ imported: 0, skippedDuplicates: 3, skippedErrors: 2 });
    expect(await calls.customers(token)).toHaveLength(2);
  });

  it('takes duplicates too when asked, and folds "Str." like "Straße"', async () => {
    const token = await newCompany();
    await calls.confirm(token, utf8('Vorname;Nachname;Straße;PLZ;Ort\nBen;Groß;Gartenstraße 5;50667;Köln\n'), { firstName: 0, lastName: 1, street: 2, zipCode: 3, city: 4 });
    const file = utf8('Vorname;Nachname;Straße;PLZ;Ort\nben;GROSS;Gartenstr. 5;50667;Koln\nBen;Groß;Gartenweg 5;50667;Köln\n');
    const preview = await calls.preview(token, file);
    expect(preview.rows.map((row) => row.status)).toEqual(['Duplicate', 'New']);
    expect(await calls.confirm(token, file, preview.mapping, false)).toEqual({ imported: 2, skippedDuplicates: 0, skippedErrors: 0 });
    expect(await calls.customers(token)).toHaveLength(3);
  });

  it('imports a list at the row limit in one request', async () => {
    const token = await newCompany();
    const rows = Array.from({ length: 5_000 }, (_, index) => `Kunde;Nummer ${index};Weg ${index % 97};${String(10_000 + index)};Ort ${index % 13}`);
    const file = utf8(['Vorname;Nachname;Straße;PLZ;Ort', ...rows].join('\n'));
    const mapping = { firstName: 0, lastName: 1, street: 2, zipCode: 3, city: 4 };
    const started = Date.now();
    expect((await calls.preview(token, file)).counts).toEqual({ rows: 5_000, new: 5_000, duplicate: 0, error: 0 });
    expect(await calls.confirm(token, file, mapping)).toEqual({ imported: 5_000, skippedDuplicates: 0, skippedErrors: 0 });
    expect(Date.now() - started).toBeLessThan(30_000);
  }, 60_000);

  it('writes nothing when the confirmation fails half-way', async () => {
    const token = await newCompany();
    const before = await customerRows();
    const rows = Array.from({ length: 700 }, (_, index) => `Kunde;Nummer ${index};Weg ${index};12345;Ort`);
    rows[650] = 'Kunde;Abbruch;Weg 650;12345;Ort';
    await sql`create function refuse_abbruch() returns trigger language plpgsql as $$ begin
      if new.last_name = 'Abbruch' then raise exception 'refused'; end if; return new; end $$`.execute(database.db);
    await sql`create trigger refuse_abbruch before insert on customers for each row execute function refuse_abbruch()`.execute(database.db);
    try {
      const response = await calls.confirmResponse(token, utf8(['Vorname;Nachname;Straße;PLZ;Ort', ...rows].join('\n')), { firstName: 0, lastName: 1, street: 2, zipCode: 3, city: 4 });
      expect(response.statusCode).toBe(500);
    } finally {
      await sql`drop trigger refuse_abbruch on customers`.execute(database.db);
      await sql`drop function refuse_abbruch()`.execute(database.db);
    }
    expect(await customerRows()).toBe(before);
  });

  it('lets owners and planners import; stammdaten and read-only users are refused with nothing written', async () => {
    const { owner, addMember } = await teamCompany(app);
    const bytes = utf8(LIST);
    for (const role of ['MasterData', 'ReadOnly'] as const) {
      const member = await addMember([role]);
      for (const step of ['preview', 'confirm'] as const) {
        const response = await calls.post(member.tokens.accessToken, step, bytes, { mapping: '', skipDuplicates: 'true' });
        expect(response.statusCode, `${role} ${step}`).toBe(403);
      }
    }
    const planner = await addMember(['Planner']);
    expect((await calls.confirm(planner.tokens.accessToken, bytes, SUGGESTED)).imported).toBe(2);
    expect(await calls.customers(owner.tokens.accessToken)).toHaveLength(2);
  });

  it("never sees another company's customers as duplicates, nor writes into it", async () => {
    const first = await newCompany();
    const second = await newCompany();
    await calls.confirm(first, utf8(LIST), SUGGESTED);
    const preview = await calls.preview(second, utf8(LIST));
    expect(preview.counts).toEqual({ rows: 5, new: 2, duplicate: 1, error: 2 });
    expect(preview.rows[0]?.duplicateOf).toBeNull();
    expect(await calls.confirm(second, utf8(LIST), SUGGESTED)).toMatchObject({ imported: 2 });
    expect(await calls.customers(first)).toHaveLength(2);
    expect(await calls.customers(second)).toHaveLength(2);
  });
});

describe('a hostile or oversized file', () => {
  let token: string;
  beforeAll(async () => {
    token = await newCompany();
  });

  const refused = async (bytes: Uint8Array, status: number, message?: string, query: Record<string, string> = {}) => {
    const before = await customerRows();
    for (const step of ['preview', 'confirm'] as const) {
      const response = await calls.post(token, step, bytes, { mapping: 'lastName:0', skipDuplicates: 'true', ...query });
      expect(response.statusCode, response.body).toBe(status);
      if (message) expect(response.body).toContain(message);
    }
    expect(await customerRows()).toBe(before);
  };

  it('is refused with a clear German message, nothing written', async () => {
    await refused(Buffer.alloc(0), 400, 'Die Datei ist leer.');
    await refused(utf8('Nachname\n'), 400, 'Die Datei enthält keine Kunden');
    await refused(utf8(['Nachname', ...Array.from({ length: 5001 }, (_, index) => `Kunde ${index}`)].join('\n')), 400, 'mehr als 5.000 Zeilen');
    await refused(utf8(Array.from({ length: 61 }, (_, index) => `Spalte ${index}`).join(';')), 400, 'mehr als 60 Spalten');
    await refused(Buffer.alloc(5 * 1024 * 1024 + 1, 0x41), 413);
    await refused(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 400, 'Das alte Excel-Format (.xls)');
    await refused(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, 1, 2]), 400, 'Binärdaten');
    await refused(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]), 400, 'Die Excel-Datei ist beschädigt');
    await refused(utf8(LIST), 400, 'Die Zuordnung der Spalten ist ungültig.', { mapping: 'lastName:0,lastName:1' });
    await refused(utf8(LIST), 400, 'Die Zuordnung der Spalten ist ungültig.', { mapping: 'password:0' });
  });

  it('refuses an .xlsx that unpacks beyond the limit (a ZIP bomb) before exceljs reads it', async () => {
    const bomb = zipSync({ '[Content_Types].xml': new Uint8Array(41 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(100_000);
    await refused(bomb, 400, 'Die Excel-Datei entpackt mehr als 40 MB und wird nicht gelesen.');
    const real = await workbookOf([['Nachname'], ['Weiß']]);
    expect((await calls.preview(token, real)).rows[0]?.name).toBe('Weiß');
  });
});
