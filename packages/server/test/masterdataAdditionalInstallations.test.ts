import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Raster } from '../src/masterdata/demo/raster';
import { bearer, registerCompany } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;
let app: FastifyInstance;
let tokenA: string;
let tokenB: string;

const BASE = '/api/electro/additional-installations';
const ICON = `data:image/png;base64,${new Raster().rect(8, 8, 48, 48).toPng().toString('base64')}`;

const installation = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  title: 'Fundamenterder',
  description: 'Edelstahl V4A, je Meter',
  price: 2400,
  icon: null,
  ...overrides,
});
const put = (token: string, item: { id: string } & Record<string, unknown>, priceValidFrom = '2025-03-01') =>
  app.inject({ method: 'PUT', url: `${BASE}/${item.id}`, headers: bearer(token), payload: { additionalInstallation: item, priceValidFrom } });
const get = (token: string, url: string) => app.inject({ method: 'GET', url, headers: bearer(token) });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  tokenA = (await registerCompany(app)).tokens.accessToken;
  tokenB = (await registerCompany(app)).tokens.accessToken;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('additional installations', () => {
  it('are saved with or without icon, filtered by title, paged and deleted', async () => {
    const earth = installation();
    expect((await put(tokenA, earth)).json().data).toEqual({ ...earth, unit: 'Piece', labourShareBasisPoints: 0, archived: false });
    const inMetres = await put(tokenA, { ...earth, unit: 'Metre' });
    expect(inMetres.json().data.unit).toBe('Metre');
    const refused = await put(tokenA, { ...earth, unit: 'Kilo' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual([{ path: 'additionalInstallation.unit', message: 'Bitte wählen Sie eine Einheit.' }]);
    const surge = installation({ title: 'Überspannungsschutz', price: 42000, icon: ICON });
    expect((await put(tokenA, surge)).json().data.icon).toBe(ICON);

    const filtered = await get(tokenA, `${BASE}?title=spannung`);
    expect(filtered.json().data.map((i: { title: string }) => i.title)).toEqual(['Überspannungsschutz']);
    expect(filtered.json().paginationInfo).toMatchObject({ filteredElementsCount: 1, totalElementsCount: 2 });

    await put(tokenA, { ...earth, price: 2600 }, '2025-04-01');
    expect((await get(tokenA, `${BASE}/${earth.id}`)).json().data.price).toBe(2600);

    expect((await app.inject({ method: 'DELETE', url: `${BASE}/${earth.id}`, headers: bearer(tokenA) })).statusCode).toBe(200);
    expect((await get(tokenA, BASE)).json().data.map((i: { title: string }) => i.title)).toEqual(['Überspannungsschutz']);
  });

  it('keep their labour share in basis points, 0 when not sent, from 0 to 100 % in whole basis points', async () => {
    const earth = installation({ labourShareBasisPoints: 6_000 });
    expect((await put(tokenA, earth)).json().data.labourShareBasisPoints).toBe(6_000);
    expect((await get(tokenA, `${BASE}/${earth.id}`)).json().data.labourShareBasisPoints).toBe(6_000);
    const listed = (await get(tokenA, `${BASE}?pageSize=100`)).json().data;
    expect(listed.find((i: { id: string }) => i.id === earth.id).labourShareBasisPoints).toBe(6_000);

    for (const refused of [10_001, -1, 12.5]) {
      const response = await put(tokenA, { ...earth, labourShareBasisPoints: refused });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual([
        { path: 'additionalInstallation.labourShareBasisPoints', message: 'Bitte geben Sie einen Lohnanteil von 0 bis 100 % an.' },
      ]);
    }
    expect((await get(tokenA, `${BASE}/${earth.id}`)).json().data.labourShareBasisPoints).toBe(6_000);
    expect((await put(tokenA, { ...earth, labourShareBasisPoints: undefined })).json().data.labourShareBasisPoints).toBe(0);
    expect((await app.inject({ method: 'DELETE', url: `${BASE}/${earth.id}`, headers: bearer(tokenA) })).statusCode).toBe(200);
  });

  it('refuse a negative price, an empty title and a non-PNG icon with 400', async () => {
    const response = await put(tokenA, installation({ title: ' ', price: -5, icon: 'data:image/png;base64,R0lGODlhAQABAAAAACw=' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.map((e: { path: string }) => e.path)).toEqual([
      'additionalInstallation.title',
      'additionalInstallation.price',
      'additionalInstallation.icon',
    ]);
  });

  it('refuse a price of 0 € with a German message on the price, saving nothing', async () => {
    const free = installation({ title: 'Gratis' });
    const response = await put(tokenA, { ...free, price: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual([
      { path: 'additionalInstallation.price', message: 'Der Preis muss größer als 0 € sein.' },
    ]);
    expect((await get(tokenA, `${BASE}/${free.id}`)).statusCode).toBe(404);
  });

  it('are invisible to another tenant', async () => {
    const item = installation({ title: 'Nur A' });
    await put(tokenA, item);
    expect((await get(tokenB, `${BASE}/${item.id}`)).statusCode).toBe(404);
    expect((await get(tokenB, BASE)).json().data).toEqual([]);
    expect((await app.inject({ method: 'DELETE', url: `${BASE}/${item.id}`, headers: bearer(tokenB) })).statusCode).toBe(404);
    expect((await get(tokenA, `${BASE}/${item.id}`)).json().data.title).toBe('Nur A');
  });
});
