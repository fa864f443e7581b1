import { randomUUID } from 'node:crypto';
import { germanDay, type PvOffer } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/db/scopes';
import { errorOf, tenantOfToken } from '../support/api';
import { TODAY } from '../quotesFixtures';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { teamCompany } from '../team/teamCompany';
import { pvQuoteCompany, type PvQuoteCompany } from './pvQuoteFixtures';

let database: TestDatabase;
let app: FastifyInstance;
let solar: PvQuoteCompany;
let other: PvQuoteCompany;

const BASE = '/api/pv/pv-components/mounting-parts';
const ROOF_TILES = '/api/pv/pv-components/roofing-tiles';

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

const part = (role: string, name: string, price: number, pieceLengthMm: number | null = null) => ({
  id: randomUUID(),
  name,
  description: '',
  price,
  role,
  pieceLengthMm,
});
const save = (company: PvQuoteCompany, mountingPart: { id: string } & Record<string, unknown>, priceValidFrom = TODAY, token = company.token) =>
  company.calls.call(token, 'PUT', `${BASE}/${mountingPart.id}`, { mountingPart, priceValidFrom });

/** The company's roof tile of `pvParts` with `mountingRule`. */
const saveRoofTile = (company: PvQuoteCompany, mountingRule: unknown, token = company.token) =>
  company.calls.call(token, 'PUT', `${ROOF_TILES}/${company.parts.roofTile}`, {
    id: company.parts.roofTile,
    name: 'Frankfurter Pfanne',
    description: '',
    price: 120,
    fittingMetalRoofTileId: company.parts.metalRoofTile,
    mountingRule,
    priceValidFrom: TODAY,
  });

/** What the company of `token` has stored of the part `id`. */
const stored = async (id: string, token = solar.token) =>
  withTenant(database.db, tenantOfToken(token), async (trx) => ({
    parts: (await trx.selectFrom('pv_components').select('technical_data').where('id', '=', id).execute()).map((row) => row.technical_data),
    prices: (await trx.selectFrom('pv_component_prices').select('price').where('component_id', '=', id).orderBy('valid_from').execute()).map((row) => row.price),
  }));

const mountingLines = (offer: PvOffer) =>
  offer.lines.filter((line) => line.group === 'Mounting').map((line) => [line.name, line.quantity, line.unitPrice, line.netAmount, line.vatCategory]);

