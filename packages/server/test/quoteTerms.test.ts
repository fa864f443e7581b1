import { DEFAULT_QUOTE_SETTINGS, MSG_DISCOUNT_DAYS, PV_QUOTE_INTRO_TEXT, type Quote } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';
import { completeCompany, quoteCalls, type Catalogue } from './quotesFixtures';
import { flatText, pdfPages } from './quotesPdfText';
import { pvQuoteCompany } from './pv/pvQuoteFixtures';

let database: TestDatabase;
let app: FastifyInstance;
let calls: ReturnType<typeof quoteCalls>;
let tokenA: string;
let tokenB: string;
let catalogueA: Catalogue;

const SETTINGS = '/api/electro/quote-settings';
const OWN_SETTINGS = {
  introText: 'vielen Dank für Ihr Vertrauen, {Kunde}. Für {Projekt} ({Bauvorhaben}) bieten wir an:',
  closingText: 'Mit diesem Angebot halten wir für {Kunde} die Termine frei.',
  paymentTerms: { days: 30, discountBasisPoints: 250, discountDays: 10 },
};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  calls = quoteCalls(app);
  tokenA = (await registerCompany(app)).tokens.accessToken;
  tokenB = (await registerCompany(app)).tokens.accessToken;
  await calls.ok(tokenA, 'PUT', '/api/electro/tenant-information', completeCompany('Elektro Brandt GmbH'));
  catalogueA = await calls.catalogue(tokenA);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const finalize = (token: string, configurationId: string, body: object) =>
  calls.call(token, 'POST', `/api/electro/configurations/${configurationId}/quote`, body);

