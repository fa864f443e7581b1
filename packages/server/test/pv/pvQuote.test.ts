import { randomUUID } from 'node:crypto';
import { germanDay, type Quote } from '@planner/api';
import { MSG_PV_DESIGN_HAS_ERRORS, type PvOffer } from '@planner/api/pv';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfiguration } from '../checkoutFixtures';
import { validateEn16931 } from '../invoices/en16931Validator';
import { TODAY } from '../quotesFixtures';
import { flatText, pdfMoney, pdfPages } from '../quotesPdfText';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { teamCompany } from '../team/teamCompany';
import { designPath, designWithOneString } from './pvDesignFixtures';
import { offerPath, pvQuoteCompany, quotePath, SERVICES, type PvQuoteCompany } from './pvQuoteFixtures';

let database: TestDatabase;
let app: FastifyInstance;
let solar: PvQuoteCompany;
let other: PvQuoteCompany;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  solar = await pvQuoteCompany(app);
  other = await pvQuoteCompany(app);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

/**
 * The design of `designOf`: 8 modules of 400 W = 3.2 kWp, one hybrid inverter, battery, wallbox
 * and heater rod; the services by name. Each line's amount by hand, in cents.
 */
const LINES = [
  ['Module', 'Meyer Burger Black 400', 8, 'Stk', 21_900, 175_200, true],
  ['Inverter', 'Symo GEN24 10.0 Plus', 1, 'Stk', 289_900, 289_900, true],
  ['Battery', 'Speicher 10 kWh', 1, 'Stk', 590_000, 590_000, true],
  ['Wallbox', 'Wallbox 11 kW', 1, 'Stk', 89_900, 89_900, false],
  ['HeaterRod', 'Heizstab 3 kW', 1, 'Stk', 34_900, 34_900, false],
  ['Service', 'Gerüst', 1, 'psch', 89_000, 89_000, true],
  // 3.2 kWp × 250,00 €
  ['Service', 'Montage der PV-Anlage', 3.2, 'kWp', 25_000, 80_000, true],
  // 8 modules × 65,00 €
  ['Service', SERVICES[2].name, 8, 'Stk', 6_500, 52_000, true],
  ['Service', 'Zählerschrank-Arbeiten', 1, 'psch', 149_000, 149_000, false],
] as const;
/** 175 200 + 289 900 + 590 000 + 89 000 + 80 000 + 52 000 */
const PV_SYSTEM_NET = 1_276_100;
/** 89 900 + 34 900 + 149 000; 19 % = 52 022 */
const OTHER_NET = 273_800;
const OTHER_VAT = 52_022;

const linesOf = (offer: Pick<PvOffer, 'lines'>) =>
  offer.lines.map(({ group, name, quantity, unit, unitPrice, netAmount, partOfPvSystem }) => [group, name, quantity, unit, unitPrice, netAmount, partOfPvSystem]);
const categoriesOf = (offer: Pick<PvOffer, 'lines'>) => offer.lines.map((line) => line.vatCategory);

