import { DEFAULT_PV_ECONOMICS_SETTINGS, MSG_CONSUMPTION_RANGE, MSG_DUPLICATE_VALID_FROM, MSG_PV_DESIGN_OUTDATED } from '@planner/api/pv';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { teamCompany } from '../team/teamCompany';
import { designOf, designPath, pvCalls } from './pvDesignFixtures';

let database: TestDatabase;
let app: FastifyInstance;
let calls: ReturnType<typeof pvCalls>;

const SETTINGS = '/api/pv/economics-settings';
const OWN = {
  systemLossesPercent: 12.5,
  yearlyPriceIncreasePercent: 2,
  electricityPrices: [
    { validFrom: '2026-01-01', hundredthCentsPerKwh: 3650 },
    { validFrom: '2025-01-01', hundredthCentsPerKwh: 3800 },
  ],
  feedInTariffs: [{ validFrom: '2026-08-01', upTo10Kwp: 800, from10To40Kwp: 700 }],
};
/** As stored and answered: each list in date order. */
const OWN_SORTED = { ...OWN, electricityPrices: [...OWN.electricityPrices].reverse() };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  calls = pvCalls(app);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('the yield and economics settings of a company', () => {
  it('start with 14 % losses, the Destatis price and no own tariffs, are changed by the owner only and sent with every design', async () => {
    const company = await teamCompany(app);
    const owner = company.owner.tokens.accessToken;
    const planner = (await company.addMember(['Planner'])).tokens.accessToken;
    const reader = (await company.addMember(['ReadOnly'])).tokens.accessToken;
    const other = (await teamCompany(app)).owner.tokens.accessToken;
    const configurationId = await calls.configuration(owner);

    const before = await calls.ok(reader, 'GET', SETTINGS);
    const byPlanner = await calls.call(planner, 'PUT', SETTINGS, OWN);
    const byReader = await calls.call(reader, 'PUT', SETTINGS, OWN);
    const saved = await calls.ok(owner, 'PUT', SETTINGS, OWN);

    expect(before).toEqual({
      systemLossesPercent: 14,
      yearlyPriceIncreasePercent: 0,
      electricityPrices: [{ validFrom: '2025-01-01', hundredthCentsPerKwh: 3992 }],
      feedInTariffs: [],
    });
    expect(byPlanner.statusCode).toBe(403);
    expect(byReader.statusCode).toBe(403);
    expect(saved).toEqual(OWN_SORTED);
    expect(await calls.ok(reader, 'GET', SETTINGS)).toEqual(OWN_SORTED);
    expect((await calls.ok(reader, 'GET', designPath(configurationId))).economicsSettings).toEqual(OWN_SORTED);
    expect(await calls.ok(other, 'GET', SETTINGS)).toEqual(DEFAULT_PV_ECONOMICS_SETTINGS);
  });

  it('refuse negative, absurd, non-numeric and undated figures with 400 and keep what was stored', async () => {
    const owner = (await teamCompany(app)).owner.tokens.accessToken;
    await calls.ok(owner, 'PUT', SETTINGS, OWN);
    const price = (patch: object) => ({ ...OWN, electricityPrices: [{ validFrom: '2026-01-01', hundredthCentsPerKwh: 3650, ...patch }] });
    const tariff = (patch: object) => ({ ...OWN, feedInTariffs: [{ validFrom: '2026-08-01', upTo10Kwp: 800, from10To40Kwp: 700, ...patch }] });
    const hostile: [object, string][] = [
      [{ ...OWN, systemLossesPercent: -1 }, 'systemLossesPercent'],
      [{ ...OWN, systemLossesPercent: 51 }, 'systemLossesPercent'],
      [{ ...OWN, systemLossesPercent: '14' }, 'systemLossesPercent'],
      [{ ...OWN, systemLossesPercent: 14.25 }, 'systemLossesPercent'],
      [{ ...OWN, yearlyPriceIncreasePercent: 1e6 }, 'yearlyPriceIncreasePercent'],
      [price({ hundredthCentsPerKwh: -3650 }), 'electricityPrices.0.hundredthCentsPerKwh'],
      [price({ hundredthCentsPerKwh: 0 }), 'electricityPrices.0.hundredthCentsPerKwh'],
      [price({ hundredthCentsPerKwh: 1e12 }), 'electricityPrices.0.hundredthCentsPerKwh'],
      [price({ hundredthCentsPerKwh: 'NaN' }), 'electricityPrices.0.hundredthCentsPerKwh'],
      [price({ hundredthCentsPerKwh: null }), 'electricityPrices.0.hundredthCentsPerKwh'],
      [price({ hundredthCentsPerKwh: 36.5 }), 'electricityPrices.0.hundredthCentsPerKwh'],
      [price({ validFrom: '2026-02-30' }), 'electricityPrices.0.validFrom'],
      [price({ validFrom: 20260101 }), 'electricityPrices.0.validFrom'],
      [{ ...OWN, electricityPrices: [] }, 'electricityPrices'],
      [{ ...OWN, electricityPrices: 'viel' }, 'electricityPrices'],
      [tariff({ upTo10Kwp: -1 }), 'feedInTariffs.0.upTo10Kwp'],
      [tariff({ from10To40Kwp: 10_001 }), 'feedInTariffs.0.from10To40Kwp'],
      [tariff({ from10To40Kwp: true }), 'feedInTariffs.0.from10To40Kwp'],
      [{ ...OWN, feedInTariffs: [...OWN.feedInTariffs, ...OWN.feedInTariffs] }, 'feedInTariffs'],
      [{ systemLossesPercent: 14 }, 'yearlyPriceIncreasePercent'],
    ];

    for (const [body, field] of hostile) {
      const response = await calls.call(owner, 'PUT', SETTINGS, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().fieldErrors.map((error: { path: string }) => error.path), JSON.stringify(body)).toContain(field);
    }
    const twice = await calls.call(owner, 'PUT', SETTINGS, { ...OWN, feedInTariffs: [...OWN.feedInTariffs, ...OWN.feedInTariffs] });
    expect(twice.json().fieldErrors).toEqual([{ path: 'feedInTariffs', message: MSG_DUPLICATE_VALID_FROM }]);
    expect(await calls.ok(owner, 'GET', SETTINGS)).toEqual(OWN_SORTED);
  });
});