describe('quote settings', () => {
  it('start with the defaults, are saved per company and refuse a discount period not shorter than the payment term', async () => {
    expect(await calls.ok(tokenA, 'GET', SETTINGS)).toEqual(DEFAULT_QUOTE_SETTINGS);

    expect(await calls.ok(tokenA, 'PUT', SETTINGS, OWN_SETTINGS)).toEqual(OWN_SETTINGS);
    expect(await calls.ok(tokenA, 'GET', SETTINGS)).toEqual(OWN_SETTINGS);
    expect(await calls.ok(tokenB, 'GET', SETTINGS)).toEqual(DEFAULT_QUOTE_SETTINGS);

    const refused = await calls.call(tokenA, 'PUT', SETTINGS, { ...OWN_SETTINGS, paymentTerms: { days: 7, discountBasisPoints: 200, discountDays: 7 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual([{ path: 'paymentTerms.discountDays', message: MSG_DISCOUNT_DAYS }]);
    expect(await calls.ok(tokenA, 'GET', SETTINGS)).toEqual(OWN_SETTINGS);
  });
});

describe('the default introduction', () => {
  it('of a PvPlanner-only company speaks of a PV system, of a company with ElektroPlanner of the electrical installation', async () => {
    const pvOnly = (await registerCompany(app, { environment: ['PvPlanner'] })).tokens.accessToken;
    const both = (await registerCompany(app, { environment: ['ElektroPlanner', 'PvPlanner'] })).tokens.accessToken;

    const pvSettings = await calls.ok(pvOnly, 'GET', SETTINGS);
    expect(pvSettings).toEqual({ ...DEFAULT_QUOTE_SETTINGS, introText: PV_QUOTE_INTRO_TEXT });
    expect(pvSettings.introText).toContain('Photovoltaikanlage');
    expect(pvSettings.introText).not.toMatch(/Stockwerk|Geschoss|Grundriss|Elektroinstallation/);
    expect(await calls.ok(both, 'GET', SETTINGS)).toEqual(DEFAULT_QUOTE_SETTINGS);
  });

  it('saved unchanged from the dialog still names the quote’s PV system with its figures', async () => {
    const solar = await pvQuoteCompany(app);
    const settings = await calls.ok(solar.token, 'GET', SETTINGS);
    // The dialog saves every field it shows: here a new payment term beside the unchanged introduction.
    await calls.ok(solar.token, 'PUT', SETTINGS, { ...settings, paymentTerms: { days: 30, discountBasisPoints: 0, discountDays: 0 } });
    const quoteId = await solar.designedQuote();

    const quote = await solar.finalizeOk(quoteId);

    expect(quote.terms?.introText).toMatch(/^vielen Dank für Ihre Anfrage\. Für das Bauvorhaben .+ bieten wir Ihnen eine Photovoltaikanlage mit 3,20\skWp aus 8 Modulen/);
    expect(quote.terms?.introText).not.toMatch(/Stockwerk|Grundriss|Elektroinstallation|\{Bauvorhaben\}/);
    expect(quote.terms?.paymentTerms.days).toBe(30);
  });
});

describe('finalizing with terms', () => {
  it('freezes the company texts with customer, project and jobsite filled in, and its payment terms', async () => {
    await calls.ok(tokenA, 'PUT', SETTINGS, OWN_SETTINGS);
    const { configurationId } = await calls.plannedConfiguration(tokenA, catalogueA);
    const response = await finalize(tokenA, configurationId, { quoteName: 'Neubau', quoteNumber: 'T-1' });
    expect(response.statusCode, response.body).toBe(200);
    const quote: Quote = response.json().data;

    expect(quote.terms).toEqual({
      introText: expect.stringMatching(/^vielen Dank für Ihr Vertrauen, .+\. Für .+ \(.+ \d+, \d{5} .+\) bieten wir an:$/),
      closingText: expect.stringMatching(/^Mit diesem Angebot halten wir für .+ die Termine frei\.$/),
      executionPeriod: '',
      paymentTerms: OWN_SETTINGS.paymentTerms,
    });
    expect(quote.terms?.introText).not.toMatch(/\{(Kunde|Projekt|Bauvorhaben)\}/);

    // Later changes to the settings leave the finalized quote as it was.
    await calls.ok(tokenA, 'PUT', SETTINGS, DEFAULT_QUOTE_SETTINGS);
    expect((await calls.ok(tokenA, 'GET', `/api/electro/configurations/${configurationId}/quote/info`)).terms).toEqual(quote.terms);
  });

  it('takes the execution period and payment terms given for the quote, and prints them', async () => {
    const { configurationId } = await calls.plannedConfiguration(tokenA, catalogueA);
    const paymentTerms = { days: 10, discountBasisPoints: 300, discountDays: 5 };
    const quote: Quote = (
      await finalize(tokenA, configurationId, { quoteName: 'Neubau', quoteNumber: 'T-2', executionPeriod: ' KW 14 bis KW 16/2027 ', paymentTerms })
    ).json().data;

    expect(quote.terms).toMatchObject({ executionPeriod: 'KW 14 bis KW 16/2027', paymentTerms });
    const pdf = await calls.call(tokenA, 'GET', `/api/electro/configurations/${configurationId}/quote/pdf`);
    const firstPage = flatText((await pdfPages(pdf.rawPayload))[0]!);
    expect(firstPage).toContain('Ausführungszeitraum KW 14 bis KW 16/2027');
    expect(firstPage).toContain('Zahlbar innerhalb von 10 Tagen nach Rechnungserhalt rein netto; 3 % Skonto bei Zahlung innerhalb von 5 Tagen.');
  });

  it('refuses payment terms that do not add up, and writes nothing', async () => {
    const { configurationId } = await calls.plannedConfiguration(tokenA, catalogueA);
    const response = await finalize(tokenA, configurationId, {
      quoteName: 'Neubau',
      quoteNumber: 'T-3',
      paymentTerms: { days: 14, discountBasisPoints: 5_000, discountDays: 7 },
    });

    expect(response.statusCode).toBe(400);
    expect((await calls.call(tokenA, 'GET', `/api/electro/configurations/${configurationId}/quote/info`)).statusCode).toBe(404);
  });
});
