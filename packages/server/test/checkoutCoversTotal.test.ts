import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_CHECKOUT, type CoverKind } from '@planner/api';
import { Raster } from '../src/masterdata/demo/raster';
import { registerCompany } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';
import { callWith, createConfiguration, PNG_IMAGE } from './checkoutFixtures';

let database: TestDatabase;
let app: FastifyInstance;
let call: ReturnType<typeof callWith>;
let tokenA: string;
let tokenB: string;

const TODAY = new Date().toISOString().slice(0, 10);
const ICON = `data:image/png;base64,${new Raster().circle(32, 32, 16).toPng().toString('base64')}`;
const checkoutUrl = (configurationId: string) => `/api/electro/configurations/${configurationId}/checkout`;
const coversUrl = (configurationId: string) => `${checkoutUrl(configurationId)}/total-covers-price`;

/** Installation prices in cents; the covers come on top. */
const COMPONENT_PRICES = { schuko: 4_850, doubleOutlet: 6_900, onOffSwitch: 4_500, thermostat: 12_000, ceilingLight: 3_000 };
const COVER = { outletCoverPrice: 450, lightSwitchPrice: 520, thermostatPrice: 1_900 };

let components: Record<keyof typeof COMPONENT_PRICES, string>;

async function createComponent(label: string, price: number, coverKind: CoverKind): Promise<string> {
  const id = randomUUID();
  const component = { id, label, price, icon: ICON, tags: { tags: [] }, coverKind };
  const response = await call(tokenA, 'PUT', `/api/electro/components/${id}`, { component, priceValidFrom: TODAY });
  expect(response.statusCode, response.body).toBe(200);
  return id;
}

