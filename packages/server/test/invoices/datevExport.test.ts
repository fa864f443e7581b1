import type { DatevExportRecord, Invoice } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { unzipSync } from 'fflate';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { callAs, teamCompany } from '../team/teamCompany';
import { finalizedDaysAgo } from './backdateQuote';
import { billingCompany, type BillingCompany } from './billingCompany';

/** 20 January 2027, 10:30 in Germany: invoices of January may be dated from the 10th on. */
const NOW = new Date('2027-01-20T09:30:00.000Z');

let database: TestDatabase;
let app: FastifyInstance;
let company: BillingCompany;

const SETTINGS = {
  chart: 'SKR03',
  consultantNumber: 29098,
  clientNumber: 55003,
  fiscalYearStartMonth: 1,
  accountLength: 4,
  revenueAccounts: { Standard: 8400, PvZeroRate: 8120, ReverseCharge: 8337 },
};

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  company = await billingCompany(app);
});

afterAll(async () => {
  vi.useRealTimers();
  await app.close();
  await database.drop();
});

const exportPeriod = (token: string, body: object) => app.inject({ method: 'POST', url: '/api/datev-exports', headers: { authorization: `Bearer ${token}` }, payload: body });
const putSettings = (token: string, body: object) => company.calls.call(token, 'PUT', '/api/datev-settings', body);

/** A final invoice of a quote finalized ten days ago for the customer `lastName`, issued on `day`. */
async function issuedFinal(lastName: string, day: string, { pvModules = 0, reverseCharge = false } = {}): Promise<Invoice> {
  const quoteId = await company.acceptedQuote('Accepted', { lastName }, pvModules);
  await finalizedDaysAgo(database, quoteId, 10);
  let draft = await company.final(quoteId);
  if (reverseCharge) draft = (await company.update(draft, { reverseCharge: true, buyerVatId: 'DE987654321' })).json().data;
  return company.issueOk(draft, day);
}

const COLUMNS =
  'Umsatz (ohne Soll/Haben-Kz);Soll/Haben-Kennzeichen;WKZ Umsatz;Kurs;Basis-Umsatz;WKZ Basis-Umsatz;Konto;Gegenkonto (ohne BU-Schlüssel);' +
  'BU-Schlüssel;Belegdatum;Belegfeld 1;Belegfeld 2;Skonto;Buchungstext;Postensperre;Diverse Adressnummer;Geschäftspartnerbank;Sachverhalt;' +
  'Zinssperre;Beleglink;Beleginfo - Art 1;Beleginfo - Inhalt 1;Beleginfo - Art 2;Beleginfo - Inhalt 2;Beleginfo - Art 3;Beleginfo - Inhalt 3;' +
  'Beleginfo - Art 4;Beleginfo - Inhalt 4;Beleginfo - Art 5;Beleginfo - Inhalt 5;Beleginfo - Art 6;Beleginfo - Inhalt 6;Beleginfo - Art 7;' +
  'Beleginfo - Inhalt 7;Beleginfo - Art 8;Beleginfo - Inhalt 8;KOST1 - Kostenstelle;KOST2 - Kostenstelle;Kost-Menge;' +
  'EU-Land u. UStID (Bestimmung);EU-Steuersatz (Bestimmung);Abw. Versteuerungsart;Sachverhalt L+L;Funktionsergänzung L+L;' +
  'BU 49 Hauptfunktionstyp;BU 49 Hauptfunktionsnummer;BU 49 Funktionsergänzung;' +
  'Zusatzinformation - Art 1;Zusatzinformation- Inhalt 1;Zusatzinformation - Art 2;Zusatzinformation- Inhalt 2;' +
  'Zusatzinformation - Art 3;Zusatzinformation- Inhalt 3;Zusatzinformation - Art 4;Zusatzinformation- Inhalt 4;' +
  'Zusatzinformation - Art 5;Zusatzinformation- Inhalt 5;Zusatzinformation - Art 6;Zusatzinformation- Inhalt 6;' +
  'Zusatzinformation - Art 7;Zusatzinformation- Inhalt 7;Zusatzinformation - Art 8;Zusatzinformation- Inhalt 8;' +
  'Zusatzinformation - Art 9;Zusatzinformation- Inhalt 9;Zusatzinformation - Art 10;Zusatzinformation- Inhalt 10;' +
  'Zusatzinformation - Art 11;Zusatzinformation- Inhalt 11;Zusatzinformation - Art 12;Zusatzinformation- Inhalt 12;' +
  'Zusatzinformation - Art 13;Zusatzinformation- Inhalt 13;Zusatzinformation - Art 14;Zusatzinformation- Inhalt 14;' +
  'Zusatzinformation - Art 15;Zusatzinformation- Inhalt 15;Zusatzinformation - Art 16;Zusatzinformation- Inhalt 16;' +
  'Zusatzinformation - Art 17;Zusatzinformation- Inhalt 17;Zusatzinformation - Art 18;Zusatzinformation- Inhalt 18;' +
  'Zusatzinformation - Art 19;Zusatzinformation- Inhalt 19;Zusatzinformation - Art 20;Zusatzinformation- Inhalt 20;' +
  'Stück;Gewicht;Zahlweise;Forderungsart;Veranlagungsjahr;Zugeordnete Fälligkeit;Skontotyp;Auftragsnummer;Buchungstyp;' +
  'USt-Schlüssel (Anzahlungen);EU-Land (Anzahlungen);Sachverhalt L+L (Anzahlungen);EU-Steuersatz (Anzahlungen);Erlöskonto (Anzahlungen);' +
  'Herkunft-Kz;Buchungs GUID;KOST-Datum;SEPA-Mandatsreferenz;Skontosperre;Gesellschaftername;Beteiligtennummer;Identifikationsnummer;' +
  'Zeichnernummer;Postensperre bis;Bezeichnung SoBil-Sachverhalt;Kennzeichen SoBil-Buchung;Festschreibung;Leistungsdatum;' +
  'Datum Zuord. Steuerperiode;Fälligkeit;Generalumkehr (GU);Steuersatz;Land;Abrechnungsreferenz;BVV-Position;' +
  'EU-Land u. UStID (Ursprung);EU-Steuersatz (Ursprung);Abw. Skontokonto';