describe('mounting parts and the mounting rule of roof coverings', () => {
  it('price the mounting system of a PV quote from the layout, the covering’s rule and the price history', async () => {
    const parts = [
      part('RoofHook', 'Dachhaken Ziegel', 890),
      part('Rail', 'Montageschiene 3,00 m', 2_990, 3000),
      part('RailConnector', 'Schienenverbinder', 350),
      part('EndClamp', 'Endklemme', 210),
      part('MiddleClamp', 'Mittelklemme', 190),
      part('MetalRoofClamp', 'Trapezblech-Klemme', 650),
    ];
    for (const mountingPart of parts) expect((await save(solar, mountingPart)).statusCode).toBe(200);
    const tomorrow = germanDay(new Date(Date.now() + 86_400_000));
    expect((await save(solar, { ...parts[0]!, price: 990 }, tomorrow)).statusCode).toBe(200);
    const rule = await saveRoofTile(solar, { fixing: 'RoofHooks', maxSpacingMm: 1200 });
    expect(rule.statusCode, rule.body).toBe(200);
    expect(rule.json().data.mountingRule).toEqual({ fixing: 'RoofHooks', maxSpacingMm: 1200 });

    const quoteId = await solar.designedQuote();
    await solar.confirm(quoteId);
    const offer = await solar.offer(quoteId);

    // Two rows of 4 upright modules 1.041 m wide, 1.06 m apart: 3 × 1.06 + 1.041 = 4.221 m per row.
    expect(mountingLines(offer)).toEqual([
      // per rail ⌈4221 / 1200⌉ + 1 = 5 hooks, 2 rails × 2 rows; today's price, not tomorrow's
      ['Dachhaken Ziegel', 20, 890, 17_800, 'PvZeroRate'],
      // the roof tile's fitting metal roof tile at each hook
      ['Metallziegel Frankfurter Pfanne', 20, 1_890, 37_800, 'PvZeroRate'],
      // per rail ⌈4221 / 3000⌉ = 2 pieces and 1 connector
      ['Montageschiene 3,00 m', 8, 2_990, 23_920, 'PvZeroRate'],
      ['Schienenverbinder', 4, 350, 1_400, 'PvZeroRate'],
      ['Endklemme', 8, 210, 1_680, 'PvZeroRate'],
      // 2 rows × 2 rails × 3 gaps
      ['Mittelklemme', 12, 190, 2_280, 'PvZeroRate'],
    ]);

    const quote = await solar.finalizeOk(quoteId);
    expect(quote.pv!.lines.filter((line) => line.group === 'Mounting').map((line) => line.netAmount)).toEqual([17_800, 37_800, 23_920, 1_400, 1_680, 2_280]);
  });

  it('are read by every role and changed only by those who keep master data', async () => {
    const team = await teamCompany(app);
    const readOnly = await team.addMember(['ReadOnly']);
    const hook = part('RoofHook', 'Dachhaken', 890);
    const owner = team.owner.tokens.accessToken;
    expect((await solar.calls.call(owner, 'PUT', `${BASE}/${hook.id}`, { mountingPart: hook, priceValidFrom: TODAY })).statusCode).toBe(200);

    const read = await solar.calls.call(readOnly.tokens.accessToken, 'GET', BASE);
    const refused = await solar.calls.call(readOnly.tokens.accessToken, 'PUT', `${BASE}/${hook.id}`, {
      mountingPart: { ...hook, price: 1 },
      priceValidFrom: TODAY,
    });

    expect(read.statusCode).toBe(200);
    expect(read.json().data.map((row: { name: string }) => row.name)).toEqual(['Dachhaken']);
    expect(refused.statusCode).toBe(403);
    expect((await stored(hook.id, owner)).prices).toEqual([890]);
  });

  it('are the company’s own: another company neither reads nor deletes them, and its quote counts none of them', async () => {
    const rail = part('Rail', 'Schiene fremd', 1, 4200);
    await save(solar, rail);

    expect((await other.calls.call(other.token, 'GET', `${BASE}/${rail.id}`)).statusCode).toBe(404);
    expect((await other.calls.call(other.token, 'DELETE', `${BASE}/${rail.id}`)).statusCode).toBe(404);
    expect((await other.calls.call(other.token, 'GET', BASE)).json().data).toEqual([]);
    expect((await saveRoofTile(other, { fixing: 'RoofHooks', maxSpacingMm: 1200 })).statusCode).toBe(200);
    const quoteId = await other.designedQuote();
    // Without mounting parts of its own the mounting system is not counted.
    expect(mountingLines(await other.offer(quoteId))).toEqual([]);
    expect((await stored(rail.id)).prices).toEqual([1]);
  });

  it.each([
    ['an unknown role', { role: 'Ziegel' }, 'mountingPart.role'],
    ['a rail without its length', { role: 'Rail', pieceLengthMm: null }, 'mountingPart.pieceLengthMm'],
    ['a clamp with a length', { role: 'EndClamp', pieceLengthMm: 4200 }, 'mountingPart.pieceLengthMm'],
    ['a rail of 0 mm', { role: 'Rail', pieceLengthMm: 0 }, 'mountingPart.pieceLengthMm'],
    ['a rail of 42 km', { role: 'Rail', pieceLengthMm: 42_000_000 }, 'mountingPart.pieceLengthMm'],
    ['a rail length as text', { role: 'Rail', pieceLengthMm: '4200' }, 'mountingPart.pieceLengthMm'],
    ['a negative price', { price: -1 }, 'mountingPart.price'],
    ['a price in fractions of a cent', { price: 8.5 }, 'mountingPart.price'],
  ])('refuse %s with 400 and store nothing', async (_name, change, path) => {
    const mountingPart = { ...part('RoofHook', 'Dachhaken', 890), ...change };
    const response = await save(solar, mountingPart);

    expect(response.statusCode).toBe(400);
    expect((errorOf(response).fieldErrors ?? []).map((error) => error.path)).toContain(path);
    expect(await stored(mountingPart.id)).toEqual({ parts: [], prices: [] });
  });

  it.each([
    ['an unknown fixing', { fixing: 'Kleber', maxSpacingMm: 1200 }, 'mountingRule.fixing'],
    ['a spacing of 0 mm', { fixing: 'RoofHooks', maxSpacingMm: 0 }, 'mountingRule.maxSpacingMm'],
    ['a spacing of 1 km', { fixing: 'RoofHooks', maxSpacingMm: 1_000_000 }, 'mountingRule.maxSpacingMm'],
    ['a spacing in fractions of a millimetre', { fixing: 'MetalRoofClamps', maxSpacingMm: 1000.5 }, 'mountingRule.maxSpacingMm'],
    ['a rule that is no object', 'Dachhaken', 'mountingRule'],
  ])('refuse a roof covering with %s with 400 and keep the rule it had', async (_name, mountingRule, path) => {
    const company = await pvQuoteCompany(app);
    expect((await saveRoofTile(company, { fixing: 'MetalRoofClamps', maxSpacingMm: 900 })).statusCode).toBe(200);

    const response = await saveRoofTile(company, mountingRule);

    expect(response.statusCode).toBe(400);
    expect((errorOf(response).fieldErrors ?? []).map((error) => error.path)).toContain(path);
    expect((await stored(company.parts.roofTile, company.token)).parts).toEqual([{ mountingRule: { fixing: 'MetalRoofClamps', maxSpacingMm: 900 } }]);
  });
});
