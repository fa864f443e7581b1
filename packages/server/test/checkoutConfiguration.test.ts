import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_CHECKOUT } from '@planner/api';
import { configurationCheckoutTotalCents } from '../src/checkout/configurationCheckoutTotal';
import { asSystem, withTenant } from '../src/db/scopes';
import { registerCompany } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';
import { callWith, createConfiguration, optionType } from './checkoutFixtures';

let database: TestDatabase;
let app: FastifyInstance;
let call: ReturnType<typeof callWith>;
let tokenA: string;
let tokenB: string;
let tenantA: string;

const TODAY = '2026-11-22';
const checkoutUrl = (configurationId: string) => `/api/electro/configurations/${configurationId}/checkout`;

async function saveOption(token: string, path: string, key: string, option: { id: string } & Record<string, unknown>) {
  const response = await call(token, 'PUT', `/api/electro/${path}/${option.id}`, { [key]: option, priceValidFrom: TODAY });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** One option of every catalogue of tenant A. */
async function catalogueOfA() {
  return {
    tv: await saveOption(tokenA, 'tv-configs', 'tvType', optionType({ name: 'SAT', price: 9_900 })),
    channel: await saveOption(tokenA, 'multimedia-cable-channels', 'multiMediaCableChannelType', optionType({ price: 2_500 })),
    patchField: await saveOption(tokenA, 'patch-fields', 'patchFieldType', optionType({ price: 1_200 })),
    intercom: await saveOption(tokenA, 'intercoms', 'intercomType', optionType({ price: 89_900 })),
    location: await saveOption(tokenA, 'intercom-locations', 'intercomLocationType', {
      id: randomUUID(),
      location: 'Gartentor',
      extraPrice: 15_000,
    }),
    lock: await saveOption(tokenA, 'locks', 'lockType', optionType({ price: 34_900 })),
    mailbox: await saveOption(tokenA, 'mailboxes', 'mailboxType', optionType({ price: 0 })),
    externalPv: await saveOption(tokenA, 'power-meters', 'powerMeterType', {
      ...optionType({ price: 45_000 }),
      powerMeterTypeConfigurationType: { type: 'StandardWithPVExternal' },
    }),
    standardMeter: await saveOption(tokenA, 'power-meters', 'powerMeterType', {
      ...optionType({ price: 30_000 }),
      powerMeterTypeConfigurationType: { type: 'StandardWithoutPV' },
    }),
  };
}

const customInformation = {
  pvCompanyContact: {
    id: randomUUID(),
    name: 'Sonnenstrom GmbH',
    namespace: '',
    address: null,
    contactInformation: { phone: '0711 123456', mail: 'info@sonnenstrom.de', fax: '', url: '' },
    legalInformation: null,
    bankInformation: null,
  },
  pvPowerWatt: 9_800,
  batterySizeWattHours: 10_000,
};

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
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('checkout of a configuration', () => {
  it('starts empty, saves the whole configuration and answers the chosen options', async () => {
    const configurationId = await createConfiguration(app, tokenA);
    expect((await call(tokenA, 'GET', checkoutUrl(configurationId))).json().data).toEqual(EMPTY_CHECKOUT);

    const options = await catalogueOfA();
    const checkout = {
      ...EMPTY_CHECKOUT,
      tv: options.tv,
      multiMediaCableChannel: { channelType: options.channel, amount: 3 },
      patchField: { patchFieldType: options.patchField, amount: 24 },
      intercom: { intercomType: options.intercom, intercomLocation: options.location },
      lock: options.lock,
      mailbox: options.mailbox,
      powerMeter: options.externalPv,
      powerMeterCustomInformation: customInformation,
      heatpumpLocation: 'Garten, Nordseite',
      heatpumpTemperatureSensorLocation: 'Nordfassade',
      heatingManifoldLocation: 'Hauswirtschaftsraum',
      heatingAndCooling: true,
    };
    const saved = await call(tokenA, 'PUT', checkoutUrl(configurationId), checkout);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual(checkout);
    expect((await call(tokenA, 'GET', checkoutUrl(configurationId))).json().data).toEqual(checkout);

    const total = await withTenant(database.db, tenantA, (trx) => configurationCheckoutTotalCents(trx, tenantA, configurationId));
    expect(total).toBe(9_900 + 3 * 2_500 + 24 * 1_200 + 89_900 + 15_000 + 34_900 + 0 + 45_000 + 73_000);

    const cleared = await call(tokenA, 'PUT', checkoutUrl(configurationId), { ...checkout, heatingAndCooling: false, tv: null });
    expect(cleared.json().data).toMatchObject({ tv: null, heatingAndCooling: false, lock: options.lock });
  });

  it('refuses options that are unknown, of another catalogue or of another tenant, writing nothing', async () => {
    const configurationId = await createConfiguration(app, tokenA);
    const options = await catalogueOfA();
    const foreignLock = await saveOption(tokenB, 'locks', 'lockType', optionType());
    const response = await call(tokenA, 'PUT', checkoutUrl(configurationId), {
      ...EMPTY_CHECKOUT,
      tv: options.lock,
      lock: foreignLock,
      mailbox: { id: randomUUID() },
      patchField: { patchFieldType: options.patchField, amount: 2 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.map((e: { path: string }) => e.path)).toEqual(['tv.id', 'lock.id', 'mailbox.id']);
    expect((await call(tokenA, 'GET', checkoutUrl(configurationId))).json().data).toEqual(EMPTY_CHECKOUT);
  });

  it('answers a configuration of another tenant like an unknown one', async () => {
    const configurationId = await createConfiguration(app, tokenA);
    const notFound = { type: 'failure/NotFound', message: 'Konfiguration für dieses Projekt nicht gefunden.' };
    for (const id of [configurationId, randomUUID()]) {
      const read = await call(tokenB, 'GET', checkoutUrl(id));
      expect([read.statusCode, read.json()]).toEqual([404, notFound]);
      const write = await call(tokenB, 'PUT', checkoutUrl(id), EMPTY_CHECKOUT);
      expect([write.statusCode, write.json()]).toEqual([404, notFound]);
    }
  });

  it('keeps external-PV data only with the external-PV concept and a battery only as capacity or null', async () => {
    const configurationId = await createConfiguration(app, tokenA);
    const options = await catalogueOfA();
    const fieldErrorsOf = async (body: object) =>
      (await call(tokenA, 'PUT', checkoutUrl(configurationId), { ...EMPTY_CHECKOUT, ...body })).json().fieldErrors;

    expect(await fieldErrorsOf({ powerMeter: options.standardMeter, powerMeterCustomInformation: customInformation })).toEqual([
      { path: 'powerMeterCustomInformation', message: 'Nur beim Messkonzept mit externer PV-Anlage möglich.' },
    ]);
    expect(await fieldErrorsOf({ powerMeter: options.externalPv })).toEqual([
      { path: 'powerMeterCustomInformation', message: 'Bitte geben Sie die Daten der externen PV-Anlage an.' },
    ]);
    expect(
      await fieldErrorsOf({
        powerMeter: options.externalPv,
        powerMeterCustomInformation: { ...customInformation, pvPowerWatt: 50, batterySizeWattHours: 99 },
      }),
    ).toEqual([
      { path: 'powerMeterCustomInformation.pvPowerWatt', message: 'Die PV-Leistung muss mindestens 0,1 kWp betragen.' },
      {
        path: 'powerMeterCustomInformation.batterySizeWattHours',
        message: 'Die Batteriekapazität muss mindestens 0,1 kWh betragen.',
      },
    ]);
    const withoutBattery = { ...customInformation, batterySizeWattHours: null };
    const saved = await call(tokenA, 'PUT', checkoutUrl(configurationId), {
      ...EMPTY_CHECKOUT,
      powerMeter: options.externalPv,
      powerMeterCustomInformation: withoutBattery,
    });
    expect(saved.json().data.powerMeterCustomInformation).toEqual(withoutBattery);
  });

  it('requires all three heating locations, allows cooling only with them and amounts from 1', async () => {
    const configurationId = await createConfiguration(app, tokenA);
    const options = await catalogueOfA();
    const fieldErrorsOf = async (body: object) =>
      (await call(tokenA, 'PUT', checkoutUrl(configurationId), { ...EMPTY_CHECKOUT, ...body })).json().fieldErrors;
    expect(await fieldErrorsOf({ patchField: { patchFieldType: options.patchField, amount: 0 } })).toEqual([
      { path: 'patchField.amount', message: 'Bitte geben Sie eine ganze Zahl ab 1 ein.' },
    ]);
    expect(await fieldErrorsOf({ heatpumpLocation: 'Garten' })).toEqual([
      { path: 'heatpumpLocation', message: 'Bitte geben Sie alle drei Standorte der Heizung an.' },
    ]);
    const coolingOnly = await call(tokenA, 'PUT', checkoutUrl(configurationId), { ...EMPTY_CHECKOUT, heatingAndCooling: true });
    expect(coolingOnly.json().fieldErrors).toEqual([{ path: 'heatingAndCooling', message: 'Kühlung gibt es nur mit Wärmepumpe.' }]);
  });

  it('archives a chosen option on delete; the checkout shows it as unavailable, counts it for nothing and may keep it', async () => {
    const configurationId = await createConfiguration(app, tokenA);
    const options = await catalogueOfA();
    const checkout = { ...EMPTY_CHECKOUT, lock: options.lock, mailbox: options.mailbox };
    await call(tokenA, 'PUT', checkoutUrl(configurationId), checkout);
    const totalOf = () => withTenant(database.db, tenantA, (trx) => configurationCheckoutTotalCents(trx, tenantA, configurationId));
    expect(await totalOf()).toBe(options.lock.price + options.mailbox.price);

    expect((await call(tokenA, 'DELETE', `/api/electro/locks/${options.lock.id}`)).statusCode).toBe(200);
    expect((await call(tokenA, 'GET', `/api/electro/locks/${options.lock.id}`)).statusCode).toBe(404);
    expect((await call(tokenA, 'GET', checkoutUrl(configurationId))).json().data).toEqual({ ...checkout, unavailable: ['lock'] });
    expect(await totalOf()).toBe(options.mailbox.price);
    expect((await call(tokenA, 'GET', `/api/electro/configurations/${configurationId}`)).json().data.totalPrice).toBe(options.mailbox.price);
    // The whole checkout goes back as the tab had it, the marker included.
    const kept = await call(tokenA, 'PUT', checkoutUrl(configurationId), { ...checkout, unavailable: ['lock'] });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.unavailable).toEqual(['lock']);
    const removed = await call(tokenA, 'PUT', checkoutUrl(configurationId), { ...checkout, lock: null });
    expect(removed.json().data).toEqual({ ...checkout, lock: null });

    const other = await createConfiguration(app, tokenA);
    const refused = await call(tokenA, 'PUT', checkoutUrl(other), { ...EMPTY_CHECKOUT, lock: options.lock });
    expect(refused.json().fieldErrors).toEqual([{ path: 'lock.id', message: 'Diese Option existiert nicht.' }]);
  });

  it('refuses changes to a finalized configuration', async () => {
    const configurationId = await createConfiguration(app, tokenA);
    await withTenant(database.db, tenantA, (trx) =>
      trx.updateTable('configurations').set({ status: 'Finalized' }).where('tenant_id', '=', tenantA).where('id', '=', configurationId).execute(),
    );
    const response = await call(tokenA, 'PUT', checkoutUrl(configurationId), { ...EMPTY_CHECKOUT, heatingAndCooling: false });
    expect(response.statusCode).toBe(422);
    expect(response.json().type).toBe('failure/ConfigurationFinalized');
    expect((await call(tokenA, 'GET', checkoutUrl(configurationId))).json().data).toEqual(EMPTY_CHECKOUT);
  });

  it('is copied with its quote, and its total is part of the quote total', async () => {
    const original = await createConfiguration(app, tokenA);
    const options = await catalogueOfA();
    const checkout = { ...EMPTY_CHECKOUT, lock: options.lock, patchField: { patchFieldType: options.patchField, amount: 12 } };
    await call(tokenA, 'PUT', checkoutUrl(original), checkout);

    const cloned = await call(tokenA, 'POST', `/api/electro/configurations/${original}/clone`, { name: 'Kopie' });
    expect(cloned.statusCode, cloned.body).toBe(200);
    const copy: string = cloned.json().data;
    expect((await call(tokenA, 'GET', checkoutUrl(copy))).json().data).toEqual(checkout);

    const checkoutTotal = await withTenant(database.db, tenantA, (trx) => configurationCheckoutTotalCents(trx, tenantA, copy));
    expect(checkoutTotal).toBe(options.lock.price + 12 * 1_200);
    const quote = await call(tokenA, 'GET', `/api/electro/configurations/${copy}`);
    expect(quote.json().data.totalPrice).toBe(checkoutTotal);
  });
});
