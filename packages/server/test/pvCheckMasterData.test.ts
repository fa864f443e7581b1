import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markUnknownDataSheetValues } from '../src/db/migrations/0036_pv_check_master_data';
import { errorOf } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';
import { callAs, teamCompany } from './team/teamCompany';

/** The data sheet values of PV parts that the string check needs (ADR 0014), and battery storage. */

let database: TestDatabase;
let app: FastifyInstance;
let owner: string;
let masterData: string;
let readOnly: string;
let otherCompany: string;

const BASE = '/api/pv/pv-components';
const TODAY = '2026-03-02';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  const company = await teamCompany(app);
  owner = company.owner.tokens.accessToken;
  masterData = (await company.addMember(['MasterData'])).tokens.accessToken;
  readOnly = (await company.addMember(['ReadOnly'])).tokens.accessToken;
  otherCompany = (await teamCompany(app)).owner.tokens.accessToken;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const call = (token: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

async function manufacturer(token: string, name = `Hersteller ${randomUUID().slice(0, 8)}`) {
  const id = randomUUID();
  const response = await call(token, 'PUT', `${BASE}/manufacturers/${id}`, { manufacturer: { id, name } });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: string; name: string };
}

const moduleBody = (id: string, manufacturerId: string, values: object = {}) => ({
  pvModule: {
    id,
    name: 'HJT 445',
    description: '',
    price: 15900,
    powerRating: 445,
    offLoadVoltage: 40.7,
    shortCircuitCurrent: 13.47,
    mppVoltage: 34.19,
    mppCurrent: 13.02,
    tempCoeffVoc: -0.22,
    tempCoeffPmax: -0.26,
    size: { longer: 1722, shorter: 1134 },
    material: 'GlassGlass',
    manufacturerId,
    ...values,
  },
  priceValidFrom: TODAY,
});

const inverterBody = (id: string, manufacturerId: string, values: object = {}) => ({
  inverter: {
    id,
    type: 'HybridInverter',
    name: 'Primo GEN24 6.0 Plus',
    description: '',
    manufacturerId,
    price: 199000,
    phase: 'SinglePhase',
    capacity: 6,
    dischargeCapacity: 6,
    maxDcInputVoltage: 600,
    mppVoltageMin: 230,
    mppVoltageMax: 480,
    acNominalPower: 6000,
    mppInputs: [
      { inputIndex: 0, strings: [{ stringIndex: 0 }, { stringIndex: 1 }], maxInputCurrent: 22, maxShortCircuitCurrent: 36 },
      { inputIndex: 1, strings: [{ stringIndex: 0 }, { stringIndex: 1 }], maxInputCurrent: 12, maxShortCircuitCurrent: 19 },
    ],
    ...values,
  },
  priceValidFrom: TODAY,
});

const batteryBody = (id: string, manufacturerId: string, values: object = {}) => ({
  batteryStorage: { id, name: 'Battery-Box Premium HVS 10.2', description: '', price: 549000, manufacturerId, usableCapacity: 10.24, ...values },
  priceValidFrom: TODAY,
});

