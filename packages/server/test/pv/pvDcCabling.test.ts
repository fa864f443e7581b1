import { randomUUID } from 'node:crypto';
import type { Quote } from '@planner/api';
import { DEFAULT_DC_CABLE_RUN_METRES, type PvOffer } from '@planner/api/pv';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/db/scopes';
import { errorOf, tenantOfToken } from '../support/api';
import { TODAY } from '../quotesFixtures';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { csvLines } from '../listExport/exportFiles';
import { teamCompany } from '../team/teamCompany';
import { offerPath, pvQuoteCompany, quotePath, type PvQuoteCompany } from './pvQuoteFixtures';

let database: TestDatabase;
let app: FastifyInstance;
let solar: PvQuoteCompany;
let other: PvQuoteCompany;

const BASE = '/api/pv/pv-components/mounting-parts';
const CABLE = { id: randomUUID(), name: 'Solarkabel 6 mm²', description: '', price: 180, role: 'DcCable', pieceLengthMm: null };
const CONNECTOR = { id: randomUUID(), name: 'MC4-Steckverbinder-Paar', description: '', price: 450, role: 'DcConnectorPair', pieceLengthMm: null };

const savePart = (company: PvQuoteCompany, mountingPart: { id: string } & Record<string, unknown>, token = company.token) =>
  company.calls.call(token, 'PUT', `${BASE}/${mountingPart.id}`, { mountingPart, priceValidFrom: TODAY });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  solar = await pvQuoteCompany(app);
  other = await pvQuoteCompany(app);
  for (const part of [CABLE, CONNECTOR]) expect((await savePart(solar, part)).statusCode).toBe(200);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const dcLines = (offer: Pick<PvOffer, 'lines'>) =>
  offer.lines.filter((line) => line.group === 'DcCabling').map((line) => [line.name, line.quantity, line.unit, line.unitPrice, line.netAmount, line.vatCategory]);

const saveRun = async (company: PvQuoteCompany, configurationId: string, dcCableRunMetres: unknown, token = company.token) => {
  const { version } = await company.offer(configurationId);
  return company.calls.call(token, 'PUT', offerPath(configurationId), { version, conditionsConfirmed: true, quantities: [], freeLines: [], dcCableRunMetres });
};

/** What the company has stored of the quote's adjustments. */
const storedAdjustments = (company: PvQuoteCompany, configurationId: string) =>
  withTenant(database.db, tenantOfToken(company.token), (trx) =>
    trx.selectFrom('pv_offers').select(['version', 'adjustments']).where('configuration_id', '=', configurationId).execute(),
  );

