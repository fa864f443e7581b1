import { germanDay, type Quote } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordDataSheetCopies } from '../../src/db/migrations/0055_document_sources';
import { withTenant } from '../../src/db/scopes';
import { renderQuotePdf } from '../../src/quotes/pdf/renderQuotePdf';
import { ATTACHMENTS_TITLE } from '../../src/quotes/pdf/pv/attachments';
import { STRING_PLAN_TITLE } from '../../src/quotes/pdf/pv/stringPlan';
import { ECONOMICS_TITLE, PV_SUMMARY_TITLE } from '../../src/quotes/pdf/pv/summaryPage';
import { quoteDocuments } from '../../src/quotes/finalizeQuote';
import { postgresBlobStore } from '../../src/storage/blobStore';
import { createConfiguration } from '../checkoutFixtures';
import { sampleDataSheet } from '../pvQuotePdfSample';
import { TODAY } from '../quotesFixtures';
import { flatText, pdfPages } from '../quotesPdfText';
import { bearer, tenantOfToken } from '../support/api';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { designOf, designPath } from './pvDesignFixtures';
import { pvQuoteCompany, quotePath, type PvQuoteCompany } from './pvQuoteFixtures';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const PARTS = '/api/pv/pv-components';
const ECONOMICS_SETTINGS = '/api/pv/economics-settings';