async function saveCover() {
  const cover = { id: randomUUID(), name: 'Reinweiß', icon: PNG_IMAGE, description: '', ...COVER };
  const response = await call(tokenA, 'PUT', `/api/electro/outlet-covers/${cover.id}`, { ...cover, priceValidFrom: TODAY });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** A floor without rooms holding the given installations. */
async function placeFloor(configurationId: string, name: string, componentIds: string[]) {
  const id = randomUUID();
  const placedElectricalComponents = componentIds.map((componentId, index) => ({
    id: randomUUID(),
    componentId,
    roomId: null,
    position: { x: index * 20, y: 10 },
  }));
  const response = await call(tokenA, 'PUT', `/api/electro/floors/${id}`, {
    id,
    name,
    configurationId,
    rooms: [],
    placedElectricalComponents,
    connectionLines: [],
  });
  expect(response.statusCode, response.body).toBe(200);
}

const times = <T>(count: number, item: T): T[] => Array.from({ length: count }, () => item);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  call = callWith(app);
  tokenA = (await registerCompany(app)).tokens.accessToken;
  tokenB = (await registerCompany(app)).tokens.accessToken;
  components = {
    schuko: await createComponent('Schutzkontaktsteckdose', COMPONENT_PRICES.schuko, 'Outlet'),
    doubleOutlet: await createComponent('Doppelsteckdose', COMPONENT_PRICES.doubleOutlet, 'Outlet'),
    onOffSwitch: await createComponent('Ausschalter', COMPONENT_PRICES.onOffSwitch, 'LightSwitch'),
    thermostat: await createComponent('Raumthermostat', COMPONENT_PRICES.thermostat, 'Thermostat'),
    ceilingLight: await createComponent('Deckenauslass', COMPONENT_PRICES.ceilingLight, 'None'),
  };
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('total covers price', () => {
  it('prices outlets, light switches and thermostats of every floor with the chosen cover, and adds them to the quote total', async () => {
    const configurationId = await createConfiguration(app, tokenA);
    const { schuko, doubleOutlet, onOffSwitch, thermostat, ceilingLight } = components;
    // Ground floor: 3 outlets, 2 switches, 1 thermostat, 2 without cover; upper floor: 2 outlets, 3 switches, 2 thermostats.
    await placeFloor(configurationId, 'Erdgeschoss', [schuko, schuko, doubleOutlet, onOffSwitch, onOffSwitch, thermostat, ceilingLight, ceilingLight]);
    await placeFloor(configurationId, 'Obergeschoss', [doubleOutlet, doubleOutlet, ...times(3, onOffSwitch), thermostat, thermostat]);
    // Installations of another quote of the same tenant do not count.
    await placeFloor(await createConfiguration(app, tokenA), 'Keller', times(4, schuko));

    const cover = await saveCover();
    expect((await call(tokenA, 'PUT', checkoutUrl(configurationId), { ...EMPTY_CHECKOUT, outletCovers: cover })).statusCode).toBe(200);

    const coversTotal = 5 * 450 + 5 * 520 + 3 * 1_900;
    const response = await call(tokenA, 'GET', coversUrl(configurationId));
    expect([response.statusCode, response.json()]).toEqual([200, { type: 'success', data: { totalPrice: coversTotal } }]);

    const floorsTotal =
      2 * COMPONENT_PRICES.schuko +
      3 * COMPONENT_PRICES.doubleOutlet +
      5 * COMPONENT_PRICES.onOffSwitch +
      3 * COMPONENT_PRICES.thermostat +
      2 * COMPONENT_PRICES.ceilingLight;
    const quote = await call(tokenA, 'GET', `/api/electro/configurations/${configurationId}`);
    expect(quote.json().data.totalPrice).toBe(floorsTotal + coversTotal);

    // New cover prices change both the covers total and the quote total.
    const repriced = { ...cover, outletCoverPrice: 1_000, lightSwitchPrice: 0, thermostatPrice: 2_000 };
    expect((await call(tokenA, 'PUT', `/api/electro/outlet-covers/${cover.id}`, { ...repriced, priceValidFrom: TODAY })).statusCode).toBe(200);
    const newCoversTotal = 5 * 1_000 + 3 * 2_000;
    expect((await call(tokenA, 'GET', coversUrl(configurationId))).json().data).toEqual({ totalPrice: newCoversTotal });
    expect((await call(tokenA, 'GET', `/api/electro/configurations/${configurationId}`)).json().data.totalPrice).toBe(
      floorsTotal + newCoversTotal,
    );
  });

  it('is 0 for a chosen cover while no installation needs one', async () => {
    const configurationId = await createConfiguration(app, tokenA);
    await placeFloor(configurationId, 'Erdgeschoss', [components.ceilingLight]);
    await call(tokenA, 'PUT', checkoutUrl(configurationId), { ...EMPTY_CHECKOUT, outletCovers: await saveCover() });
    expect((await call(tokenA, 'GET', coversUrl(configurationId))).json()).toEqual({ type: 'success', data: { totalPrice: 0 } });
  });

  it('answers failure/NotFound while no cover is chosen, and again once the choice is removed', async () => {
    const configurationId = await createConfiguration(app, tokenA);
    await placeFloor(configurationId, 'Erdgeschoss', [components.schuko, components.onOffSwitch]);
    const notChosen = { type: 'failure/NotFound', message: 'Es ist keine Schalter- und Steckdosenabdeckung ausgewählt.' };

    const before = await call(tokenA, 'GET', coversUrl(configurationId));
    expect([before.statusCode, before.json()]).toEqual([404, notChosen]);

    const cover = await saveCover();
    await call(tokenA, 'PUT', checkoutUrl(configurationId), { ...EMPTY_CHECKOUT, outletCovers: cover });
    expect((await call(tokenA, 'GET', coversUrl(configurationId))).json().data).toEqual({ totalPrice: 450 + 520 });

    await call(tokenA, 'PUT', checkoutUrl(configurationId), EMPTY_CHECKOUT);
    const after = await call(tokenA, 'GET', coversUrl(configurationId));
    expect([after.statusCode, after.json()]).toEqual([404, notChosen]);
  });

  it('answers a configuration of another tenant like an unknown one', async () => {
    const configurationId = await createConfiguration(app, tokenA);
    await placeFloor(configurationId, 'Erdgeschoss', [components.schuko]);
    await call(tokenA, 'PUT', checkoutUrl(configurationId), { ...EMPTY_CHECKOUT, outletCovers: await saveCover() });
    expect((await call(tokenA, 'GET', coversUrl(configurationId))).statusCode).toBe(200);

    const notFound = { type: 'failure/NotFound', message: 'Konfiguration für dieses Projekt nicht gefunden.' };
    for (const id of [configurationId, randomUUID()]) {
      const response = await call(tokenB, 'GET', coversUrl(id));
      expect([response.statusCode, response.json()]).toEqual([404, notFound]);
    }
  });
});
