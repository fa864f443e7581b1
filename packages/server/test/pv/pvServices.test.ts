import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/db/scopes';
import { bearer, errorOf, registerCompany } from '../support/api';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { teamCompany } from '../team/teamCompany';

let database: TestDatabase;
let app: FastifyInstance;
let token: string;
let otherToken: string;

const BASE = '/api/pv/pv-components/services';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  token = (await registerCompany(app, { environment: ['PvPlanner'] })).tokens.accessToken;
  otherToken = (await registerCompany(app, { environment: ['PvPlanner'] })).tokens.accessToken;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const call = (accessToken: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(accessToken), ...(payload ? { payload } : {}) });

const montage = (id: string) => ({
  id,
  name: 'Montage der PV-Anlage',
  description: 'Module, Unterkonstruktion und DC-Verkabelung',
  price: 25000,
  pricingBasis: 'PerKwp',
  partOfPvSystem: true,
});

const save = (accessToken: string, service: { id: string } & Record<string, unknown>, priceValidFrom = '2026-03-02') =>
  call(accessToken, 'PUT', `${BASE}/${service.id}`, { pvService: service, priceValidFrom });

const tenantOf = (accessToken: string): string => JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()).tid;

/** What the company of `accessToken` has stored of the part `id`. */
const storedRows = async (id: string, accessToken = token) =>
  withTenant(database.db, tenantOf(accessToken), async (trx) => ({
    parts: (await trx.selectFrom('pv_components').select('id').where('id', '=', id).execute()).length,
    prices: (await trx.selectFrom('pv_component_prices').select('price').where('component_id', '=', id).orderBy('valid_from').execute()).map(
      (row) => row.price,
    ),
  }));

