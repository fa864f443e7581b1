import { DEFAULT_PV_DESIGN_SETTINGS, MSG_PV_DC_AC_RATIO_ORDER, MSG_PV_DESIGN_HAS_ERRORS, MSG_PV_MIN_CELL_TEMPERATURE } from '@planner/api/pv';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { completeCompany, quoteCalls } from '../quotesFixtures';
import { teamCompany } from '../team/teamCompany';
import { designPath, designWithOneString, pvCalls } from './pvDesignFixtures';

let database: TestDatabase;
let app: FastifyInstance;
let calls: ReturnType<typeof pvCalls>;

const SETTINGS = '/api/pv/design-settings';
const MOUNTAIN_SITE = { edgeClearance: 0.5, minCellTemperature: -40, maxCellTemperature: 75, dcAcRatioMin: 0.9, dcAcRatioMax: 1.5 };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  calls = pvCalls(app);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('the PV design settings of a company', () => {
  it('start with the defaults of ADR 0014, are changed by the owner only and sent with every design', async () => {
    const company = await teamCompany(app);
    const owner = company.owner.tokens.accessToken;
    const planner = (await company.addMember(['Planner'])).tokens.accessToken;
    const other = (await teamCompany(app)).owner.tokens.accessToken;
    const configurationId = await calls.configuration(owner);

    const before = await calls.ok(planner, 'GET', SETTINGS);
    const refused = await calls.call(planner, 'PUT', SETTINGS, MOUNTAIN_SITE);
    const saved = await calls.ok(owner, 'PUT', SETTINGS, MOUNTAIN_SITE);

    expect(before).toEqual({ edgeClearance: 0.3, minCellTemperature: -10, maxCellTemperature: 70, dcAcRatioMin: 0.8, dcAcRatioMax: 1.3 });
    expect(refused.statusCode).toBe(403);
    expect(saved).toEqual(MOUNTAIN_SITE);
    expect(await calls.ok(planner, 'GET', SETTINGS)).toEqual(MOUNTAIN_SITE);
    expect((await calls.ok(planner, 'GET', designPath(configurationId))).settings).toEqual(MOUNTAIN_SITE);
    expect(await calls.ok(other, 'GET', SETTINGS)).toEqual(DEFAULT_PV_DESIGN_SETTINGS);
  });

  it('refuse figures outside the published ranges or a band upside down with 400, and keep what was stored', async () => {
    const owner = (await teamCompany(app)).owner.tokens.accessToken;
    await calls.ok(owner, 'PUT', SETTINGS, MOUNTAIN_SITE);
    const hostile: [object, string][] = [
      [{ ...MOUNTAIN_SITE, minCellTemperature: -41 }, 'minCellTemperature'],
      [{ ...MOUNTAIN_SITE, minCellTemperature: 26 }, 'minCellTemperature'],
      [{ ...MOUNTAIN_SITE, maxCellTemperature: 86 }, 'maxCellTemperature'],
      [{ ...MOUNTAIN_SITE, maxCellTemperature: '70' }, 'maxCellTemperature'],
      [{ ...MOUNTAIN_SITE, edgeClearance: -0.1 }, 'edgeClearance'],
      [{ ...MOUNTAIN_SITE, edgeClearance: null }, 'edgeClearance'],
      [{ ...MOUNTAIN_SITE, dcAcRatioMin: 0.4 }, 'dcAcRatioMin'],
      [{ ...MOUNTAIN_SITE, dcAcRatioMax: 2.5 }, 'dcAcRatioMax'],
      [{ ...MOUNTAIN_SITE, dcAcRatioMin: 1.2, dcAcRatioMax: 1.1 }, 'dcAcRatioMax'],
      [{ edgeClearance: 0.3 }, 'minCellTemperature'],
    ];

    for (const [body, field] of hostile) {
      const response = await calls.call(owner, 'PUT', SETTINGS, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().fieldErrors.map((error: { path: string }) => error.path)).toContain(field);
    }
    const upsideDown = await calls.call(owner, 'PUT', SETTINGS, { ...MOUNTAIN_SITE, dcAcRatioMin: 1.2, dcAcRatioMax: 1.1 });
    const tooCold = await calls.call(owner, 'PUT', SETTINGS, { ...MOUNTAIN_SITE, minCellTemperature: -41 });
    expect(upsideDown.json().fieldErrors).toEqual([{ path: 'dcAcRatioMax', message: MSG_PV_DC_AC_RATIO_ORDER }]);
    expect(tooCold.json().fieldErrors).toEqual([{ path: 'minCellTemperature', message: MSG_PV_MIN_CELL_TEMPERATURE }]);
    expect(await calls.ok(owner, 'GET', SETTINGS)).toEqual(MOUNTAIN_SITE);
  });

  it('are what finalizing checks the strings with: 20 modules pass at −10 °C and are too many at −40 °C', async () => {
    const quotes = quoteCalls(app);
    const owner = (await teamCompany(app)).owner.tokens.accessToken;
    await calls.ok(owner, 'PUT', '/api/electro/tenant-information', completeCompany('Solar Bergmann GmbH'));
    const parts = await calls.pvParts(owner);
    const catalogue = await quotes.catalogue(owner);
    const { configurationId } = await quotes.plannedConfiguration(owner, catalogue);
    await calls.ok(owner, 'PUT', designPath(configurationId), designWithOneString(parts, 20));
    const finalize = () =>
      quotes.call(owner, 'POST', `/api/electro/configurations/${configurationId}/quote`, { quoteName: 'PV-Anlage', quoteNumber: 'PV-0001' });

    await calls.ok(owner, 'PUT', SETTINGS, { ...DEFAULT_PV_DESIGN_SETTINGS, minCellTemperature: -40 });
    const refused = await finalize();
    await calls.ok(owner, 'PUT', SETTINGS, DEFAULT_PV_DESIGN_SETTINGS);
    const finalized = await finalize();

    // Voc at −40 °C: 44.8 V · (1 + (−0.24 %/K / 100) · (−40 − 25) K) = 44.8 V · 1.156 = 51.7888 V; 20 in series: 1035.8 V > 1000 V.
    // At −10 °C: 44.8 V · 1.084 = 48.5632 V; 20 in series: 971.3 V.
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain(MSG_PV_DESIGN_HAS_ERRORS);
    expect(refused.json().message).toMatch(/\(20 Module\): Leerlaufspannung bei −40\s°C 1\s036\sV liegt über der maximalen DC-Eingangsspannung 1\s000\sV/);
    expect(finalized.statusCode, finalized.body).toBe(200);
  });
});
