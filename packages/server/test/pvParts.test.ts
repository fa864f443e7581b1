import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/scopes';
import { bearer, errorOf, registerCompany } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;
let app: FastifyInstance;
let tokenA: string;
let tokenB: string;

const BASE = '/api/pv/pv-components';
const TODAY = '2026-03-02';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  tokenA = (await registerCompany(app, { environment: ['PvPlanner'] })).tokens.accessToken;
  tokenB = (await registerCompany(app, { environment: ['PvPlanner'] })).tokens.accessToken;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const call = (token: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function createManufacturer(token: string, name: string): Promise<{ id: string; name: string }> {
  const id = randomUUID();
  const response = await call(token, 'PUT', `${BASE}/manufacturers/${id}`, { manufacturer: { id, name } });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function createMetalRoofTile(token: string, name = 'Metallziegel Frankfurter Pfanne') {
  const id = randomUUID();
  const response = await call(token, 'PUT', `${BASE}/roofing-metals/${id}`, {
    metalRoofTile: { id, name, description: '', price: 1890 },
    priceValidFrom: TODAY,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: string; name: string; price: number };
}

const hybridInverter = (id: string, manufacturerId: string) => ({
  id,
  type: 'HybridInverter',
  name: 'Symo GEN24 10.0 Plus',
  description: 'Hybrid-Wechselrichter mit Notstrom',
  manufacturerId,
  price: 289900,
  phase: 'ThreePhase',
  capacity: 10,
  dischargeCapacity: 9.5,
  maxDcInputVoltage: 1000,
  mppVoltageMin: 80,
  mppVoltageMax: 800,
  acNominalPower: 10000,
  mppInputs: [
    { inputIndex: 0, strings: [{ stringIndex: 0 }, { stringIndex: 1 }], maxInputCurrent: 25, maxShortCircuitCurrent: 37.5 },
    { inputIndex: 1, strings: [{ stringIndex: 0 }], maxInputCurrent: 12.5, maxShortCircuitCurrent: 18.8 },
  ],
});

describe('manufacturers', () => {
  it('are created, listed by name and searched; a second one with the same name is refused', async () => {
    const token = (await registerCompany(app, { environment: ['PvPlanner'] })).tokens.accessToken;
    await createManufacturer(token, 'SMA');
    await createManufacturer(token, 'Fronius');

    const list = await call(token, 'GET', `${BASE}/manufacturers?pageSize=20&sortBy=Name&sortOrder=Asc`);
    const duplicateId = randomUUID();
    const duplicate = await call(token, 'PUT', `${BASE}/manufacturers/${duplicateId}`, {
      manufacturer: { id: duplicateId, name: 'sma' },
    });
    const search = await call(token, 'GET', `${BASE}/manufacturers?anyText=fro`);

    expect(list.json().data.map((row: { name: string }) => row.name)).toEqual(['Fronius', 'SMA']);
    expect(list.json().paginationInfo).toMatchObject({ totalElementsCount: 2, pageSize: 20 });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      type: 'failure/AlreadyExists',
      message: 'Ein Hersteller mit diesem Namen existiert bereits.',
    });
    expect(search.json().data.map((row: { name: string }) => row.name)).toEqual(['Fronius']);
    expect(search.json().paginationInfo).toMatchObject({ filteredElementsCount: 1, totalElementsCount: 2 });
  });
});

describe('PV modules', () => {
  it('are created, read, updated, listed and deleted', async () => {
    const manufacturer = await createManufacturer(tokenA, 'Meyer Burger');
    const id = randomUUID();
    const pvModule = {
      id,
      name: 'Meyer Burger Black 400',
      description: 'Heterojunction, schwarz',
      price: 21900,
      powerRating: 400,
      offLoadVoltage: 44.8,
      shortCircuitCurrent: 11.26,
      size: { longer: 1767, shorter: 1041 },
      material: 'Normal',
      manufacturerId: manufacturer.id,
    };

    const created = await call(tokenA, 'PUT', `${BASE}/pv-modules/${id}`, { pvModule, priceValidFrom: TODAY });
    const updated = await call(tokenA, 'PUT', `${BASE}/pv-modules/${id}`, {
      pvModule: { ...pvModule, material: 'GlassGlass', price: 22900 },
      priceValidFrom: `${TODAY}T10:00:00.000Z`,
    });
    const read = await call(tokenA, 'GET', `${BASE}/pv-modules/${id}`);
    const list = await call(tokenA, 'GET', `${BASE}/pv-modules?anyText=burger%20black`);

    const { manufacturerId: _, ...fields } = pvModule;
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toEqual({
      ...fields,
      // data sheet values not given are unknown
      mppVoltage: null,
      mppCurrent: null,
      tempCoeffVoc: null,
      tempCoeffPmax: null,
      warranty: 0,
      manufacturer,
      icon: null,
      dataSheet: null,
    });
    expect(updated.json().data).toMatchObject({ material: 'GlassGlass', price: 22900 });
    expect(read.json().data).toEqual(updated.json().data);
    expect(list.json().data).toEqual([updated.json().data]);

    const deleted = await call(tokenA, 'DELETE', `${BASE}/pv-modules/${id}`);
    const afterDelete = await call(tokenA, 'GET', `${BASE}/pv-modules/${id}`);
    expect(deleted.json()).toEqual({ type: 'success', data: null });
    expect(afterDelete.statusCode).toBe(404);
    expect(afterDelete.json()).toEqual({ type: 'failure/NotFound', message: 'PV-Modul nicht gefunden.' });
  });

  it('are saved with the manufacturer as it is read, `manufacturer: { id }`, as well as with `manufacturerId`', async () => {
    const manufacturer = await createManufacturer(tokenA, 'Aiko');
    const other = await createManufacturer(tokenA, 'Trina');
    const id = randomUUID();
    const pvModule = {
      id,
      name: 'Aiko Neostar 450',
      description: '',
      price: 18900,
      powerRating: 450,
      offLoadVoltage: 40.1,
      shortCircuitCurrent: 13.9,
      size: { longer: 1762, shorter: 1134 },
      material: 'GlassGlass',
    };

    const created = await call(tokenA, 'PUT', `${BASE}/pv-modules/${id}`, { pvModule: { ...pvModule, manufacturer }, priceValidFrom: TODAY });
    // What was read can be saved back as it is, with another manufacturer chosen.
    const readBack = created.json().data as Record<string, unknown>;
    const changed = await call(tokenA, 'PUT', `${BASE}/pv-modules/${id}`, {
      pvModule: { ...readBack, manufacturer: { id: other.id } },
      priceValidFrom: TODAY,
    });
    const inverterId = randomUUID();
    const { manufacturerId: _, ...inverterFields } = hybridInverter(inverterId, manufacturer.id);
    const inverter = await call(tokenA, 'PUT', `${BASE}/inverters/${inverterId}`, {
      inverter: { ...inverterFields, manufacturer: { id: manufacturer.id } },
      priceValidFrom: TODAY,
    });
    const unknownManufacturer = await call(tokenA, 'PUT', `${BASE}/pv-modules/${randomUUID()}`, {
      pvModule: { ...pvModule, id: undefined, manufacturer: { id: 'kein-uuid' } },
      priceValidFrom: TODAY,
    });

    expect(created.statusCode, created.body).toBe(200);
    expect(readBack.manufacturer).toEqual(manufacturer);
    expect(changed.json().data.manufacturer).toEqual(other);
    expect(inverter.statusCode, inverter.body).toBe(200);
    expect(inverter.json().data.manufacturer).toEqual(manufacturer);
    expect(unknownManufacturer.statusCode).toBe(400);

    // Another company's manufacturer is answered like an unknown one, and nothing is written.
    const foreign = await createManufacturer(tokenB, 'Fremdhersteller');
    const foreignId = randomUUID();
    const withForeign = await call(tokenA, 'PUT', `${BASE}/pv-modules/${foreignId}`, {
      pvModule: { ...pvModule, id: foreignId, manufacturer: { id: foreign.id } },
      priceValidFrom: TODAY,
    });
    const withUnknown = await call(tokenA, 'PUT', `${BASE}/pv-modules/${foreignId}`, {
      pvModule: { ...pvModule, id: foreignId, manufacturer: { id: randomUUID() } },
      priceValidFrom: TODAY,
    });
    expect(withForeign.statusCode).toBeGreaterThanOrEqual(400);
    expect(withForeign.statusCode).toBeLessThan(500);
    expect({ status: withForeign.statusCode, body: withForeign.json() }).toEqual({ status: withUnknown.statusCode, body: withUnknown.json() });
    expect((await call(tokenA, 'GET', `${BASE}/pv-modules/${foreignId}`)).statusCode).toBe(404);
  });

  it('sort by open-circuit voltage and short-circuit current', async () => {
    const token = (await registerCompany(app, { environment: ['PvPlanner'] })).tokens.accessToken;
    const manufacturer = await createManufacturer(token, 'Trina');
    for (const [name, offLoadVoltage, shortCircuitCurrent] of [
      ['A', 50, 10],
      ['B', 40, 12],
      ['C', 45, 11],
    ] as const) {
      const id = randomUUID();
      await call(token, 'PUT', `${BASE}/pv-modules/${id}`, {
        pvModule: {
          id,
          name,
          description: '',
          price: 10000,
          powerRating: 420,
          offLoadVoltage,
          shortCircuitCurrent,
          size: { longer: 1722, shorter: 1134 },
          material: 'Normal',
          manufacturerId: manufacturer.id,
        },
        priceValidFrom: TODAY,
      });
    }
    const names = async (query: string) =>
      (await call(token, 'GET', `${BASE}/pv-modules?${query}`)).json().data.map((row: { name: string }) => row.name);

    expect(await names('sortBy=OffLoadVoltage&sortOrder=Asc')).toEqual(['B', 'C', 'A']);
    expect(await names('sortBy=CircuitCurrent&sortOrder=Desc')).toEqual(['B', 'C', 'A']);
    expect(await names('pageSize=2&pageIndex=1')).toEqual(['C']);
  });
});

describe('wallboxes, heater rods and roof tiles', () => {
  it('are saved and read with their technical data', async () => {
    const manufacturer = await createManufacturer(tokenA, 'KEBA');
    const wallboxId = randomUUID();
    const heaterRodId = randomUUID();
    const wallbox = {
      id: wallboxId,
      name: 'KeContact P30 c-series',
      description: '',
      price: 79900,
      chargingCapacity: 11,
      cableLength: 6.5,
      type: 'FixedCable',
      manufacturerId: manufacturer.id,
    };
    const heaterRod = { id: heaterRodId, name: 'AC ELWA-E', description: '', price: 69000, heatingCapacity: 3.5, length: 440, diameter: 48 };

    const savedWallbox = await call(tokenA, 'PUT', `${BASE}/wallboxes/${wallboxId}`, { wallbox, priceValidFrom: TODAY });
    const savedHeaterRod = await call(tokenA, 'PUT', `${BASE}/heater-rods/${heaterRodId}`, { heaterRod, priceValidFrom: TODAY });

    expect(savedWallbox.json().data).toMatchObject({ chargingCapacity: 11, cableLength: 6.5, type: 'FixedCable', manufacturer });
    expect((await call(tokenA, 'GET', `${BASE}/heater-rods/${heaterRodId}`)).json().data).toEqual({
      ...heaterRod,
      icon: null,
      dataSheet: null,
    });
    expect(savedHeaterRod.statusCode).toBe(200);
    expect((await call(tokenA, 'DELETE', `${BASE}/wallboxes/${wallboxId}`)).statusCode).toBe(200);
    expect((await call(tokenA, 'DELETE', `${BASE}/heater-rods/${heaterRodId}`)).statusCode).toBe(200);
  });

  it('save a roof tile flat with its fitting metal roof tile, which cannot be deleted while in use', async () => {
    const metal = await createMetalRoofTile(tokenA);
    const id = randomUUID();

    const saved = await call(tokenA, 'PUT', `${BASE}/roofing-tiles/${id}`, {
      id,
      name: 'Frankfurter Pfanne',
      description: 'Betondachstein',
      price: 120,
      fittingMetalRoofTileId: metal.id,
      priceValidFrom: TODAY,
    });
    const metalDelete = await call(tokenA, 'DELETE', `${BASE}/roofing-metals/${metal.id}`);

    expect(saved.json().data).toEqual({
      id,
      name: 'Frankfurter Pfanne',
      description: 'Betondachstein',
      price: 120,
      fittingMetalRoofTile: { id: metal.id, name: metal.name, price: 1890 },
      // saved without a mounting rule: the quote counts no mounting for its faces (ADR 0034)
      mountingRule: null,
      icon: null,
      dataSheet: null,
    });
    expect(metalDelete.statusCode).toBe(409);
    expect(metalDelete.json().type).toBe('failure/Conflict');

    expect((await call(tokenA, 'DELETE', `${BASE}/roofing-tiles/${id}`)).statusCode).toBe(200);
    expect((await call(tokenA, 'DELETE', `${BASE}/roofing-metals/${metal.id}`)).statusCode).toBe(200);
  });
});

describe('inverters', () => {
  it('keep exactly the fields of their type, MPP inputs with their strings included', async () => {
    const manufacturer = await createManufacturer(tokenA, 'Fronius');
    const hybridId = randomUUID();
    const batteryId = randomUUID();
    const standardId = randomUUID();

    const hybrid = await call(tokenA, 'PUT', `${BASE}/inverters/${hybridId}`, {
      inverter: hybridInverter(hybridId, manufacturer.id),
      priceValidFrom: TODAY,
    });
    const battery = await call(tokenA, 'PUT', `${BASE}/inverters/${batteryId}`, {
      inverter: {
        id: batteryId,
        type: 'BatteryInverter',
        name: 'Sunny Island 6.0H',
        description: '',
        manufacturerId: manufacturer.id,
        price: 310000,
        phase: 'SinglePhase',
        dischargeCapacity: 6,
      },
      priceValidFrom: TODAY,
    });
    const standard = await call(tokenA, 'PUT', `${BASE}/inverters/${standardId}`, {
      inverter: {
        id: standardId,
        type: 'StandardInverter',
        name: 'Sunny Tripower 8.0',
        description: '',
        manufacturerId: manufacturer.id,
        price: 160000,
        phase: 'ThreePhase',
        capacity: 8,
        maxDcInputVoltage: 1000,
        mppInputs: [{ inputIndex: 0, strings: [{ stringIndex: 0 }], maxInputCurrent: null }],
        // Fields of another type are not kept.
        dischargeCapacity: 5,
      },
      priceValidFrom: TODAY,
    });

    const { manufacturerId: _, ...hybridFields } = hybridInverter(hybridId, manufacturer.id);
    expect(hybrid.json().data).toEqual({ ...hybridFields, manufacturer, icon: null, dataSheet: null });
    expect(battery.json().data).toEqual({
      id: batteryId,
      type: 'BatteryInverter',
      name: 'Sunny Island 6.0H',
      description: '',
      manufacturer,
      price: 310000,
      phase: 'SinglePhase',
      dischargeCapacity: 6,
      icon: null,
      dataSheet: null,
    });
    expect(standard.json().data).not.toHaveProperty('dischargeCapacity');
    expect(standard.json().data.mppInputs).toEqual([
      { inputIndex: 0, strings: [{ stringIndex: 0 }], maxInputCurrent: null, maxShortCircuitCurrent: null },
    ]);
  });

  it('take the technical data the spec does not name as optional: left out, they are null (unknown)', async () => {
    const manufacturer = await createManufacturer(tokenA, 'Kostal');
    const id = randomUUID();
    const saved = await call(tokenA, 'PUT', `${BASE}/inverters/${id}`, {
      inverter: {
        id,
        type: 'StandardInverter',
        name: 'Plenticore plus 5.5',
        description: '',
        manufacturerId: manufacturer.id,
        price: 180000,
        phase: 'ThreePhase',
        capacity: 5.5,
        maxDcInputVoltage: 1000,
        mppInputs: [{ inputIndex: 0, strings: [{ stringIndex: 0 }] }],
      },
      priceValidFrom: TODAY,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      maxDcInputVoltage: 1000,
      mppVoltageMin: null,
      mppVoltageMax: null,
      acNominalPower: null,
      mppInputs: [{ inputIndex: 0, strings: [{ stringIndex: 0 }], maxInputCurrent: null, maxShortCircuitCurrent: null }],
    });
  });

  it('replace their MPP inputs on update and change type', async () => {
    const manufacturer = await createManufacturer(tokenA, 'Huawei');
    const id = randomUUID();
    const inverter = hybridInverter(id, manufacturer.id);
    await call(tokenA, 'PUT', `${BASE}/inverters/${id}`, { inverter, priceValidFrom: TODAY });

    const oneInput = await call(tokenA, 'PUT', `${BASE}/inverters/${id}`, {
      inverter: { ...inverter, mppInputs: [{ inputIndex: 0, strings: [{ stringIndex: 0 }], maxInputCurrent: null }] },
      priceValidFrom: TODAY,
    });
    const asBattery = await call(tokenA, 'PUT', `${BASE}/inverters/${id}`, {
      inverter: { ...inverter, type: 'BatteryInverter', capacity: undefined, mppInputs: undefined, maxDcInputVoltage: undefined },
      priceValidFrom: TODAY,
    });

    expect(oneInput.json().data.mppInputs).toHaveLength(1);
    expect(asBattery.json().data).not.toHaveProperty('mppInputs');
    expect(await storedMppInputs(id)).toBe(0);
  });
});

/** MPP input rows of an inverter, read as the superuser that runs the tests. */
async function storedMppInputs(inverterId: string): Promise<number> {
  const result = await sql<{ count: number }>`
    select count(*)::int as count from pv_inverter_mpp_inputs where inverter_id = ${inverterId}
  `.execute(database.db);
  return result.rows[0]?.count ?? -1;
}

describe('validation', () => {
  const putInverter = async (change: (inverter: ReturnType<typeof hybridInverter>) => object) => {
    const manufacturer = await createManufacturer(tokenA, `Hersteller ${randomUUID().slice(0, 8)}`);
    const id = randomUUID();
    const response = await call(tokenA, 'PUT', `${BASE}/inverters/${id}`, {
      inverter: change(hybridInverter(id, manufacturer.id)),
      priceValidFrom: TODAY,
    });
    const stored = await call(tokenA, 'GET', `${BASE}/inverters/${id}`);
    return { response, stored };
  };

  it.each([
    ['an inverter without MPP input', (inverter: object) => ({ ...inverter, mppInputs: [] }), 'inverter.mppInputs', 'Bitte fügen Sie mindestens einen MPP-Eingang hinzu.'],
    [
      'an MPP input without string',
      (inverter: object) => ({ ...inverter, mppInputs: [{ inputIndex: 0, strings: [], maxInputCurrent: null }] }),
      'inverter.mppInputs.0.strings',
      'Jeder MPP-Eingang braucht mindestens einen String.',
    ],
    [
      'more than 26 MPP inputs',
      (inverter: object) => ({
        ...inverter,
        mppInputs: Array.from({ length: 27 }, (_, inputIndex) => ({ inputIndex, strings: [{ stringIndex: 0 }], maxInputCurrent: null })),
      }),
      'inverter.mppInputs.26.inputIndex',
      'Es sind höchstens 26 MPP-Eingänge (A bis Z) möglich.',
    ],
    ['a negative price', (inverter: object) => ({ ...inverter, price: -1 }), 'inverter.price', 'Der Preis darf nicht negativ sein.'],
    ['a capacity with two decimals', (inverter: object) => ({ ...inverter, capacity: 9.95 }), 'inverter.capacity', 'Höchstens 1 Nachkommastelle(n) erlaubt.'],
  ])('refuses %s with 400 and writes nothing', async (_name, change, path, message) => {
    const { response, stored } = await putInverter(change);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fieldErrors).toContainEqual({ path, message });
    expect(stored.statusCode).toBe(404);
  });

  it('refuses a negative price of a PV module and a roof tile without metal roof tile', async () => {
    const moduleId = randomUUID();
    const tileId = randomUUID();
    const negative = await call(tokenA, 'PUT', `${BASE}/pv-modules/${moduleId}`, {
      pvModule: {
        id: moduleId,
        name: 'X',
        description: '',
        price: -100,
        powerRating: 400,
        offLoadVoltage: 40,
        shortCircuitCurrent: 10,
        size: { longer: 1, shorter: 1 },
        material: 'Normal',
        manufacturerId: (await createManufacturer(tokenA, 'Negativ GmbH')).id,
      },
      priceValidFrom: TODAY,
    });
    const withoutMetal = await call(tokenA, 'PUT', `${BASE}/roofing-tiles/${tileId}`, {
      id: tileId,
      name: 'Biberschwanz',
      description: '',
      price: 90,
      priceValidFrom: TODAY,
    });

    expect(negative.statusCode).toBe(400);
    expect(errorOf(negative).fieldErrors).toContainEqual({ path: 'pvModule.price', message: 'Der Preis darf nicht negativ sein.' });
    expect(withoutMetal.statusCode).toBe(400);
    expect(errorOf(withoutMetal).fieldErrors).toContainEqual({
      path: 'fittingMetalRoofTileId',
      message: 'Bitte wählen Sie den passenden Metalldachziegel aus.',
    });
    expect((await call(tokenA, 'GET', `${BASE}/roofing-tiles/${tileId}`)).statusCode).toBe(404);
  });

  it('refuses a PUT whose id differs from the address', async () => {
    const response = await call(tokenA, 'PUT', `${BASE}/heater-rods/${randomUUID()}`, {
      heaterRod: { id: randomUUID(), name: 'X', description: '', price: 1, heatingCapacity: 1, length: 1, diameter: 1 },
      priceValidFrom: TODAY,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('price history', () => {
  const metalRoofTileSaver = (id: string, name: string) => (price: number, priceValidFrom: string) =>
    call(tokenA, 'PUT', `${BASE}/roofing-metals/${id}`, { metalRoofTile: { id, name, description: '', price }, priceValidFrom });
  const historyOf = async (id: string) =>
    (
      await sql<{ valid_from: string; price: number }>`
        select valid_from::text as valid_from, price::int as price from pv_component_prices
        where component_id = ${id} order by valid_from
      `.execute(database.db)
    ).rows;

  it('records each new price with the day it applies from', async () => {
    const id = randomUUID();
    const save = metalRoofTileSaver(id, 'Metallziegel');
    await save(1000, '2026-01-01');
    await save(1000, '2026-01-15');
    await save(1200, '2026-02-01T08:30:00.000Z');
    await save(1250, '2026-02-01');

    expect(await historyOf(id)).toEqual([
      { valid_from: '2026-01-01', price: 1000 },
      { valid_from: '2026-02-01', price: 1250 },
    ]);
  });

  it('shows the price just saved even when its day lies before the newest entry, as every price history does', async () => {
    const id = randomUUID();
    const save = metalRoofTileSaver(id, 'Metallziegel rückdatiert');
    await save(1000, '2026-03-01');
    const backdated = await save(900, '2026-01-01');
    expect(backdated.json().data.price).toBe(900);
    expect((await call(tokenA, 'GET', `${BASE}/roofing-metals/${id}`)).json().data.price).toBe(900);
    const listed = (await call(tokenA, 'GET', `${BASE}/roofing-metals?anyText=rückdatiert`)).json().data;
    expect(listed.map((part: { price: number }) => part.price)).toEqual([900]);
    expect(await historyOf(id)).toEqual([{ valid_from: '2026-03-01', price: 900 }]);
  });

  it("keeps a company's price history when another company saves a part under the same id, which creates that company's own part", async () => {
    const id = randomUUID();
    await metalRoofTileSaver(id, 'Metallziegel eigen')(1000, '2026-03-01');
    const foreign = await call(tokenB, 'PUT', `${BASE}/roofing-metals/${id}`, {
      metalRoofTile: { id, name: 'Fremd', description: '', price: 1 },
      priceValidFrom: '2026-04-01',
    });
    expect(foreign.statusCode).toBe(200);
    expect((await call(tokenA, 'GET', `${BASE}/roofing-metals/${id}`)).json().data).toMatchObject({ name: 'Metallziegel eigen', price: 1000 });
    expect((await call(tokenB, 'GET', `${BASE}/roofing-metals/${id}`)).json().data).toMatchObject({ name: 'Fremd', price: 1 });
    expect(await historyOf(id)).toEqual([
      { valid_from: '2026-03-01', price: 1000 },
      { valid_from: '2026-04-01', price: 1 },
    ]);
  });
});

describe('tenant isolation', () => {
  it('answers another tenant’s parts exactly like unknown ones and lists only own parts', async () => {
    const manufacturer = await createManufacturer(tokenA, 'Isolation AG');
    const id = randomUUID();
    await call(tokenA, 'PUT', `${BASE}/inverters/${id}`, { inverter: hybridInverter(id, manufacturer.id), priceValidFrom: TODAY });
    const unknownId = randomUUID();

    const foreignGet = await call(tokenB, 'GET', `${BASE}/inverters/${id}`);
    const unknownGet = await call(tokenB, 'GET', `${BASE}/inverters/${unknownId}`);
    const foreignDelete = await call(tokenB, 'DELETE', `${BASE}/inverters/${id}`);
    const unknownDelete = await call(tokenB, 'DELETE', `${BASE}/inverters/${unknownId}`);
    const foreignManufacturer = await call(tokenB, 'PUT', `${BASE}/inverters/${randomUUID()}`, {
      inverter: hybridInverter(randomUUID(), manufacturer.id),
      priceValidFrom: TODAY,
    });
    const listB = await call(tokenB, 'GET', `${BASE}/inverters`);
    const manufacturersB = await call(tokenB, 'GET', `${BASE}/manufacturers`);

    expect(foreignGet.statusCode).toBe(404);
    expect(foreignGet.json()).toEqual(unknownGet.json());
    expect(foreignDelete.statusCode).toBe(404);
    expect(foreignDelete.json()).toEqual(unknownDelete.json());
    expect(foreignManufacturer.statusCode).toBe(400);
    expect(listB.json().data).toEqual([]);
    expect(manufacturersB.json().data.map((row: { id: string }) => row.id)).not.toContain(manufacturer.id);
    expect((await call(tokenA, 'GET', `${BASE}/inverters/${id}`)).statusCode).toBe(200);
  });

  it('lets a tenant transaction see only its own PV rows', async () => {
    const rows = await withTenant(database.db, randomUUID(), (trx) => trx.selectFrom('pv_components').select('id').execute());
    expect(rows).toEqual([]);
  });
});