// The design of `designOf`: two rows of four upright modules 1.041 m wide, 1.06 m apart, one string per row.
// Per string plus and minus run the cable run once, and one pole returns 3 × 1.06 = 3.18 m along the row.
describe('the DC cable and connectors of a PV quote', () => {
  it('are counted per string with the default cable run of 15 m, and with the planner’s run, at 0 % once the conditions are confirmed', async () => {
    const quoteId = await solar.designedQuote();

    const fresh = await solar.offer(quoteId);
    expect(fresh.dcCableRunMetres).toBe(DEFAULT_DC_CABLE_RUN_METRES);
    expect(fresh.dcCablingWarnings).toEqual([]);
    // 2 × (2 × 15 + 3.18) = 66.36 m → 67 m; two connector pairs per string
    expect(dcLines(fresh)).toEqual([
      ['Solarkabel 6 mm²', 67, 'm', 180, 12_060, 'Standard'],
      ['MC4-Steckverbinder-Paar', 4, 'Stk', 450, 1_800, 'Standard'],
    ]);

    const saved = await saveRun(solar, quoteId, 12.5);
    expect(saved.statusCode, saved.body).toBe(200);
    const offer: PvOffer = saved.json().data;
    expect(offer).toMatchObject({ version: 1, dcCableRunMetres: 12.5 });
    // 2 × (2 × 12.5 + 3.18) = 56.36 m → 57 m
    expect(dcLines(offer)).toEqual([
      ['Solarkabel 6 mm²', 57, 'm', 180, 10_260, 'PvZeroRate'],
      ['MC4-Steckverbinder-Paar', 4, 'Stk', 450, 1_800, 'PvZeroRate'],
    ]);
    expect(await storedAdjustments(solar, quoteId)).toEqual([{ version: 1, adjustments: expect.objectContaining({ dcCableRunMetres: 12.5 }) }]);
  });

  it('are frozen at finalize: a later price and cable run leave the quote as it was, and invoices bill the metres at 0 %', async () => {
    const company = await pvQuoteCompany(app);
    const cable = { ...CABLE, id: randomUUID() };
    for (const part of [cable, { ...CONNECTOR, id: randomUUID() }]) expect((await savePart(company, part)).statusCode).toBe(200);
    const quoteId = await company.designedQuote();
    expect((await saveRun(company, quoteId, 20)).statusCode).toBe(200);
    const quote = await company.finalizeOk(quoteId);
    // 2 × (2 × 20 + 3.18) = 86.36 m → 87 m
    expect(dcLines(quote.pv!)).toEqual([
      ['Solarkabel 6 mm²', 87, 'm', 180, 15_660, 'PvZeroRate'],
      ['MC4-Steckverbinder-Paar', 4, 'Stk', 450, 1_800, 'PvZeroRate'],
    ]);

    expect((await savePart(company, { ...cable, price: 250 })).statusCode).toBe(200);
    const runChange = await saveRun(company, quoteId, 30);

    expect(runChange.json().type).toBe('failure/ConfigurationFinalized');
    const after: Quote = await company.calls.ok(company.token, 'GET', `${quotePath(quoteId)}/info`);
    expect(after.pv).toEqual(quote.pv);
    expect(after).toMatchObject({ netTotal: quote.netTotal, vatBreakdown: quote.vatBreakdown });
    // An open quote takes the new price.
    expect(dcLines(await company.offer(await company.designedQuote()))[0]).toEqual(['Solarkabel 6 mm²', 67, 'm', 250, 16_750, 'Standard']);

    await company.calls.ok(company.token, 'PUT', `${quotePath(quoteId)}/status`, { quoteStatus: 'Accepted' });
    const final = await company.invoice({ quoteId, kind: 'Final' });
    expect(final.lines.find((line) => line.title === 'Solarkabel 6 mm²')).toMatchObject({
      quantity: 87,
      unit: 'Metre',
      unitPrice: 180,
      netAmount: 15_660,
      vatCategory: 'PvZeroRate',
    });
  });

  it('are not counted for a company without them in master data, and the offer says what is missing', async () => {
    const quoteId = await other.designedQuote();
    const offer = await other.offer(quoteId);

    expect(dcLines(offer)).toEqual([]);
    expect(offer.dcCablingWarnings).toEqual([
      'Die DC-Verkabelung ist nicht im Angebot gezählt: In den Montageteilen fehlt ein Teil der Rollen „DC-Solarkabel (Preis je Meter)“ und „DC-Steckverbinder-Paar (MC4-Typ)“. Legen Sie sie in den Stammdaten an.',
    ]);
  });

  it.each([
    ['a negative run', -1],
    ['a run over 500 m', 500.1],
    ['a run with two decimals', 12.25],
    ['a run as text', '15'],
    ['no run', null],
    ['a run as an object', { metres: 15 }],
  ])('refuse %s with 400 and store nothing', async (_name, run) => {
    const quoteId = await solar.designedQuote();
    const before = await solar.offer(quoteId);

    const response = await saveRun(solar, quoteId, run);

    expect(response.statusCode, response.body).toBe(400);
    expect((errorOf(response).fieldErrors ?? []).map((error) => error.path)).toContain('dcCableRunMetres');
    expect(await storedAdjustments(solar, quoteId)).toEqual([]);
    expect(await solar.offer(quoteId)).toEqual(before);
  });

  it('take 0 m and 500 m, the ends of the range', async () => {
    const quoteId = await solar.designedQuote();
    expect((await saveRun(solar, quoteId, 0)).json().data.dcCableRunMetres).toBe(0);
    // 2 × 3.18 m on the roof → 7 m
    expect(dcLines(await solar.offer(quoteId))[0]!.slice(0, 2)).toEqual(['Solarkabel 6 mm²', 7]);
    expect((await saveRun(solar, quoteId, 500)).json().data.dcCableRunMetres).toBe(500);
  });

  it('belong to the company: another company neither reads its quote’s cable run nor changes it, nor uses its cable parts', async () => {
    const quoteId = await solar.designedQuote();
    expect((await saveRun(solar, quoteId, 12.5)).statusCode).toBe(200);

    const read = await other.calls.call(other.token, 'GET', offerPath(quoteId));
    const write = await other.calls.call(other.token, 'PUT', offerPath(quoteId), {
      version: 1,
      conditionsConfirmed: true,
      quantities: [],
      freeLines: [],
      dcCableRunMetres: 99,
    });

    expect(read.statusCode).toBe(404);
    expect(write.statusCode).toBe(404);
    expect((await other.calls.call(other.token, 'GET', `${BASE}/${CABLE.id}`)).statusCode).toBe(404);
    expect((await solar.offer(quoteId)).dcCableRunMetres).toBe(12.5);
  });

  it('are changed in master data only by those who keep it, and the cable run only by those who plan', async () => {
    const team = await teamCompany(app);
    const owner = team.owner.tokens.accessToken;
    const readOnly = (await team.addMember(['ReadOnly'])).tokens.accessToken;
    const cable = { ...CABLE, id: randomUUID() };
    expect((await solar.calls.call(owner, 'PUT', `${BASE}/${cable.id}`, { mountingPart: cable, priceValidFrom: TODAY })).statusCode).toBe(200);

    const read = await solar.calls.call(readOnly, 'GET', `${BASE}/${cable.id}`);
    const refused = await solar.calls.call(readOnly, 'PUT', `${BASE}/${cable.id}`, { mountingPart: { ...cable, price: 1 }, priceValidFrom: TODAY });
    const configurationId = await solar.calls.configuration(owner);
    const runRefused = await solar.calls.call(readOnly, 'PUT', offerPath(configurationId), {
      version: 0,
      conditionsConfirmed: false,
      quantities: [],
      freeLines: [],
      dcCableRunMetres: 30,
    });

    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ role: 'DcCable', price: 180 });
    expect(refused.statusCode).toBe(403);
    expect(runRefused.statusCode).toBe(403);
    expect((await solar.calls.ok(owner, 'GET', offerPath(configurationId))).version).toBe(0);
  });

  it('are in the mounting parts’ list export with their use', async () => {
    const response = await solar.calls.call(solar.token, 'GET', `${BASE}/export?anyText=solarkabel&format=csv`);
    expect(csvLines(response)).toEqual([
      ['Name', 'Beschreibung', 'Verwendung', 'Schienenlänge (mm)', 'Preis'],
      ['Solarkabel 6 mm²', '', 'DC-Solarkabel (Preis je Meter)', '', '1,80'],
    ]);
  });

  it('refuse a cable with a length like a rail', async () => {
    const response = await savePart(solar, { ...CABLE, id: randomUUID(), pieceLengthMm: 4400 });
    expect(response.statusCode).toBe(400);
    expect((errorOf(response).fieldErrors ?? []).map((error) => error.path)).toContain('mountingPart.pieceLengthMm');
  });
});
