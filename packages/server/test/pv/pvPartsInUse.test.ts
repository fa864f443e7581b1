import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/db/scopes';
import { registerCompany, tenantOfToken as tenantOf } from '../support/api';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { designOf, designPath, pvCalls, type PvParts } from './pvDesignFixtures';

let database: TestDatabase;
let app: FastifyInstance;
let calls: ReturnType<typeof pvCalls>;
let token: string;
let parts: PvParts;

const PARTS = '/api/pv/pv-components';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  calls = pvCalls(app);
  token = (await registerCompany(app, { environment: ['PvPlanner'] })).tokens.accessToken;
  parts = await calls.pvParts(token);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

/** The quote's and its project's names, as the message names them. */
async function namesOf(accessToken: string, configurationId: string) {
  const tenantId = tenantOf(accessToken);
  return withTenant(database.db, tenantId, (trx) =>
    trx
      .selectFrom('configurations as c')
      .innerJoin('projects as p', (join) => join.onRef('p.tenant_id', '=', 'c.tenant_id').onRef('p.id', '=', 'c.project_id'))
      .select(['c.name as configuration', 'p.name as project'])
      .where('c.tenant_id', '=', tenantId)
      .where('c.id', '=', configurationId)
      .executeTakeFirstOrThrow(),
  );
}

async function saveDesign(accessToken: string, design: ReturnType<typeof designOf>) {
  const configurationId = await calls.configuration(accessToken);
  await calls.ok(accessToken, 'PUT', designPath(configurationId), design);
  return namesOf(accessToken, configurationId);
}

describe('PV parts used in a saved design', () => {
  it('cannot be deleted: 409 naming the quote and project, and the part stays', async () => {
    const { configuration, project } = await saveDesign(token, designOf(parts));
    const where = `im PV-Design des Angebots „${configuration}“ im Projekt „${project}“ verwendet wird.`;
    const cases = [
      ['pv-modules', parts.module, `Das PV-Modul kann nicht gelöscht werden, da es ${where} Entfernen Sie es dort zuerst aus dem Design.`],
      ['inverters', parts.inverter, `Der Wechselrichter kann nicht gelöscht werden, da er ${where} Entfernen Sie ihn dort zuerst aus dem Design.`],
      ['roofing-tiles', parts.roofTile, `Der Dachziegel kann nicht gelöscht werden, da er ${where} Entfernen Sie ihn dort zuerst aus dem Design.`],
      ['battery-storages', parts.battery, `Der Batteriespeicher kann nicht gelöscht werden, da er ${where} Entfernen Sie ihn dort zuerst aus dem Design.`],
      ['wallboxes', parts.wallbox, `Die Wallbox kann nicht gelöscht werden, da sie ${where} Entfernen Sie sie dort zuerst aus dem Design.`],
      ['heater-rods', parts.heaterRod, `Der Heizstab kann nicht gelöscht werden, da er ${where} Entfernen Sie ihn dort zuerst aus dem Design.`],
    ] as const;

    for (const [path, id, message] of cases) {
      const response = await calls.call(token, 'DELETE', `${PARTS}/${path}/${id}`);
      expect(response.statusCode, path).toBe(409);
      expect(response.json()).toMatchObject({ type: 'failure/Conflict', message });
      await calls.ok(token, 'GET', `${PARTS}/${path}/${id}`);
    }
  });

  it('count the further designs using them', async () => {
    const ownToken = (await registerCompany(app, { environment: ['PvPlanner'] })).tokens.accessToken;
    const own = await calls.pvParts(ownToken);
    const names = await Promise.all([saveDesign(ownToken, designOf(own)), saveDesign(ownToken, designOf(own)), saveDesign(ownToken, designOf(own))]);
    const first = names.sort((a, b) => a.project.localeCompare(b.project) || a.configuration.localeCompare(b.configuration))[0];

    const response = await calls.call(ownToken, 'DELETE', `${PARTS}/pv-modules/${own.module}`);

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `Das PV-Modul kann nicht gelöscht werden, da es im PV-Design des Angebots „${first?.configuration}“ im Projekt ` +
        `„${first?.project}“ und in 2 weiteren PV-Designs verwendet wird. Entfernen Sie es dort zuerst aus dem Design.`,
    );
  });

  it('are deleted once no design uses them; another company’s part is not found', async () => {
    const otherToken = (await registerCompany(app, { environment: ['PvPlanner'] })).tokens.accessToken;
    const other = await calls.pvParts(otherToken);
    const configurationId = await calls.configuration(otherToken);
    const design = designOf(other);
    await calls.ok(otherToken, 'PUT', designPath(configurationId), design);
    const unused = await calls.pvParts(otherToken);

    await calls.ok(otherToken, 'PUT', designPath(configurationId), { ...design, version: 1, wallboxId: null, heaterRodId: null });

    for (const [path, id] of [
      ['wallboxes', other.wallbox],
      ['heater-rods', other.heaterRod],
      ['pv-modules', unused.module],
      ['inverters', unused.inverter],
    ] as const) {
      expect((await calls.call(otherToken, 'DELETE', `${PARTS}/${path}/${id}`)).statusCode, path).toBe(200);
    }
    // Another company's part in use is not found, and the answer names none of that company's quotes.
    const foreign = await calls.call(otherToken, 'DELETE', `${PARTS}/pv-modules/${parts.module}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Angebot');
    expect((await calls.call(otherToken, 'DELETE', `${PARTS}/pv-modules/${randomUUID()}`)).statusCode).toBe(404);
  });
});
