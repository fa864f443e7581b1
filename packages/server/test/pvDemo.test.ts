import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem, withTenant } from '../src/db/scopes';
import { pvDemoStep } from '../src/pv/demoSeed';
import { bearer, registerCompany } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

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

describe('PV demo data', () => {
  it('gives the company modules, all three inverter types, wallboxes, heater rods and roof tiles', async () => {
    const company = await registerCompany(app, { environment: ['PvPlanner'] });
    const { tenant_id: tenantId } = await asSystem(database.db, (trx) =>
      trx.selectFrom('users').select('tenant_id').where('email', '=', company.email).executeTakeFirstOrThrow(),
    );
    await withTenant(database.db, tenantId, (trx) => pvDemoStep.run(trx, tenantId));

    const list = async (segment: string) =>
      (
        await app.inject({ method: 'GET', url: `/api/pv/pv-components/${segment}`, headers: bearer(company.tokens.accessToken) })
      ).json().data as { type?: string; fittingMetalRoofTile?: { name: string } }[];

    expect((await list('pv-modules')).length).toBeGreaterThanOrEqual(2);
    expect(new Set((await list('inverters')).map((inverter) => inverter.type))).toEqual(
      new Set(['StandardInverter', 'HybridInverter', 'BatteryInverter']),
    );
    expect((await list('wallboxes')).length).toBeGreaterThanOrEqual(2);
    expect((await list('heater-rods')).length).toBeGreaterThanOrEqual(2);
    expect((await list('roofing-tiles'))[0]?.fittingMetalRoofTile?.name).toBe('Metalldachziegel Frankfurter Pfanne');
    expect((await list('manufacturers')).length).toBeGreaterThanOrEqual(4);
  });
});