async function uploadDataSheet(company: PvQuoteCompany, path: string, data: Uint8Array, fileName: string) {
  const response = await app.inject({
    method: 'PUT',
    url: `${PARTS}/${path}/data-sheet?fileName=${encodeURIComponent(fileName)}`,
    headers: { ...bearer(company.token), 'content-type': 'application/pdf' },
    payload: Buffer.from(data),
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A company whose module (2 pages), inverter and battery (1 page each) have data sheets. */
async function companyWithDataSheets(): Promise<PvQuoteCompany> {
  const company = await pvQuoteCompany(app);
  await uploadDataSheet(company, `pv-modules/${company.parts.module}`, await sampleDataSheet('Meyer Burger Black 400', 2), 'MB-Black-400.pdf');
  await uploadDataSheet(company, `inverters/${company.parts.inverter}`, await sampleDataSheet('Fronius Symo GEN24', 1), 'GEN24.pdf');
  await uploadDataSheet(company, `battery-storages/${company.parts.battery}`, await sampleDataSheet('Speicher 10 kWh', 1), 'Speicher.pdf');
  return company;
}

/** A finalized PV quote of the eight-module design with 4 500 kWh consumption, at 0 %; its PDF's text page by page. */
async function finalizedPvQuote(company: PvQuoteCompany): Promise<{ quoteId: string; quote: Quote; pdf: Buffer; pages: string[] }> {
  const quoteId = await createConfiguration(app, company.token, { email: 'jonas.weber@example.de' });
  await company.calls.ok(company.token, 'PUT', designPath(quoteId), { ...designOf(company.parts), economics: { consumptionKwh: 4500, selfConsumptionOverridePercent: null } });
  await company.confirm(quoteId);
  const quote = await company.finalizeOk(quoteId);
  const response = await company.calls.call(company.token, 'GET', `${quotePath(quoteId)}/pdf`);
  expect(response.statusCode).toBe(200);
  return { quoteId, quote, pdf: response.rawPayload, pages: await pdfPages(response.rawPayload) };
}

const pageWith = (pages: string[], text: string) => pages.findIndex((page) => flatText(page).includes(text));

describe('the finalized PV quote', () => {
  it('freezes the PV pages’ figures and prints summary, roof face, string plan and the data sheets after the commercial quote', async () => {
    const company = await companyWithDataSheets();
    const { quote, pages } = await finalizedPvQuote(company);
    const pv = quote.pv!.pages!;

    expect(pv.module).toMatchObject({ id: company.parts.module, name: 'Meyer Burger Black 400', powerRating: 400, size: { longer: 1767, shorter: 1041 } });
    expect(pv.module.manufacturer).toMatch(/^Hersteller /);
    expect(pv.module.dataSheet?.fileName).toBe('MB-Black-400.pdf');
    expect(pv.inverters[company.parts.inverter]).toMatchObject({ name: 'Symo GEN24 10.0 Plus', type: 'HybridInverter', acNominalPower: 10_000 });
    expect(pv.battery).toMatchObject({ name: 'Speicher 10 kWh', usableCapacityKwh: 10.24 });
    expect(pv.wallbox?.dataSheet).toBeNull();
    expect(pv.settings).toMatchObject({ edgeClearance: expect.any(Number), dcAcRatioMax: expect.any(Number) });
    expect(pv.forecast).toMatchObject({ postcode: '70173', systemLosses: 0.14 });
    expect(pv.forecast.result.total.kwhPerMonth).toHaveLength(12);
    expect(pv.forecast.result.total.kwhPerYear).toBeGreaterThan(2_500);
    // The Destatis price of the defaults (ADR 0029) and the quote's net total as the investment.
    expect(pv.economics!.assumptions.find((entry) => entry.label === 'Strompreis')?.value).toMatch(/^39,92 ct\/kWh/);
    expect(pv.economics!.paybackYears).toBeGreaterThan(0);

    const summary = pageWith(pages, PV_SUMMARY_TITLE);
    const roof = pageWith(pages, 'Dachfläche 1: Süddach');
    const stringPlan = pageWith(pages, STRING_PLAN_TITLE);
    const positions = pageWith(pages, 'Summe 1. PV-Anlage');
    expect([summary, roof, stringPlan].every((index) => index > 0)).toBe(true);
    expect(summary).toBeLessThan(roof);
    expect(roof).toBeLessThan(stringPlan);
    expect(stringPlan).toBeLessThan(positions);
    expect(pageWith(pages, ECONOMICS_TITLE)).toBeGreaterThanOrEqual(summary);
    expect(pageWith(pages, ECONOMICS_TITLE)).toBeLessThan(roof);
    expect(flatText(pages[stringPlan]!)).toContain(ATTACHMENTS_TITLE);
    expect(flatText(pages[stringPlan]!)).toMatch(/Datenblatt PV-Modul Hersteller \w+ Meyer Burger Black 400 \(2 Seiten\)/);
    // The four data sheet pages close the PDF, after the acceptance block, in the order module, inverter, battery.
    expect(pages.slice(-4).map((page) => flatText(page).match(/^(.*) – Datenblatt Technische Daten, Seite (\d)/)?.slice(1))).toEqual([
      ['Meyer Burger Black 400', '1'],
      ['Meyer Burger Black 400', '2'],
      ['Fronius Symo GEN24', '1'],
      ['Speicher 10 kWh', '1'],
    ]);
    expect(pageWith(pages, 'Auftragserteilung')).toBeLessThan(pages.length - 4);
    // Every page of the file is counted, the appended data sheets too.
    pages.slice(0, -4).forEach((page, index) => expect(page).toContain(`Seite ${index + 1} von ${pages.length}`));
    // The letter speaks of the PV system, not of floors.
    const letter = flatText(pages[0]!);
    expect(letter).toContain('bieten wir Ihnen eine Photovoltaikanlage mit 3,20 kWp aus 8 Modulen und einem Batteriespeicher mit 10,2 kWh nutzbarer Kapazität an.');
    expect(letter).not.toMatch(/Stockwerk|Geschoss|Grundriss|Elektroinstallation/);
  }, 60_000);

  it('keeps its data sheet copies as long as the quote and deletes them with its documents when the company is erased', async () => {
    const company = await companyWithDataSheets();
    const { quoteId, quote } = await finalizedPvQuote(company);
    const tenantId = tenantOfToken(company.token);
    const pv = quote.pv!.pages!;
    const copies = [pv.module, pv.inverters[company.parts.inverter]!, pv.battery!].map((part) => part.dataSheet!.blobId);
    const storedBlobs = (ids: string[]) =>
      withTenant(database.db, tenantId, async (trx) =>
        (await trx.selectFrom('blobs').select('id').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute()).map((row) => row.id).sort(),
      );
    const { blob_id: pdfBlob } = await withTenant(database.db, tenantId, (trx) =>
      trx.selectFrom('documents').select('blob_id').where('tenant_id', '=', tenantId).where('kind', '=', 'Quote').where('id', '=', quoteId).executeTakeFirstOrThrow(),
    );

    // Master data replace their file (and delete its blob): the quote's copies stay, and cannot be deleted on their own.
    await uploadDataSheet(company, `pv-modules/${company.parts.module}`, await sampleDataSheet('Meyer Burger Black 400 neu', 1), 'MB-neu.pdf');
    expect(await storedBlobs(copies)).toEqual([...copies].sort());
    const alone = withTenant(database.db, tenantId, (trx) => trx.deleteFrom('blobs').where('tenant_id', '=', tenantId).where('id', '=', copies[0]!).execute());
    await expect(alone).rejects.toMatchObject({ code: '23503' });
    expect(await storedBlobs(copies)).toHaveLength(3);
    // Migration 0055 finds the copies of quotes finalized before it in their snapshots.
    const sources = () => sql<{ blob_id: string }>`select blob_id from document_sources where document_id = ${quoteId} order by blob_id`.execute(database.db);
    const recorded = (await sources()).rows;
    expect(recorded.map((row) => row.blob_id)).toEqual([...copies].sort());
    await sql`alter table document_sources disable trigger document_sources_delete_blob`.execute(database.db);
    await sql`delete from document_sources where document_id = ${quoteId}`.execute(database.db);
    await sql`alter table document_sources enable trigger document_sources_delete_blob`.execute(database.db);
    await recordDataSheetCopies(database.db as unknown as Kysely<unknown>);
    expect(await sources()).toMatchObject({ rows: recorded });
    // Erased on purpose (the only way a finalized quote goes, migration 0013): its PDF and the copies go with it, the part's file stays.
    await withTenant(database.db, tenantId, async (trx) => {
      await sql`set local app.erase_tenant = 'on'`.execute(trx);
      await trx.deleteFrom('quotes').where('tenant_id', '=', tenantId).where('id', '=', quoteId).execute();
    });
    expect(await storedBlobs([...copies, pdfBlob!])).toEqual([]);
    const partFile = await company.calls.call(company.token, 'GET', `${PARTS}/pv-modules/${company.parts.module}/data-sheet`);
    expect(partFile.statusCode).toBe(200);
    expect(partFile.headers['content-type']).toBe('application/pdf');
  }, 60_000);

  it('stays frozen: new prices, tariffs, a changed module and its replaced data sheet leave figures, lines and PDF as they were', async () => {
    const company = await companyWithDataSheets();
    const { quoteId, quote, pdf, pages } = await finalizedPvQuote(company);

    const today = germanDay();
    await company.calls.ok(company.token, 'PUT', ECONOMICS_SETTINGS, {
      systemLossesPercent: 10,
      yearlyPriceIncreasePercent: 3,
      electricityPrices: [{ validFrom: today, hundredthCentsPerKwh: 4_800 }],
      feedInTariffs: [{ validFrom: today, upTo10Kwp: 500, from10To40Kwp: 400 }],
    });
    const module = await company.calls.ok(company.token, 'GET', `${PARTS}/pv-modules/${company.parts.module}`);
    const { id, name, description, manufacturer, offLoadVoltage, shortCircuitCurrent, mppVoltage, mppCurrent, tempCoeffVoc, tempCoeffPmax, size, material } = module;
    await company.calls.ok(company.token, 'PUT', `${PARTS}/pv-modules/${id}`, {
      pvModule: { id, name: `${name} Gen2`, description, manufacturerId: manufacturer.id, price: 25_900, powerRating: 430, offLoadVoltage, shortCircuitCurrent, mppVoltage, mppCurrent, tempCoeffVoc, tempCoeffPmax, size, material },
      priceValidFrom: TODAY,
    });
    await uploadDataSheet(company, `pv-modules/${id}`, await sampleDataSheet('Meyer Burger Black 430 Gen2', 1), 'MB-Black-430.pdf');
    const swap = await company.calls.call(company.token, 'PUT', designPath(quoteId), { ...designOf(company.parts, 1), moduleId: company.parts.inverter });

    expect(swap.json().type).toBe('failure/ConfigurationFinalized');
    const after: Quote = await company.calls.ok(company.token, 'GET', `${quotePath(quoteId)}/info`);
    expect(after.pv).toEqual(quote.pv);
    expect(after).toMatchObject({ netTotal: quote.netTotal, vatBreakdown: quote.vatBreakdown, grossTotal: quote.grossTotal });
    expect((await company.calls.call(company.token, 'GET', `${quotePath(quoteId)}/pdf`)).rawPayload.equals(pdf)).toBe(true);
    // Rendered again from the frozen record, the quote still has its figures and the data sheet it was finalized with.
    const tenantId = tenantOfToken(company.token);
    const input = await withTenant(database.db, tenantId, (trx) => quoteDocuments.load(trx, tenantId, quoteId, postgresBlobStore));
    expect(await pdfPages(await renderQuotePdf(input!))).toEqual(pages);

    // A quote finalized now takes the new module, price, tariff and data sheet.
    const fresh = await finalizedPvQuote(company);
    expect(fresh.quote.pv!.pages!.module).toMatchObject({ name: 'Meyer Burger Black 400 Gen2', powerRating: 430 });
    expect(fresh.quote.pv!.pages!.economics!.assumptions.find((entry) => entry.label === 'Strompreis')?.value).toMatch(/^48,00 ct\/kWh/);
    expect(fresh.quote.pv!.pages!.forecast.systemLosses).toBe(0.1);
    expect(fresh.pages.slice(-3).map((page) => flatText(page).split(' – ')[0])).toEqual(['Meyer Burger Black 430 Gen2', 'Fronius Symo GEN24', 'Speicher 10 kWh']);
    expect(quote.pv!.pages!.forecast).not.toEqual(fresh.quote.pv!.pages!.forecast);
  }, 90_000);

  it('of a quote frozen before the PV pages renders without them', async () => {
    const company = await pvQuoteCompany(app);
    const { quoteId } = await finalizedPvQuote(company);
    const tenantId = tenantOfToken(company.token);
    const input = await withTenant(database.db, tenantId, async (trx) => {
      await trx.updateTable('quotes').set({ snapshot: sql`snapshot #- '{pv,pages}'` }).where('tenant_id', '=', tenantId).where('id', '=', quoteId).execute();
      return quoteDocuments.load(trx, tenantId, quoteId, postgresBlobStore);
    });

    const pages = await pdfPages(await renderQuotePdf(input!));

    expect(input!.quote.pv?.pages).toBeUndefined();
    expect(input!.pv).toBeNull();
    expect(pageWith(pages, PV_SUMMARY_TITLE)).toBe(-1);
    expect(pageWith(pages, 'Summe 1. PV-Anlage')).toBeGreaterThan(0);
  }, 60_000);
});
