import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem, withTenant } from '../src/db/scopes';
import { registerCompany } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';
import { callWith, createConfiguration } from './checkoutFixtures';

let database: TestDatabase;
let app: FastifyInstance;
let tokenA: string;
let tokenB: string;
let tenantA: string;
let call: ReturnType<typeof callWith>;
let installationId: string;

const url = (configurationId: string, id = '') =>
  `/api/electro/configurations/${configurationId}/additional-installations${id ? `/${id}` : ''}`;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  call = callWith(app);
  const a = await registerCompany(app);
  tokenA = a.tokens.accessToken;
  tenantA = await asSystem(database.db, (trx) =>
    trx.selectFrom('users').select('tenant_id').where('email', '=', a.email).executeTakeFirstOrThrow(),
  ).then((row) => row.tenant_id);
  tokenB = (await registerCompany(app)).tokens.accessToken;
  installationId = randomUUID();
  const additionalInstallation = { id: installationId, title: 'Fundamenterder', description: 'je Meter', price: 2400, icon: null };
  const saved = await call(tokenA, 'PUT', `/api/electro/additional-installations/${installationId}`, {
    additionalInstallation,
    priceValidFrom: new Date().toISOString().slice(0, 10),
  });
  expect(saved.statusCode, saved.body).toBe(200);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('additional installations of a configuration', () => {
  it('adds, changes, lists with line totals, adds to the total and deletes', async () => {
    const configurationId = await createConfiguration(app, tokenA);
    expect((await call(tokenA, 'GET', url(configurationId))).json().data).toEqual([]);
    const id = randomUUID();
    const added = await call(tokenA, 'PUT', url(configurationId, id), { id, additionalInstallationId: installationId, amount: 3 });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toEqual({
      id,
      additionalInstallationId: installationId,
      amount: 3,
      title: 'Fundamenterder',
      description: 'je Meter',
      unit: 'Piece',
      labourShareBasisPoints: 0,
      unitPrice: 2400,
      totalPrice: 7200,
      vatCategory: 'Standard',
    });
    await call(tokenA, 'PUT', url(configurationId, id), { id, additionalInstallationId: installationId, amount: 4, vatCategory: 'PvZeroRate' });
    expect((await call(tokenA, 'GET', url(configurationId))).json().data).toEqual([
      expect.objectContaining({ id, amount: 4, totalPrice: 9600, vatCategory: 'PvZeroRate' }),
    ]);
    expect((await call(tokenA, 'GET', `/api/electro/configurations/${configurationId}`)).json().data.totalPrice).toBe(9600);

    expect((await call(tokenA, 'DELETE', url(configurationId, id))).statusCode).toBe(200);
    expect((await call(tokenA, 'GET', url(configurationId))).json().data).toEqual([]);
    expect((await call(tokenA, 'DELETE', url(configurationId, id))).statusCode).toBe(404);
  });

  it('requires a choice, an integer amount of at least 1 and a VAT category a line may have', async () => {
    const configurationId = await createConfiguration(app, tokenA);
    const id = randomUUID();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ id, additionalInstallationId: '', amount: 1 }, 'additionalInstallationId', 'Bitte wählen Sie eine Zusatzinstallation aus.'],
      [{ id, additionalInstallationId: installationId, amount: 0 }, 'amount', 'Die Anzahl muss mindestens 1 sein.'],
      [{ id, additionalInstallationId: installationId, amount: 1.5 }, 'amount', 'Die Anzahl muss mindestens 1 sein.'],
      // Reverse charge applies to a whole invoice, never to a quote's line.
      [{ id, additionalInstallationId: installationId, amount: 1, vatCategory: 'ReverseCharge' }, 'vatCategory', 'Bitte wählen Sie 19 % oder 0 % (PV-Anlage).'],
    ];
    for (const [payload, path, message] of cases) {
      const response = await call(tokenA, 'PUT', url(configurationId, id), payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual([{ path, message }]);
    }
    const unknown = await call(tokenA, 'PUT', url(configurationId, id), { id, additionalInstallationId: randomUUID(), amount: 1 });
    expect(unknown.statusCode).toBe(404);
    expect((await call(tokenA, 'GET', url(configurationId))).json().data).toEqual([]);
  });

  it('refuses changes to a finalized configuration', async () => {
    const configurationId = await createConfiguration(app, tokenA);
    const id = randomUUID();
    await call(tokenA, 'PUT', url(configurationId, id), { id, additionalInstallationId: installationId, amount: 1 });
    await withTenant(database.db, tenantA, (trx) =>
      trx.updateTable('configurations').set({ status: 'Finalized' }).where('tenant_id', '=', tenantA).where('id', '=', configurationId).execute(),
    );
    for (const response of [
      await call(tokenA, 'PUT', url(configurationId, id), { id, additionalInstallationId: installationId, amount: 2 }),
      await call(tokenA, 'DELETE', url(configurationId, id)),
    ]) {
      expect(response.statusCode).toBe(422);
      expect(response.json().type).toBe('failure/ConfigurationFinalized');
    }
    expect((await call(tokenA, 'GET', url(configurationId))).json().data).toEqual([expect.objectContaining({ amount: 1 })]);
  });

  it('archives a master data installation still in use instead of deleting it', async () => {
    const configurationId = await createConfiguration(app, tokenA);
    const masterId = randomUUID();
    await call(tokenA, 'PUT', `/api/electro/additional-installations/${masterId}`, {
      additionalInstallation: { id: masterId, title: 'Potentialausgleich', description: '', price: 1000, icon: null },
      priceValidFrom: new Date().toISOString().slice(0, 10),
    });
    const id = randomUUID();
    await call(tokenA, 'PUT', url(configurationId, id), { id, additionalInstallationId: masterId, amount: 2 });
    expect((await call(tokenA, 'DELETE', `/api/electro/additional-installations/${masterId}`)).statusCode).toBe(200);
    expect((await call(tokenA, 'GET', url(configurationId))).json().data).toEqual([
      expect.objectContaining({ title: 'Potentialausgleich', totalPrice: 2000 }),
    ]);
  });

  it('hides configurations of other tenants like unknown ones', async () => {
    const configurationId = await createConfiguration(app, tokenA);
    const id = randomUUID();
    const foreign = await call(tokenB, 'GET', url(configurationId));
    const unknown = await call(tokenB, 'GET', url(randomUUID()));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(unknown.body);
    const write = await call(tokenB, 'PUT', url(configurationId, id), { id, additionalInstallationId: installationId, amount: 1 });
    expect(write.statusCode).toBe(404);
    expect((await call(tokenA, 'GET', url(configurationId))).json().data).toEqual([]);
  });
});