describe('the PV positions of a quote', () => {
  it('come from the design’s parts list and the PV services at today’s prices, all at 19 % until the conditions are confirmed', async () => {
    const quoteId = await solar.designedQuote();
    const offer = await solar.offer(quoteId);

    expect(offer).toMatchObject({ version: 0, conditionsConfirmed: false, moduleCount: 8, kwp: 3.2, readOnly: false, priceDay: germanDay() });
    expect(linesOf(offer)).toEqual(LINES);
    expect(new Set(categoriesOf(offer))).toEqual(new Set(['Standard']));
    // (1 276 100 + 273 800) × 19 % = 294 481
    expect(offer.totals).toEqual({
      vatBreakdown: [{ vatCategory: 'Standard', ratePercent: 19, netAmount: 1_549_900, vatAmount: 294_481 }],
      netTotal: 1_549_900,
      vatTotal: 294_481,
      grossTotal: 1_844_381,
    });
    expect(offer.notes).toEqual([]);
    expect(offer.entitlement.reason).toMatch(/nicht bestätigt/);
  });

  it('put the PV system at 0 % with the note of § 12 Abs. 3 UStG once confirmed; wallbox, heater rod and meter cabinet work stay at 19 %', async () => {
    const quoteId = await solar.designedQuote();
    const offer = await solar.confirm(quoteId);

    expect(offer.version).toBe(1);
    expect(offer.lines.filter((line) => line.vatCategory === 'Standard').map((line) => line.name)).toEqual([
      'Wallbox 11 kW',
      'Heizstab 3 kW',
      'Zählerschrank-Arbeiten',
    ]);
    expect(offer.totals.vatBreakdown).toEqual([
      { vatCategory: 'Standard', ratePercent: 19, netAmount: OTHER_NET, vatAmount: OTHER_VAT },
      { vatCategory: 'PvZeroRate', ratePercent: 0, netAmount: PV_SYSTEM_NET, vatAmount: 0 },
    ]);
    expect(offer.totals.grossTotal).toBe(PV_SYSTEM_NET + OTHER_NET + OTHER_VAT);
    expect(offer.notes.join(' ')).toContain('§ 12 Abs. 3 UStG');
    expect(offer.entitlement.reason).toMatch(/Bis 30 kWp gelten die Voraussetzungen als erfüllt/);
  });

  it('take a changed amount and a free line, stored under a version; a stale save answers 409 and changes nothing', async () => {
    const quoteId = await solar.designedQuote();
    const freeLine = { id: randomUUID(), name: 'Überspannungsschutz DC', quantity: 1, unit: 'psch', unitPrice: 39_000, partOfPvSystem: true };
    const body = { conditionsConfirmed: true, quantities: [{ key: `Service:${SERVICES[2].name}`, quantity: 10 }], freeLines: [freeLine], dcCableRunMetres: 15 };
    const saved = await solar.calls.ok(solar.token, 'PUT', offerPath(quoteId), { version: 0, ...body });

    const stale = await solar.saveOffer(quoteId, { version: 0, ...body, freeLines: [] });

    expect(saved.version).toBe(1);
    const mounting = saved.lines.find((line: PvOffer['lines'][number]) => line.name === SERVICES[2].name);
    expect(mounting).toMatchObject({ quantity: 10, designQuantity: 8, netAmount: 65_000, vatCategory: 'PvZeroRate' });
    expect(saved.lines.at(-1)).toMatchObject({ key: freeLine.id, group: 'Free', name: 'Überspannungsschutz DC', netAmount: 39_000, vatCategory: 'PvZeroRate' });
    // 1 276 100 + 13 000 more for the mounting system + 39 000
    expect(saved.totals.vatBreakdown[1]).toEqual({ vatCategory: 'PvZeroRate', ratePercent: 0, netAmount: 1_328_100, vatAmount: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().type).toBe('failure/Conflict');
    expect(await solar.offer(quoteId)).toEqual(saved);
  });

  it.each([
    ['a negative amount', { quantities: [{ key: 'Module:Meyer Burger Black 400', quantity: -1 }] }],
    ['an amount that is not a number', { quantities: [{ key: 'Module:Meyer Burger Black 400', quantity: 'NaN' }] }],
    ['an amount of 10 million', { quantities: [{ key: 'Module:Meyer Burger Black 400', quantity: 10_000_000 }] }],
    ['an amount with four decimals', { quantities: [{ key: 'Module:Meyer Burger Black 400', quantity: 1.0001 }] }],
    ['a price in fractions of a cent', { freeLines: [{ id: randomUUID(), name: 'Zubehör', quantity: 1, unit: 'Stk', unitPrice: 10.5, partOfPvSystem: true }] }],
    ['a negative price', { freeLines: [{ id: randomUUID(), name: 'Rabatt', quantity: 1, unit: 'psch', unitPrice: -50_000, partOfPvSystem: false }] }],
    ['a price above 1 million €', { freeLines: [{ id: randomUUID(), name: 'Zubehör', quantity: 1, unit: 'Stk', unitPrice: 100_000_001, partOfPvSystem: true }] }],
    ['a free line without a name', { freeLines: [{ id: randomUUID(), name: '  ', quantity: 1, unit: 'Stk', unitPrice: 100, partOfPvSystem: true }] }],
    ['an unknown unit', { freeLines: [{ id: randomUUID(), name: 'Zubehör', quantity: 1, unit: 'Fass', unitPrice: 100, partOfPvSystem: true }] }],
    ['51 free lines', { freeLines: Array.from({ length: 51 }, () => ({ id: randomUUID(), name: 'Zubehör', quantity: 1, unit: 'Stk', unitPrice: 100, partOfPvSystem: true })) }],
  ])('refuse %s with 400 and store nothing', async (_name, change) => {
    const quoteId = await solar.designedQuote();
    const before = await solar.offer(quoteId);

    const response = await solar.saveOffer(quoteId, { version: 0, conditionsConfirmed: true, quantities: [], freeLines: [], dcCableRunMetres: 15, ...change });

    expect(response.statusCode, response.body).toBe(400);
    expect(await solar.offer(quoteId)).toEqual(before);
  });

  it('are priced as of today: a price that applies from tomorrow does not count yet', async () => {
    const quoteId = await solar.designedQuote();
    const tomorrow = germanDay(new Date(Date.now() + 86_400_000));
    const id = solar.services['Gerüst']!;
    await solar.calls.ok(solar.token, 'PUT', `/api/pv/pv-components/services/${id}`, {
      pvService: { id, description: '', ...SERVICES[1], price: 99_000 },
      priceValidFrom: tomorrow,
    });

    const offer = await solar.offer(quoteId);

    expect(offer.lines.find((line) => line.name === 'Gerüst')).toMatchObject({ unitPrice: 89_000, netAmount: 89_000 });
  });

  it('are the company’s own: another company’s quote is not found, to read or to change', async () => {
    const quoteId = await solar.designedQuote();
    const read = await other.calls.call(other.token, 'GET', offerPath(quoteId));
    const write = await other.saveOffer(quoteId, { version: 0, conditionsConfirmed: true, quantities: [], freeLines: [], dcCableRunMetres: 15 });

    expect(read.statusCode).toBe(404);
    expect(write.statusCode).toBe(404);
    expect((await solar.offer(quoteId)).version).toBe(0);
  });

  it('are read by every role and changed only by those who plan', async () => {
    const team = await teamCompany(app);
    const readOnly = await team.addMember(['ReadOnly']);
    const planner = await team.addMember(['Planner']);
    const quoteId = await createConfiguration(app, team.owner.tokens.accessToken);
    const body = { version: 0, conditionsConfirmed: true, quantities: [], freeLines: [], dcCableRunMetres: 15 };

    const read = await solar.calls.call(readOnly.tokens.accessToken, 'GET', offerPath(quoteId));
    const refused = await solar.calls.call(readOnly.tokens.accessToken, 'PUT', offerPath(quoteId), body);
    const saved = await solar.calls.call(planner.tokens.accessToken, 'PUT', offerPath(quoteId), body);

    expect(read.statusCode).toBe(200);
    expect(refused.statusCode).toBe(403);
    expect(saved.statusCode, saved.body).toBe(200);
  });
});

describe('a PV quote of a PvPlanner-only company', () => {
  it('is refused while the design’s electrical check has errors', async () => {
    const quoteId = await solar.designedQuote();
    await solar.calls.ok(solar.token, 'PUT', designPath(quoteId), { ...designWithOneString(solar.parts, 21), version: 1 });

    const refused = await solar.finalize(quoteId);

    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain(MSG_PV_DESIGN_HAS_ERRORS);
    expect((await solar.calls.call(solar.token, 'GET', `${quotePath(quoteId)}/info`)).statusCode).toBe(404);
  });

  it('is finalized with its PV positions and VAT per rate; the PDF lists them with their rates, the breakdown and the legal note', async () => {
    const quoteId = await solar.designedQuote();
    await solar.confirm(quoteId);

    const quote = await solar.finalizeOk(quoteId);
    const pdf = await solar.calls.call(solar.token, 'GET', `${quotePath(quoteId)}/pdf`);
    const text = flatText((await pdfPages(pdf.rawPayload)).join('\n'));

    expect(quote.pv).toMatchObject({ kwp: 3.2, moduleCount: 8, conditionsConfirmed: true, priceDay: germanDay(), offerVersion: 1, designVersion: 1 });
    expect(quote.pv!.parts).toMatchObject({ module: { name: 'Meyer Burger Black 400', powerRating: 400 }, battery: { name: 'Speicher 10 kWh', usableCapacity: 10.24 } });
    expect(quote.pv!.design.faces[0]!.modules).toHaveLength(8);
    expect(quote).toMatchObject({
      netTotal: PV_SYSTEM_NET + OTHER_NET,
      vatAmount: OTHER_VAT,
      grossTotal: PV_SYSTEM_NET + OTHER_NET + OTHER_VAT,
      vatBreakdown: [
        { vatCategory: 'Standard', ratePercent: 19, netAmount: OTHER_NET, vatAmount: OTHER_VAT },
        { vatCategory: 'PvZeroRate', ratePercent: 0, netAmount: PV_SYSTEM_NET, vatAmount: 0 },
      ],
    });
    expect(pdf.statusCode).toBe(200);
    expect(text).toContain('1. PV-Anlage');
    expect(text).toContain(`1.1 Meyer Burger Black 400 8 Stk. ${pdfMoney(21_900)} 0 % ${pdfMoney(175_200)}`);
    expect(text).toContain(`1.4 Wallbox 11 kW 1 Stk. ${pdfMoney(89_900)} 19 % ${pdfMoney(89_900)}`);
    expect(text).toContain(`Nettobetrag 19 % ${pdfMoney(OTHER_NET)}`);
    expect(text).toContain(`Nettobetrag 0 % ${pdfMoney(PV_SYSTEM_NET)}`);
    expect(text).toContain(`Gesamtbetrag ${pdfMoney(quote.grossTotal)}`);
    expect(text).toContain('Steuersatz 0 % gemäß § 12 Abs. 3 UStG');
  });

  it('stays frozen: a later price change leaves lines, totals and PDF as they were, and its design can no longer change', async () => {
    const quoteId = await other.designedQuote();
    await other.confirm(quoteId);
    const quote = await other.finalizeOk(quoteId);
    const pdfBefore = (await other.calls.call(other.token, 'GET', `${quotePath(quoteId)}/pdf`)).rawPayload;

    const id = other.services['Montage der PV-Anlage']!;
    await other.calls.ok(other.token, 'PUT', `/api/pv/pv-components/services/${id}`, {
      pvService: { id, description: '', ...SERVICES[0], price: 31_000 },
      priceValidFrom: TODAY,
    });
    const designChange = await other.calls.call(other.token, 'PUT', designPath(quoteId), { ...designWithOneString(other.parts, 12), version: 1 });
    const offerChange = await other.saveOffer(quoteId, { version: 1, conditionsConfirmed: false, quantities: [], freeLines: [], dcCableRunMetres: 15 });

    expect(designChange.json().type).toBe('failure/ConfigurationFinalized');
    expect(offerChange.json().type).toBe('failure/ConfigurationFinalized');
    const after: Quote = await other.calls.ok(other.token, 'GET', `${quotePath(quoteId)}/info`);
    expect(after.pv).toEqual(quote.pv);
    expect(after).toMatchObject({ netTotal: quote.netTotal, vatBreakdown: quote.vatBreakdown, grossTotal: quote.grossTotal });
    expect((await other.calls.call(other.token, 'GET', `${quotePath(quoteId)}/pdf`)).rawPayload.equals(pdfBefore)).toBe(true);
    // A new quote takes the new price: 3.2 kWp × 310,00 €.
    const fresh = await other.offer(await other.designedQuote());
    expect(fresh.lines.find((line) => line.name === 'Montage der PV-Anlage')).toMatchObject({ unitPrice: 31_000, netAmount: 99_200 });
  });

  it('without the confirmed conditions (e.g. a business customer) bills every line at 19 %', async () => {
    const quoteId = await solar.designedQuote();
    const quote = await solar.finalizeOk(quoteId);

    expect(new Set(quote.pv!.lines.map((line) => line.vatCategory))).toEqual(new Set(['Standard']));
    expect(quote.vatBreakdown).toEqual([{ vatCategory: 'Standard', ratePercent: 19, netAmount: 1_549_900, vatAmount: 294_481 }]);
    expect(quote.pv!.notes).toEqual([]);
    await solar.calls.ok(solar.token, 'PUT', `${quotePath(quoteId)}/status`, { quoteStatus: 'Accepted' });
    const final = await solar.invoice({ quoteId, kind: 'Final' });
    expect(new Set(final.lines.map((line) => line.vatCategory))).toEqual(new Set(['Standard']));
    expect(final.vatTotal).toBe(294_481);
  });

  it('is accepted online through its link', async () => {
    const quoteId = await solar.designedQuote();
    await solar.confirm(quoteId);
    await solar.finalizeOk(quoteId);
    const link = await solar.calls.ok(solar.token, 'POST', `${quotePath(quoteId)}/links`, { validDays: 30 });

    const page = await app.inject({ method: 'GET', url: `/api/public/quote-links/${link.token}`, remoteAddress: '10.77.0.1' });
    const pv = page.json().data.quote.pv;
    expect(pv.lines.map((line: { name: string; vatCategory: string }) => [line.name, line.vatCategory])).toEqual(
      LINES.map(([, name, , , , , partOfPvSystem]) => [name, partOfPvSystem ? 'PvZeroRate' : 'Standard']),
    );
    expect(pv.notes).toEqual([expect.stringContaining('§ 12 Abs. 3 UStG')]);
    // The customer's page gets the positions, not the design or the planner's data.
    expect(Object.keys(pv).sort()).toEqual(['kwp', 'lines', 'moduleCount', 'moduleName', 'netTotal', 'notes']);
    expect(Object.keys(pv.lines[0]).sort()).toEqual(['name', 'netAmount', 'quantity', 'unit', 'unitPrice', 'vatCategory']);

    const accepted = await app.inject({
      method: 'POST',
      url: `/api/public/quote-links/${link.token}/accept`,
      remoteAddress: '10.77.0.1',
      headers: { 'user-agent': 'Testbrowser/1.0' },
      payload: { fullName: 'Jonas Weber', acceptsTerms: true },
    });

    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await solar.calls.ok(solar.token, 'GET', `${quotePath(quoteId)}/info`)).quoteStatus).toBe('Accepted');
  });

  it('is billed by a 30 % partial and a final invoice whose totals per rate add up to the quote’s', async () => {
    const quoteId = await solar.designedQuote();
    await solar.confirm(quoteId);
    const quote = await solar.finalizeOk(quoteId);
    await solar.calls.ok(solar.token, 'PUT', `${quotePath(quoteId)}/status`, { quoteStatus: 'Accepted' });

    const partial = await solar.issue(await solar.invoice({ quoteId, kind: 'Partial', share: { type: 'Percent', basisPoints: 3_000 } }));
    const finalDraft = await solar.invoice({ quoteId, kind: 'Final' });
    const final = await solar.issue(finalDraft);

    expect(partial.netTotal).toBe(Math.round(quote.netTotal * 0.3));
    expect(partial.vatBreakdown.map((entry) => entry.vatCategory)).toEqual(['Standard', 'PvZeroRate']);
    // The final invoice bills every line of the quote in its rate and deducts the partial.
    expect(final).toMatchObject({ netTotal: quote.netTotal, vatBreakdown: quote.vatBreakdown, vatTotal: quote.vatAmount, grossTotal: quote.grossTotal });
    expect(final.amountDue).toBe(quote.grossTotal - partial.grossTotal);
    expect(finalDraft.lines.filter((line) => line.vatCategory === 'PvZeroRate').reduce((sum, line) => sum + line.netAmount, 0)).toBe(PV_SYSTEM_NET);
    // 3.2 kWp × 250,00 € as one lump sum naming the kWp.
    expect(final.lines.find((line) => line.title === 'Montage der PV-Anlage')).toMatchObject({
      quantity: 1,
      unit: 'LumpSum',
      unitPrice: 80_000,
      netAmount: 80_000,
      vatCategory: 'PvZeroRate',
    });
    expect(final.lines.find((line) => line.title === 'Montage der PV-Anlage')!.description).toMatch(/^3,2 kWp × 250,00\s€$/);

    const xml = async (id: string) => (await solar.calls.call(solar.token, 'GET', `/api/electro/invoices/${id}/xrechnung`)).body;
    const report = await validateEn16931({ partial: await xml(partial.id), final: await xml(final.id) });
    expect(report.fatal).toEqual([]);
    expect(report.summary).toMatch(/^en16931: 2 files, 0 fatal/);
  }, 120_000);
});