describe('PV module data sheet values', () => {
  it('are saved and read back, negative temperature coefficients included', async () => {
    const { id: manufacturerId } = await manufacturer(owner);
    const id = randomUUID();
    const saved = await call(masterData, 'PUT', `${BASE}/pv-modules/${id}`, moduleBody(id, manufacturerId));
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(readOnly, 'GET', `${BASE}/pv-modules/${id}`)).json().data).toMatchObject({
      mppVoltage: 34.19,
      mppCurrent: 13.02,
      tempCoeffVoc: -0.22,
      tempCoeffPmax: -0.26,
    });
  });

  it.each([
    ['a temperature coefficient below −2 %/K', { tempCoeffVoc: -2.01 }, 'pvModule.tempCoeffVoc', 'Der Temperaturkoeffizient muss zwischen −2 und +1 %/K liegen.'],
    ['a temperature coefficient above +1 %/K', { tempCoeffPmax: 1.5 }, 'pvModule.tempCoeffPmax', 'Der Temperaturkoeffizient muss zwischen −2 und +1 %/K liegen.'],
    ['a coefficient that is not a number', { tempCoeffVoc: 'NaN' }, 'pvModule.tempCoeffVoc', undefined],
    ['a negative MPP voltage', { mppVoltage: -34.19 }, 'pvModule.mppVoltage', 'Der Wert darf nicht negativ sein.'],
    ['an MPP current that is not a number', { mppCurrent: 'NaN' }, 'pvModule.mppCurrent', undefined],
    ['an MPP voltage above the open-circuit voltage', { mppVoltage: 41 }, 'pvModule.mppVoltage', 'Die MPP-Spannung muss unter der Leerlaufspannung liegen.'],
    ['an MPP current above the short-circuit current', { mppCurrent: 14 }, 'pvModule.mppCurrent', 'Der MPP-Strom darf nicht über dem Kurzschlussstrom liegen.'],
  ])('refuses %s with 400 and stores nothing', async (_name, values, path, message) => {
    const { id: manufacturerId } = await manufacturer(owner);
    const id = randomUUID();
    const response = await call(owner, 'PUT', `${BASE}/pv-modules/${id}`, moduleBody(id, manufacturerId, values));
    expect(response.statusCode).toBe(400);
    const fieldError = errorOf(response).fieldErrors?.find((error) => error.path === path);
    expect(fieldError, response.body).toBeDefined();
    if (message) expect(fieldError?.message).toBe(message);
    expect((await call(owner, 'GET', `${BASE}/pv-modules/${id}`)).statusCode).toBe(404);
  });
});

describe('inverter data sheet values', () => {
  it('are saved and read back with the short-circuit current per MPP input', async () => {
    const { id: manufacturerId } = await manufacturer(owner);
    const id = randomUUID();
    const saved = await call(owner, 'PUT', `${BASE}/inverters/${id}`, inverterBody(id, manufacturerId));
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(readOnly, 'GET', `${BASE}/inverters/${id}`)).json().data).toMatchObject({
      maxDcInputVoltage: 600,
      mppVoltageMin: 230,
      mppVoltageMax: 480,
      acNominalPower: 6000,
      mppInputs: [
        { inputIndex: 0, maxInputCurrent: 22, maxShortCircuitCurrent: 36 },
        { inputIndex: 1, maxInputCurrent: 12, maxShortCircuitCurrent: 19 },
      ],
    });
  });

  it.each([
    ['StandardInverter', { maxDcInputVoltage: undefined }],
    ['StandardInverter', { maxDcInputVoltage: null }],
    ['HybridInverter', { maxDcInputVoltage: undefined }],
    ['HybridInverter', { maxDcInputVoltage: 0 }],
  ])('requires the maximum DC input voltage of a %s (%j)', async (type, values) => {
    const { id: manufacturerId } = await manufacturer(owner);
    const id = randomUUID();
    const response = await call(owner, 'PUT', `${BASE}/inverters/${id}`, inverterBody(id, manufacturerId, { type, ...values }));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fieldErrors).toContainEqual({
      path: 'inverter.maxDcInputVoltage',
      message: 'Bitte geben Sie die maximale DC-Eingangsspannung ein.',
    });
    expect((await call(owner, 'GET', `${BASE}/inverters/${id}`)).statusCode).toBe(404);
  });

  it('does not ask a battery inverter for PV input values', async () => {
    const { id: manufacturerId } = await manufacturer(owner);
    const id = randomUUID();
    const response = await call(owner, 'PUT', `${BASE}/inverters/${id}`, {
      inverter: { id, type: 'BatteryInverter', name: 'Sunny Island 4.4M', description: '', manufacturerId, price: 1, phase: 'SinglePhase', dischargeCapacity: 3.3 },
      priceValidFrom: TODAY,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).not.toHaveProperty('maxDcInputVoltage');
  });

  it.each([
    ['an MPP range whose upper end lies below its lower one', { mppVoltageMin: 480, mppVoltageMax: 230 }, 'inverter.mppVoltageMax', 'Die obere Grenze des MPP-Bereichs muss über der unteren liegen.'],
    ['an MPP range above the maximum DC input voltage', { mppVoltageMax: 650 }, 'inverter.mppVoltageMax', 'Der MPP-Bereich muss unter der maximalen DC-Eingangsspannung liegen.'],
    ['a negative AC nominal power', { acNominalPower: -6000 }, 'inverter.acNominalPower', 'Der Wert darf nicht negativ sein.'],
    [
      'a negative short-circuit current of an input',
      { mppInputs: [{ inputIndex: 0, strings: [{ stringIndex: 0 }], maxInputCurrent: 22, maxShortCircuitCurrent: -36 }] },
      'inverter.mppInputs.0.maxShortCircuitCurrent',
      'Der Wert darf nicht negativ sein.',
    ],
    [
      'a short-circuit current that is not a number',
      { mppInputs: [{ inputIndex: 0, strings: [{ stringIndex: 0 }], maxInputCurrent: 22, maxShortCircuitCurrent: 'NaN' }] },
      'inverter.mppInputs.0.maxShortCircuitCurrent',
      undefined,
    ],
  ])('refuses %s with 400 and stores nothing', async (_name, values, path, message) => {
    const { id: manufacturerId } = await manufacturer(owner);
    const id = randomUUID();
    const response = await call(owner, 'PUT', `${BASE}/inverters/${id}`, inverterBody(id, manufacturerId, values));
    expect(response.statusCode).toBe(400);
    const fieldError = errorOf(response).fieldErrors?.find((error) => error.path === path);
    expect(fieldError, response.body).toBeDefined();
    if (message) expect(fieldError?.message).toBe(message);
    expect((await call(owner, 'GET', `${BASE}/inverters/${id}`)).statusCode).toBe(404);
  });
});

