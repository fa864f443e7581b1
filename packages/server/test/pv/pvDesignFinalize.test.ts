import { MSG_PV_DESIGN_HAS_ERRORS } from '@planner/api/pv';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { completeCompany, quoteCalls, type Catalogue } from '../quotesFixtures';
import { teamCompany } from '../team/teamCompany';
import { designPath, designWithOneString, pvCalls, type PvParts } from './pvDesignFixtures';

let database: TestDatabase;
let app: FastifyInstance;
let calls: ReturnType<typeof pvCalls>;
let quotes: ReturnType<typeof quoteCalls>;
let token: string;
let parts: PvParts;
let catalogue: Catalogue;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  calls = pvCalls(app);
  quotes = quoteCalls(app);
  // Finalizing a quote is ElektroPlanner's; a company with both environments plans its PV system in the same quote.
  token = (await teamCompany(app)).owner.tokens.accessToken;
  await calls.ok(token, 'PUT', '/api/electro/tenant-information', completeCompany('Solar und Elektro Brandt GmbH'));
  parts = await calls.pvParts(token);
  catalogue = await quotes.catalogue(token);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

/**
 * The module's open-circuit voltage at −10 °C: 44.8 V · (1 + (−0.24 %/K / 100) · (−10 − 25) K)
 * = 44.8 V · 1.084 = 48.5632 V; 20 in series give 971.3 V, 21 give 1019.8 V, above the inverter's 1000 V.
 */
const STRING_TOO_LONG = 21;
const STRING_WITHIN = 20;

const finalize = (configurationId: string, quoteNumber: string) =>
  quotes.call(token, 'POST', `/api/electro/configurations/${configurationId}/quote`, { quoteName: 'PV-Anlage mit Zählerschrank', quoteNumber });

describe('finalizing a quote with a PV design', () => {
  it('is refused while a string is too long for the inverter at −10 °C, with the check’s figures, and goes through once it is fixed', async () => {
    const { configurationId } = await quotes.plannedConfiguration(token, catalogue);
    const saved = await calls.ok(token, 'PUT', designPath(configurationId), designWithOneString(parts, STRING_TOO_LONG));

    const refused = await finalize(configurationId, 'PV-0001');
    const fixed = designWithOneString(parts, STRING_WITHIN);
    await calls.ok(token, 'PUT', designPath(configurationId), { ...fixed, version: saved.version });
    const finalized = await finalize(configurationId, 'PV-0001');

    expect(refused.statusCode).toBe(422);
    expect(refused.json().type).toBe('failure/invalid-configuration');
    expect(refused.json().message).toContain(MSG_PV_DESIGN_HAS_ERRORS);
    // 1019.8 V, rounded to whole volts by the check's message.
    expect(refused.json().message).toMatch(/\(21 Module\): Leerlaufspannung bei −10\s°C 1\s020\sV liegt über der maximalen DC-Eingangsspannung 1\s000\sV/);
    expect(finalized.statusCode, finalized.body).toBe(200);
    expect((await calls.ok(token, 'GET', designPath(configurationId))).readOnly).toBe(true);
  });
});