describe('PV services', () => {
  it('are created, read, repriced with a history, listed, searched, audited and deleted', async () => {
    const id = randomUUID();
    const scaffold = { id: randomUUID(), name: 'Gerüst', description: 'Aufbau und Abbau', price: 89000, pricingBasis: 'Flat', partOfPvSystem: true };

    const created = await save(token, montage(id));
    await save(token, scaffold);
    const repriced = await save(token, { ...montage(id), price: 27500 }, '2026-04-01T08:00:00.000Z');
    const read = await call(token, 'GET', `${BASE}/${id}`);
    const byPrice = await call(token, 'GET', `${BASE}?sortBy=Price&sortOrder=Desc`);
    const search = await call(token, 'GET', `${BASE}?anyText=ger%C3%BCst`);

    expect(created.statusCode).toBe(200);
    expect(created.json().data).toEqual({ ...montage(id), icon: null, dataSheet: null });
    expect(repriced.json().data.price).toBe(27500);
    expect(read.json().data).toEqual(repriced.json().data);
    expect((await storedRows(id)).prices).toEqual([25000, 27500]);
    expect(byPrice.json().data.map((row: { name: string }) => row.name)).toEqual(['Gerüst', 'Montage der PV-Anlage']);
    expect(search.json().data.map((row: { name: string }) => row.name)).toEqual(['Gerüst']);

    const deleted = await call(token, 'DELETE', `${BASE}/${id}`);
    expect(deleted.json()).toEqual({ type: 'success', data: null });
    expect((await call(token, 'GET', `${BASE}/${id}`)).json()).toEqual({
      type: 'failure/NotFound',
      message: 'PV-Dienstleistung nicht gefunden.',
    });
    expect(await storedRows(id)).toEqual({ parts: 0, prices: [] });

    const log = (await call(token, 'GET', '/api/audit-log?pageSize=100')).json().data as { entityId: string; action: string }[];
    expect(log.filter((entry) => entry.entityId === id).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['created', 'deleted']),
    );
  });

  it('are the company’s own: another company neither reads, lists, changes nor deletes them', async () => {
    const id = randomUUID();
    await save(token, montage(id));

    const read = await call(otherToken, 'GET', `${BASE}/${id}`);
    const list = await call(otherToken, 'GET', BASE);
    const remove = await call(otherToken, 'DELETE', `${BASE}/${id}`);
    // A save under the same id is the other company's own service, not a change of this one.
    const ownCopy = await save(otherToken, { ...montage(id), name: 'Eigene Montage', price: 1 });

    expect([read.statusCode, remove.statusCode, ownCopy.statusCode]).toEqual([404, 404, 200]);
    expect(list.json().data.map((row: { id: string }) => row.id)).not.toContain(id);
    expect((await call(token, 'GET', `${BASE}/${id}`)).json().data).toMatchObject({ name: 'Montage der PV-Anlage', price: 25000 });
    expect((await storedRows(id)).prices).toEqual([25000]);
  });

  it('are not another kind: an id of a PV module is not found as a service, nor is it overwritten', async () => {
    const moduleId = randomUUID();
    await save(token, montage(moduleId));
    const asHeaterRod = await call(token, 'PUT', `/api/pv/pv-components/heater-rods/${moduleId}`, {
      heaterRod: { id: moduleId, name: 'Heizstab', description: '', price: 100, heatingCapacity: 3, length: 400, diameter: 48 },
      priceValidFrom: '2026-03-02',
    });
    expect(asHeaterRod.statusCode).toBe(404);
    expect((await call(token, 'GET', `/api/pv/pv-components/heater-rods/${moduleId}`)).statusCode).toBe(404);
    expect((await call(token, 'GET', `${BASE}/${moduleId}`)).json().data.name).toBe('Montage der PV-Anlage');
  });

  it.each([
    ['an unknown pricing basis', { pricingBasis: 'PerHour' }, 'pvService.pricingBasis', 'Bitte wählen Sie eine Preisgrundlage aus.'],
    ['a negative price', { price: -100 }, 'pvService.price', 'Der Preis darf nicht negativ sein.'],
    ['a price in fractions of a cent', { price: 12.5 }, 'pvService.price', undefined],
    ['NaN as price', { price: 'NaN' }, 'pvService.price', undefined],
    ['no name', { name: '   ' }, 'pvService.name', 'Bitte geben Sie einen Namen ein.'],
    ['a missing VAT assignment', { partOfPvSystem: 'ja' }, 'pvService.partOfPvSystem', 'Bitte geben Sie an, ob die Leistung zur PV-Anlage gehört.'],
    ['a name of 10 000 characters', { name: 'M'.repeat(10_000) }, 'pvService.name', undefined],
  ])('refuses %s with 400 and stores nothing', async (_name, change, path, message) => {
    const id = randomUUID();
    const response = await save(token, { ...montage(id), ...change });

    expect(response.statusCode).toBe(400);
    const fieldErrors = errorOf(response).fieldErrors ?? [];
    expect(fieldErrors.map((error) => error.path)).toContain(path);
    if (message) expect(fieldErrors).toContainEqual({ path, message });
    expect(await storedRows(id)).toEqual({ parts: 0, prices: [] });
  });

  it('refuses an id that differs from the address and a body that is no object', async () => {
    const id = randomUUID();
    const mismatch = await call(token, 'PUT', `${BASE}/${id}`, { pvService: montage(randomUUID()), priceValidFrom: '2026-03-02' });
    const notObject = await app.inject({
      method: 'PUT',
      url: `${BASE}/${id}`,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '[1,2,3]',
    });
    const badDate = await save(token, montage(id), '2026-02-30');

    expect([mismatch.statusCode, notObject.statusCode, badDate.statusCode]).toEqual([400, 400, 400]);
    expect(await storedRows(id)).toEqual({ parts: 0, prices: [] });
  });
});

describe('access to PV services', () => {
  it('lets owner and Stammdaten change them, a Planer and a reader only read', async () => {
    const company = await teamCompany(app);
    const masterData = await company.addMember(['MasterData']);
    const planner = await company.addMember(['Planner']);
    const reader = await company.addMember(['ReadOnly']);
    const id = randomUUID();

    const byMasterData = await save(masterData.tokens.accessToken, montage(id));
    const byPlanner = await save(planner.tokens.accessToken, { ...montage(id), price: 1 });
    const byReader = await call(reader.tokens.accessToken, 'DELETE', `${BASE}/${id}`);
    const read = await call(reader.tokens.accessToken, 'GET', `${BASE}/${id}`);

    expect(byMasterData.statusCode).toBe(200);
    expect([byPlanner.statusCode, byReader.statusCode]).toEqual([403, 403]);
    expect(read.json().data.price).toBe(25000);
    expect((await storedRows(id, company.owner.tokens.accessToken)).prices).toEqual([25000]);
  });

  it('are PvPlanner’s: an ElektroPlanner-only company is refused with 403', async () => {
    const electro = (await registerCompany(app, { environment: ['ElektroPlanner'] })).tokens.accessToken;
    const id = randomUUID();

    const list = await call(electro, 'GET', BASE);
    const write = await save(electro, montage(id));

    expect([list.statusCode, write.statusCode]).toEqual([403, 403]);
    expect(list.json().errorCode).toBe('EnvironmentNotBooked');
    expect(await storedRows(id, electro)).toEqual({ parts: 0, prices: [] });
  });
});