describe('parts saved before the data sheet values were asked for', () => {
  it('read them as unknown (null), before and after the migration writes them out', async () => {
    const { id: manufacturerId } = await manufacturer(owner);
    const [{ tenant_id: tenantId } = { tenant_id: '' }] = (
      await sql<{ tenant_id: string }>`select tenant_id from pv_manufacturers where id = ${manufacturerId}`.execute(database.db)
    ).rows;
    const moduleId = randomUUID();
    const inverterId = randomUUID();
    // The technical data as it was stored before the migration.
    await sql`
      insert into pv_components (tenant_id, id, kind, name, description, manufacturer_id, technical_data) values
        (${tenantId}, ${moduleId}, 'pv-module', 'Altmodul', '', ${manufacturerId},
          ${JSON.stringify({ powerRating: 400, offLoadVoltage: 44.8, shortCircuitCurrent: 11.26, size: { longer: 1767, shorter: 1041 }, material: 'Normal', warranty: 0 })}::jsonb),
        (${tenantId}, ${inverterId}, 'inverter', 'Altwechselrichter', '', ${manufacturerId},
          ${JSON.stringify({ type: 'StandardInverter', phase: 'ThreePhase', capacity: 8 })}::jsonb)
    `.execute(database.db);
    await sql`
      insert into pv_inverter_mpp_inputs (tenant_id, inverter_id, input_index, string_count, max_input_current)
        values (${tenantId}, ${inverterId}, 0, 1, 20)
    `.execute(database.db);
    await sql`
      insert into pv_component_prices (tenant_id, component_id, valid_from, price) values
        (${tenantId}, ${moduleId}, ${TODAY}, 100), (${tenantId}, ${inverterId}, ${TODAY}, 100)
    `.execute(database.db);

    const unknownModule = { mppVoltage: null, mppCurrent: null, tempCoeffVoc: null, tempCoeffPmax: null };
    const unknownInverter = {
      maxDcInputVoltage: null,
      mppVoltageMin: null,
      mppVoltageMax: null,
      acNominalPower: null,
      mppInputs: [{ inputIndex: 0, strings: [{ stringIndex: 0 }], maxInputCurrent: 20, maxShortCircuitCurrent: null }],
    };
    expect((await call(owner, 'GET', `${BASE}/pv-modules/${moduleId}`)).json().data).toMatchObject(unknownModule);
    expect((await call(owner, 'GET', `${BASE}/inverters/${inverterId}`)).json().data).toMatchObject(unknownInverter);

    await markUnknownDataSheetValues(database.db as unknown as Kysely<unknown>);
    const stored = await sql<{ technical_data: Record<string, unknown> }>`
      select technical_data from pv_components where id in (${moduleId}, ${inverterId}) order by kind desc
    `.execute(database.db);
    expect(stored.rows.map((row) => row.technical_data)).toEqual([
      { powerRating: 400, offLoadVoltage: 44.8, shortCircuitCurrent: 11.26, size: { longer: 1767, shorter: 1041 }, material: 'Normal', warranty: 0, ...unknownModule },
      { type: 'StandardInverter', phase: 'ThreePhase', capacity: 8, maxDcInputVoltage: null, mppVoltageMin: null, mppVoltageMax: null, acNominalPower: null },
    ]);
    expect((await call(owner, 'GET', `${BASE}/pv-modules/${moduleId}`)).json().data).toMatchObject(unknownModule);
    expect((await call(owner, 'GET', `${BASE}/inverters/${inverterId}`)).json().data).toMatchObject(unknownInverter);
  });
});