/** The 111 empty columns after 'Buchungstext' (column 14 of 125). */
const REST = ';'.repeat(111);

describe('the DATEV booking batch', () => {
  let invoices: Invoice[];
  let zip: Record<string, Uint8Array>;

  beforeAll(async () => {
    expect((await putSettings(company.token, SETTINGS)).statusCode).toBe(200);
    const albrecht = await issuedFinal('Albrecht', '2027-01-12');
    const pv = await issuedFinal('Bäcker', '2027-01-14', { pvModules: 400 });
    const reverse = await issuedFinal('Conrad', '2027-01-15', { reverseCharge: true });
    const cancellation: Invoice = await company.calls.ok(company.token, 'POST', `/api/electro/invoices/${albrecht.id}/cancel`, { invoiceDate: '2027-01-18' });
    invoices = [albrecht, pv, reverse, cancellation];
    const response = await exportPeriod(company.token, { from: '2027-01-01', to: '2027-01-31' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('DATEV-Export-20270101-20270131.zip');
    zip = unzipSync(new Uint8Array(response.rawPayload));
  });

  it('the month with 19 %, 0 % PV, § 13b and a cancellation equals the expected batch byte by byte', () => {
    // 2960,40 € net of planned installations (19 % VAT 562,48 €), 9600,00 € of PV modules at 0 %.
    expect(invoices.map((invoice) => [invoice.invoiceNumber, invoice.grossTotal])).toEqual([
      ['RE-0001', 352_288],
      ['RE-0002', 1_312_288],
      ['RE-0003', 296_040],
      ['RE-0004', -352_288],
    ]);
    const expected = [
      '"EXTF";700;21;"Buchungsstapel";13;20270120103000000;;"RE";"";"";29098;55003;20270101;4;20270101;20270131;' +
        '"Rechnungen 20270101-20270131";"";1;0;0;"EUR";;"";;;"03";;;"";""',
      COLUMNS,
      `3522,88;"S";"EUR";;;;10000;8400;;1201;"RE-0001";;;"Schlussrechnung Albrecht, Jonas"${REST}`,
      `3522,88;"S";"EUR";;;;10001;8400;;1401;"RE-0002";;;"Schlussrechnung Bäcker, Jonas"${REST}`,
      `9600,00;"S";"EUR";;;;10001;8120;;1401;"RE-0002";;;"Schlussrechnung Bäcker, Jonas"${REST}`,
      `2960,40;"S";"EUR";;;;10002;8337;;1501;"RE-0003";;;"Schlussrechnung Conrad, Jonas"${REST}`,
      `3522,88;"H";"EUR";;;;10000;8400;;1801;"RE-0004";;;"Stornorechnung Albrecht, Jonas"${REST}`,
    ]
      .map((line) => `${line}\r\n`)
      .join('');
    const batch = zip['EXTF_Buchungsstapel_20270101_20270131.csv'];
    expect(iconv.decode(Buffer.from(batch!), 'win1252')).toBe(expected);
    expect(Buffer.from(batch!).equals(iconv.encode(expected, 'win1252'))).toBe(true);
    // Windows-1252, not UTF-8: 'ä' of 'Bäcker' is one byte, 0xE4.
    expect(Buffer.from(batch!).includes(Buffer.from([0x42, 0xe4, 0x63, 0x6b]))).toBe(true);
    expect(COLUMNS.split(';')).toHaveLength(125);
  });

  it('holds every invoice’s PDF and e-invoice, named by its number, as the invoice downloads give them', async () => {
    for (const invoice of invoices) {
      const pdf = await company.calls.call(company.token, 'GET', `/api/electro/invoices/${invoice.id}/pdf`);
      const xml = await company.calls.call(company.token, 'GET', `/api/electro/invoices/${invoice.id}/xrechnung`);
      expect(Buffer.from(zip[`Rechnung-${invoice.invoiceNumber}.pdf`]!).equals(pdf.rawPayload)).toBe(true);
      expect(Buffer.from(zip[`Rechnung-${invoice.invoiceNumber}.xml`]!).equals(xml.rawPayload)).toBe(true);
    }
    expect(Object.keys(zip)).toHaveLength(1 + 2 * invoices.length);
  });

  it('a period exported before is refused until the export is confirmed, and is listed', async () => {
    const again = await exportPeriod(company.token, { from: '2027-01-15', to: '2027-01-20' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ type: 'failure/PeriodExported', message: expect.stringContaining('am 20.01.2027 exportiert') });
    const confirmed = await exportPeriod(company.token, { from: '2027-01-01', to: '2027-01-31', again: true });
    expect(confirmed.statusCode).toBe(200);
    // The customers keep their debtor accounts: the batch is the same.
    const batch = unzipSync(new Uint8Array(confirmed.rawPayload))['EXTF_Buchungsstapel_20270101_20270131.csv']!;
    expect(Buffer.from(batch).equals(Buffer.from(zip['EXTF_Buchungsstapel_20270101_20270131.csv']!))).toBe(true);
    const listed: DatevExportRecord[] = await company.calls.ok(company.token, 'GET', '/api/datev-exports');
    expect(listed.map(({ from, to, invoiceCount, exportedBy }) => ({ from, to, invoiceCount, exportedBy }))).toEqual([
      { from: '2027-01-01', to: '2027-01-31', invoiceCount: 4, exportedBy: 'Erika Musterfrau' },
      { from: '2027-01-01', to: '2027-01-31', invoiceCount: 4, exportedBy: 'Erika Musterfrau' },
    ]);
  });

  it('another company sees neither the invoices nor the exports', async () => {
    const other = await billingCompany(app);
    expect((await putSettings(other.token, SETTINGS)).statusCode).toBe(200);
    const refused = await exportPeriod(other.token, { from: '2027-01-01', to: '2027-01-31' });
    expect(refused.json()).toMatchObject({ type: 'failure/NothingToExport' });
    expect(await other.calls.ok(other.token, 'GET', '/api/datev-exports')).toEqual([]);
  });
});

describe('the DATEV settings', () => {
  it('start as SKR 03 with its revenue accounts and no consultant number; SKR 04 keeps its own accounts', async () => {
    const fresh = await billingCompany(app);
    expect(await fresh.calls.ok(fresh.token, 'GET', '/api/datev-settings')).toEqual({
      chart: 'SKR03',
      consultantNumber: null,
      clientNumber: null,
      fiscalYearStartMonth: 1,
      accountLength: 4,
      revenueAccounts: { Standard: 8400, PvZeroRate: 8120, ReverseCharge: 8337 },
    });
    const skr04 = { ...SETTINGS, chart: 'SKR04', fiscalYearStartMonth: 7, revenueAccounts: { Standard: 4400, PvZeroRate: 4120, ReverseCharge: 4337 } };
    expect(await fresh.calls.ok(fresh.token, 'PUT', '/api/datev-settings', skr04)).toEqual(skr04);
  });

  it('refuse an account whose length is not the ledger length, and a consultant number out of range', async () => {
    const wrongLength = await putSettings(company.token, { ...SETTINGS, accountLength: 5 });
    expect(wrongLength.statusCode).toBe(400);
    expect(wrongLength.body).toContain('Sachkontenlänge');
    expect((await putSettings(company.token, { ...SETTINGS, consultantNumber: 1000 })).statusCode).toBe(400);
  });

  it('an export needs them first, and a period within one fiscal year', async () => {
    const fresh = await billingCompany(app);
    expect((await exportPeriod(fresh.token, { from: '2027-01-01', to: '2027-01-31' })).json()).toMatchObject({ type: 'failure/DatevSettingsMissing' });
    expect((await exportPeriod(company.token, { from: '2026-12-01', to: '2027-01-31' })).json()).toMatchObject({ type: 'failure/InvalidPeriod' });
    expect((await exportPeriod(company.token, { from: '2027-01-31', to: '2027-01-01' })).statusCode).toBe(400);
  });
});

describe('who may export', () => {
  it('owners and planners export and see the exports; master data and read-only users may not; only owners change the settings', async () => {
    const team = await teamCompany(app);
    const planner = await team.addMember(['Planner']);
    const masterData = await team.addMember(['MasterData']);
    const readOnly = await team.addMember(['ReadOnly']);
    const owner = team.owner.tokens.accessToken;
    expect((await callAs(app, owner, 'PUT', '/api/datev-settings', SETTINGS)).status).toBe(200);
    expect((await callAs(app, planner.tokens.accessToken, 'PUT', '/api/datev-settings', SETTINGS)).status).toBe(403);
    const period = { from: '2027-01-01', to: '2027-01-31' };
    for (const [member, status] of [
      [owner, 422],
      [planner.tokens.accessToken, 422],
      [masterData.tokens.accessToken, 403],
      [readOnly.tokens.accessToken, 403],
    ] as const) {
      expect((await callAs(app, member, 'POST', '/api/datev-exports', period)).status).toBe(status);
      expect((await callAs(app, member, 'GET', '/api/datev-exports')).status).toBe(status === 422 ? 200 : 403);
    }
  });
});