describe('the economics inputs of a design', () => {
  it('are saved with the design under its version, read by every role and hidden from other companies', async () => {
    const company = await teamCompany(app);
    const owner = company.owner.tokens.accessToken;
    const planner = (await company.addMember(['Planner'])).tokens.accessToken;
    const reader = (await company.addMember(['ReadOnly'])).tokens.accessToken;
    const other = (await teamCompany(app)).owner.tokens.accessToken;
    const parts = await calls.pvParts(owner);
    const configurationId = await calls.configuration(owner);
    const economics = { consumptionKwh: 4500, selfConsumptionOverridePercent: 32.5 };

    const fresh = await calls.ok(planner, 'GET', designPath(configurationId));
    const saved = await calls.ok(planner, 'PUT', designPath(configurationId), { ...designOf(parts), economics });
    const stale = await calls.call(planner, 'PUT', designPath(configurationId), { ...designOf(parts), economics: { consumptionKwh: 9000, selfConsumptionOverridePercent: null } });
    const byReader = await calls.call(reader, 'PUT', designPath(configurationId), { ...designOf(parts, 1), economics: { consumptionKwh: 1, selfConsumptionOverridePercent: null } });
    const byOther = await calls.call(other, 'GET', designPath(configurationId));

    expect(fresh.economics).toEqual({ consumptionKwh: null, selfConsumptionOverridePercent: null });
    expect(saved).toMatchObject({ version: 1, economics });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MSG_PV_DESIGN_OUTDATED);
    expect(byReader.statusCode).toBe(403);
    expect(byOther.statusCode).toBe(404);
    expect(await calls.ok(reader, 'GET', designPath(configurationId))).toMatchObject({ version: 1, economics });

    const cleared = await calls.ok(owner, 'PUT', designPath(configurationId), { ...designOf(parts, 1), economics: { consumptionKwh: 3000, selfConsumptionOverridePercent: null } });
    expect(cleared).toMatchObject({ version: 2, economics: { consumptionKwh: 3000, selfConsumptionOverridePercent: null } });
  });

  it('refuse a hostile consumption or share with 400 and store nothing', async () => {
    const owner = (await teamCompany(app)).owner.tokens.accessToken;
    const parts = await calls.pvParts(owner);
    const configurationId = await calls.configuration(owner);
    const economics = { consumptionKwh: 4500, selfConsumptionOverridePercent: null };
    await calls.ok(owner, 'PUT', designPath(configurationId), { ...designOf(parts), economics });
    const hostile: [object, string][] = [
      [{ consumptionKwh: -1, selfConsumptionOverridePercent: null }, 'economics.consumptionKwh'],
      [{ consumptionKwh: 4500.5, selfConsumptionOverridePercent: null }, 'economics.consumptionKwh'],
      [{ consumptionKwh: 1e15, selfConsumptionOverridePercent: null }, 'economics.consumptionKwh'],
      [{ consumptionKwh: '4500', selfConsumptionOverridePercent: null }, 'economics.consumptionKwh'],
      [{ consumptionKwh: 'NaN', selfConsumptionOverridePercent: null }, 'economics.consumptionKwh'],
      [{ consumptionKwh: { kwh: 4500 }, selfConsumptionOverridePercent: null }, 'economics.consumptionKwh'],
      [{ consumptionKwh: 4500, selfConsumptionOverridePercent: 100.1 }, 'economics.selfConsumptionOverridePercent'],
      [{ consumptionKwh: 4500, selfConsumptionOverridePercent: -5 }, 'economics.selfConsumptionOverridePercent'],
      [{ consumptionKwh: 4500, selfConsumptionOverridePercent: 33.33 }, 'economics.selfConsumptionOverridePercent'],
      [{ consumptionKwh: 4500 }, 'economics.selfConsumptionOverridePercent'],
      [[4500], 'economics.consumptionKwh'],
    ];

    for (const [hostileEconomics, field] of hostile) {
      const response = await calls.call(owner, 'PUT', designPath(configurationId), { ...designOf(parts, 1), economics: hostileEconomics });
      expect(response.statusCode, JSON.stringify(hostileEconomics)).toBe(400);
      expect(response.json().fieldErrors.map((error: { path: string }) => error.path), JSON.stringify(hostileEconomics)).toContain(field);
    }
    const negative = await calls.call(owner, 'PUT', designPath(configurationId), { ...designOf(parts, 1), economics: { consumptionKwh: -1, selfConsumptionOverridePercent: null } });
    expect(negative.json().fieldErrors).toEqual([{ path: 'economics.consumptionKwh', message: MSG_CONSUMPTION_RANGE }]);
    expect(await calls.ok(owner, 'GET', designPath(configurationId))).toMatchObject({ version: 1, economics });
  });
});