describe('battery storage', () => {
  it('is created, read, updated with its price history, listed, searched and deleted', async () => {
    const maker = await manufacturer(owner, `BYD ${randomUUID().slice(0, 4)}`);
    const id = randomUUID();
    const created = await call(masterData, 'PUT', `${BASE}/battery-storages/${id}`, batteryBody(id, maker.id));
    const updated = await call(masterData, 'PUT', `${BASE}/battery-storages/${id}`, {
      ...batteryBody(id, maker.id, { price: 529000 }),
      priceValidFrom: '2026-04-01',
    });
    const listed = await call(readOnly, 'GET', `${BASE}/battery-storages?anyText=hvs&sortBy=Price`);

    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toEqual({
      id,
      name: 'Battery-Box Premium HVS 10.2',
      description: '',
      price: 549000,
      usableCapacity: 10.24,
      manufacturer: maker,
      icon: null,
      dataSheet: null,
    });
    expect(updated.json().data.price).toBe(529000);
    expect(listed.json().data).toEqual([updated.json().data]);
    const history = await sql<{ valid_from: string; price: number }>`
      select valid_from::text as valid_from, price::int as price from pv_component_prices where component_id = ${id} order by valid_from
    `.execute(database.db);
    expect(history.rows).toEqual([
      { valid_from: TODAY, price: 549000 },
      { valid_from: '2026-04-01', price: 529000 },
    ]);

    expect((await call(owner, 'DELETE', `${BASE}/battery-storages/${id}`)).statusCode).toBe(200);
    const gone = await call(owner, 'GET', `${BASE}/battery-storages/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ type: 'failure/NotFound', message: 'Batteriespeicher nicht gefunden.' });
  });

  it.each([
    ['no usable capacity', { usableCapacity: 0 }, 'batteryStorage.usableCapacity', 'Die nutzbare Kapazität muss größer als 0 sein.'],
    ['a negative usable capacity', { usableCapacity: -5 }, 'batteryStorage.usableCapacity', 'Die nutzbare Kapazität muss größer als 0 sein.'],
    ['a usable capacity that is not a number', { usableCapacity: 'NaN' }, 'batteryStorage.usableCapacity', undefined],
    ['a usable capacity with three decimals', { usableCapacity: 10.245 }, 'batteryStorage.usableCapacity', 'Höchstens 2 Nachkommastelle(n) erlaubt.'],
    ['a negative price', { price: -1 }, 'batteryStorage.price', 'Der Preis darf nicht negativ sein.'],
    ['no manufacturer', { manufacturerId: undefined }, 'batteryStorage.manufacturerId', 'Bitte wählen Sie einen Hersteller aus.'],
  ])('refuses %s with 400 and stores nothing', async (_name, values, path, message) => {
    const { id: manufacturerId } = await manufacturer(owner);
    const id = randomUUID();
    const response = await call(owner, 'PUT', `${BASE}/battery-storages/${id}`, batteryBody(id, manufacturerId, values));
    expect(response.statusCode).toBe(400);
    const fieldError = errorOf(response).fieldErrors?.find((error) => error.path === path);
    expect(fieldError, response.body).toBeDefined();
    if (message) expect(fieldError?.message).toBe(message);
    expect((await call(owner, 'GET', `${BASE}/battery-storages/${id}`)).statusCode).toBe(404);
  });

  it('is read by every role and written only by roles that keep master data', async () => {
    const { id: manufacturerId } = await manufacturer(owner);
    const id = randomUUID();
    expect((await call(owner, 'PUT', `${BASE}/battery-storages/${id}`, batteryBody(id, manufacturerId))).statusCode).toBe(200);

    const read = await callAs(app, readOnly, 'GET', `${BASE}/battery-storages/${id}`);
    const write = await callAs(app, readOnly, 'PUT', `${BASE}/battery-storages/${id}`, batteryBody(id, manufacturerId, { name: 'Umbenannt' }));
    const remove = await callAs(app, readOnly, 'DELETE', `${BASE}/battery-storages/${id}`);
    expect(read.status).toBe(200);
    expect(write.status).toBe(403);
    expect(remove.status).toBe(403);
    expect((await call(owner, 'GET', `${BASE}/battery-storages/${id}`)).json().data.name).toBe('Battery-Box Premium HVS 10.2');
  });

  it('of another company is answered like an unknown one, and its manufacturer cannot be used', async () => {
    const { id: manufacturerId } = await manufacturer(owner);
    const id = randomUUID();
    await call(owner, 'PUT', `${BASE}/battery-storages/${id}`, batteryBody(id, manufacturerId));
    const unknownId = randomUUID();

    const foreignGet = await call(otherCompany, 'GET', `${BASE}/battery-storages/${id}`);
    const unknownGet = await call(otherCompany, 'GET', `${BASE}/battery-storages/${unknownId}`);
    const foreignDelete = await call(otherCompany, 'DELETE', `${BASE}/battery-storages/${id}`);
    const foreignManufacturer = await call(otherCompany, 'PUT', `${BASE}/battery-storages/${unknownId}`, batteryBody(unknownId, manufacturerId));
    const listed = await call(otherCompany, 'GET', `${BASE}/battery-storages`);

    expect(foreignGet.statusCode).toBe(404);
    expect(foreignGet.json()).toEqual(unknownGet.json());
    expect(foreignDelete.statusCode).toBe(404);
    expect(foreignManufacturer.statusCode).toBe(400);
    expect(listed.json().data).toEqual([]);
    expect((await call(owner, 'GET', `${BASE}/battery-storages/${id}`)).statusCode).toBe(200);
  });

  it('is not read or written through another kind’s address', async () => {
    const { id: manufacturerId } = await manufacturer(owner);
    const id = randomUUID();
    await call(owner, 'PUT', `${BASE}/battery-storages/${id}`, batteryBody(id, manufacturerId));
    expect((await call(owner, 'GET', `${BASE}/wallboxes/${id}`)).statusCode).toBe(404);
    const asModule = await call(owner, 'PUT', `${BASE}/pv-modules/${id}`, moduleBody(id, manufacturerId));
    expect(asModule.statusCode).toBe(404);
    expect((await call(owner, 'GET', `${BASE}/battery-storages/${id}`)).json().data.usableCapacity).toBe(10.24);
  });
});
