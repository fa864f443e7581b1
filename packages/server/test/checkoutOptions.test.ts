import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';
import { callWith, JPEG_IMAGE, optionType, PNG_IMAGE } from './checkoutFixtures';

let database: TestDatabase;
let app: FastifyInstance;
let call: ReturnType<typeof callWith>;
let tokenA: string;
let tokenB: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  call = callWith(app);
  tokenA = (await registerCompany(app)).tokens.accessToken;
  tokenB = (await registerCompany(app)).tokens.accessToken;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const TODAY = '2026-11-22';

const WRAPPED_CATALOGUES = [
  ['/api/electro/intercoms', 'intercomType'],
  ['/api/electro/locks', 'lockType'],
  ['/api/electro/mailboxes', 'mailboxType'],
  ['/api/electro/tv-configs', 'tvType'],
  ['/api/electro/multimedia-cable-channels', 'multiMediaCableChannelType'],
  ['/api/electro/patch-fields', 'patchFieldType'],
] as const;

describe('option catalogues', () => {
  it.each(WRAPPED_CATALOGUES)('%s saves, lists, reads, reprices and deletes options wrapped under %s', async (base, key) => {
    const cheap = optionType({ name: 'Basis', price: 1_000 });
    const premium = optionType({ name: 'Premium', price: 50_000, icon: JPEG_IMAGE });
    for (const option of [premium, cheap]) {
      const saved = await call(tokenA, 'PUT', `${base}/${option.id}`, { [key]: option, priceValidFrom: TODAY });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data).toEqual({ ...option, labourShareBasisPoints: 0 });
    }
    const byPrice = (await call(tokenA, 'GET', `${base}?pageSize=20&sortBy=Price&sortOrder=Desc`)).json();
    expect(byPrice.data.map((o: { name: string }) => o.name)).toEqual(['Premium', 'Basis']);
    expect(byPrice.paginationInfo).toMatchObject({ totalElementsCount: 2, filteredElementsCount: 2, pageSize: 20 });

    await call(tokenA, 'PUT', `${base}/${cheap.id}`, { [key]: { ...cheap, price: 1_250 }, priceValidFrom: TODAY });
    expect((await call(tokenA, 'GET', `${base}/${cheap.id}`)).json().data.price).toBe(1_250);

    expect((await call(tokenA, 'DELETE', `${base}/${cheap.id}`)).json()).toEqual({ type: 'success', data: null });
    expect((await call(tokenA, 'GET', base)).json().data.map((o: { name: string }) => o.name)).toEqual(['Premium']);
    expect((await call(tokenA, 'GET', `${base}/${cheap.id}`)).statusCode).toBe(404);
  });

  it('keeps the catalogues apart: an id of one catalogue is refused by another', async () => {
    const intercom = optionType();
    await call(tokenA, 'PUT', `/api/electro/intercoms/${intercom.id}`, { intercomType: intercom, priceValidFrom: TODAY });
    const asLock = await call(tokenA, 'PUT', `/api/electro/locks/${intercom.id}`, { lockType: intercom, priceValidFrom: TODAY });
    expect(asLock.statusCode).toBe(400);
    expect(asLock.json().fieldErrors).toEqual([{ path: 'lockType.id', message: 'Die ID gehört zu einer anderen Option.' }]);
    expect((await call(tokenA, 'GET', `/api/electro/locks/${intercom.id}`)).statusCode).toBe(404);
    expect((await call(tokenA, 'GET', `/api/electro/intercoms/${intercom.id}`)).json().data.name).toBe(intercom.name);
  });

  it('power meters carry their concept', async () => {
    const meter = {
      ...optionType({ name: 'Zählerschrank mit PV', price: 120_000 }),
      powerMeterTypeConfigurationType: { type: 'StandardWithPVExternal' },
    };
    const saved = await call(tokenA, 'PUT', `/api/electro/power-meters/${meter.id}`, {
      powerMeterType: meter,
      priceValidFrom: TODAY,
    });
    expect(saved.json().data).toEqual({ ...meter, labourShareBasisPoints: 0 });
    const withoutIcon = await call(tokenA, 'PUT', `/api/electro/power-meters/${meter.id}`, {
      powerMeterType: { ...meter, icon: '', powerMeterTypeConfigurationType: { type: 'Unknown' } },
      priceValidFrom: TODAY,
    });
    expect(withoutIcon.json().fieldErrors).toEqual([
      { path: 'powerMeterType.icon', message: 'Bitte wählen Sie eine Datei für das Icon aus.' },
      { path: 'powerMeterType.powerMeterTypeConfigurationType.type', message: 'Bitte wählen Sie ein Messkonzept aus.' },
    ]);
  });

  it('intercom locations have a location and a non-negative extra price', async () => {
    const location = { id: randomUUID(), location: 'Gartentor', extraPrice: 15_000, labourShareBasisPoints: 6_000 };
    const saved = await call(tokenA, 'PUT', `/api/electro/intercom-locations/${location.id}`, {
      intercomLocationType: location,
      priceValidFrom: TODAY,
    });
    expect(saved.json().data).toEqual(location);
    const free = { id: randomUUID(), location: 'Hauseingang', extraPrice: 0, labourShareBasisPoints: 0 };
    await call(tokenA, 'PUT', `/api/electro/intercom-locations/${free.id}`, { intercomLocationType: free, priceValidFrom: TODAY });
    expect((await call(tokenA, 'GET', '/api/electro/intercom-locations?sortBy=Name')).json().data).toEqual([location, free]);

    const negative = await call(tokenA, 'PUT', `/api/electro/intercom-locations/${location.id}`, {
      intercomLocationType: { ...location, location: ' ', extraPrice: -1 },
      priceValidFrom: TODAY,
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().fieldErrors.map((e: { path: string }) => e.path)).toEqual([
      'intercomLocationType.location',
      'intercomLocationType.extraPrice',
    ]);
  });

  it('outlet covers are sent flat with their three prices', async () => {
    const cover = {
      id: randomUUID(),
      name: 'Reinweiß glänzend',
      icon: PNG_IMAGE,
      description: 'Serie Standard',
      outletCoverPrice: 450,
      lightSwitchPrice: 520,
      thermostatPrice: 1_900,
      labourShareBasisPoints: 1_000,
    };
    const saved = await call(tokenA, 'PUT', `/api/electro/outlet-covers/${cover.id}`, { ...cover, priceValidFrom: TODAY });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual(cover);
    await call(tokenA, 'PUT', `/api/electro/outlet-covers/${cover.id}`, { ...cover, thermostatPrice: 2_100, priceValidFrom: TODAY });
    expect((await call(tokenA, 'GET', `/api/electro/outlet-covers/${cover.id}`)).json().data.thermostatPrice).toBe(2_100);
    const negative = await call(tokenA, 'PUT', `/api/electro/outlet-covers/${cover.id}`, {
      ...cover,
      lightSwitchPrice: -5,
      priceValidFrom: TODAY,
    });
    expect(negative.json().fieldErrors).toEqual([{ path: 'lightSwitchPrice', message: 'Der Preis darf nicht negativ sein.' }]);
  });

  type Fields = Record<string, unknown>;
  /** A catalogue, the key its PUT body wraps the entity under (none: flat) and an entity with the given fields. */
  interface ShareCatalogue {
    base: string;
    key: string;
    entity: (fields: Fields) => { id: string } & Fields;
  }
  const LABOUR_SHARE_CATALOGUES: ShareCatalogue[] = [
    ...WRAPPED_CATALOGUES.map(([base, key]) => ({ base, key, entity: optionType })),
    {
      base: '/api/electro/power-meters',
      key: 'powerMeterType',
      entity: (fields) => ({ ...optionType(fields), powerMeterTypeConfigurationType: { type: 'StandardWithPV' } }),
    },
    {
      base: '/api/electro/intercom-locations',
      key: 'intercomLocationType',
      entity: (fields) => ({ id: randomUUID(), location: 'Garageneinfahrt', extraPrice: 31_000, ...fields }),
    },
    {
      base: '/api/electro/outlet-covers',
      key: '',
      entity: (fields) => ({
        id: randomUUID(),
        name: 'Anthrazit',
        icon: PNG_IMAGE,
        description: '',
        outletCoverPrice: 890,
        lightSwitchPrice: 990,
        thermostatPrice: 2_900,
        ...fields,
      }),
    },
  ];

  it.each(LABOUR_SHARE_CATALOGUES)('$base keep a labour share in whole basis points from 0 to 100 %, 0 when not sent', async ({ base, key, entity: entityWith }) => {
    const entity = entityWith({ labourShareBasisPoints: 2_500 });
    const put = (fields: Fields) => {
      const changed = { ...entity, ...fields };
      return call(tokenA, 'PUT', `${base}/${entity.id}`, { ...(key ? { [key]: changed } : changed), priceValidFrom: TODAY });
    };
    const shareOf = async (url: string) => (await call(tokenA, 'GET', url)).json().data.labourShareBasisPoints;

    expect((await put({})).json().data.labourShareBasisPoints).toBe(2_500);
    expect(await shareOf(`${base}/${entity.id}`)).toBe(2_500);
    const listed = (await call(tokenA, 'GET', `${base}?pageSize=100`)).json().data;
    expect(listed.find((option: { id: string }) => option.id === entity.id).labourShareBasisPoints).toBe(2_500);

    const path = key ? `${key}.labourShareBasisPoints` : 'labourShareBasisPoints';
    for (const refused of [10_001, -1, 12.5]) {
      const response = await put({ labourShareBasisPoints: refused });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual([{ path, message: 'Bitte geben Sie einen Lohnanteil von 0 bis 100 % an.' }]);
    }
    expect(await shareOf(`${base}/${entity.id}`)).toBe(2_500);
    expect((await put({ labourShareBasisPoints: undefined })).json().data.labourShareBasisPoints).toBe(0);
    expect((await call(tokenA, 'DELETE', `${base}/${entity.id}`)).statusCode).toBe(200);
  });

  it('check images by content and size and require one', async () => {
    const gifAsPng = `data:image/png;base64,${Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;').toString('base64')}`;
    const tooLarge = `data:image/png;base64,${Buffer.concat([
      Buffer.from(PNG_IMAGE.slice('data:image/png;base64,'.length), 'base64'),
      Buffer.alloc(262_144),
    ]).toString('base64')}`;
    const cases = [
      [gifAsPng, 'Es sind nur Billddateien erlaubt.'],
      [tooLarge, 'Die Datei ist zu groß. Maximal 256 KB.'],
      ['', 'Bitte wählen Sie eine Datei aus.'],
      [null, 'Bitte wählen Sie eine Datei aus.'],
    ] as const;
    for (const [icon, message] of cases) {
      const option = optionType({ icon });
      const response = await call(tokenA, 'PUT', `/api/electro/mailboxes/${option.id}`, { mailboxType: option, priceValidFrom: TODAY });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual([{ path: 'mailboxType.icon', message }]);
      expect((await call(tokenA, 'GET', `/api/electro/mailboxes/${option.id}`)).statusCode).toBe(404);
    }
  });

  it('load the first 20 and report the total for the full refetch', async () => {
    const base = '/api/electro/tv-configs';
    for (let i = 0; i < 23; i += 1) {
      const option = optionType({ name: `Anschluss ${String(i).padStart(2, '0')}`, icon: PNG_IMAGE });
      await call(tokenB, 'PUT', `${base}/${option.id}`, { tvType: option, priceValidFrom: TODAY });
    }
    const first = (await call(tokenB, 'GET', `${base}?pageSize=20`)).json();
    expect(first.data).toHaveLength(20);
    expect(first.paginationInfo.totalElementsCount).toBe(23);
    expect((await call(tokenB, 'GET', `${base}?pageSize=23`)).json().data).toHaveLength(23);
  });

  it('are invisible to another tenant, which may use the same id for its own option', async () => {
    const option = optionType({ name: 'Nur A' });
    await call(tokenA, 'PUT', `/api/electro/locks/${option.id}`, { lockType: option, priceValidFrom: TODAY });
    expect((await call(tokenB, 'GET', `/api/electro/locks/${option.id}`)).statusCode).toBe(404);
    expect((await call(tokenB, 'DELETE', `/api/electro/locks/${option.id}`)).statusCode).toBe(404);
    expect((await call(tokenB, 'GET', '/api/electro/locks')).json().data).toEqual([]);
    const own = await call(tokenB, 'PUT', `/api/electro/locks/${option.id}`, {
      lockType: { ...option, name: 'Nur B' },
      priceValidFrom: TODAY,
    });
    expect(own.json().data.name).toBe('Nur B');
    expect((await call(tokenA, 'GET', `/api/electro/locks/${option.id}`)).json().data.name).toBe('Nur A');
  });
});
