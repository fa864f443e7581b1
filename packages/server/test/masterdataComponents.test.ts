import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem, withTenant } from '../src/db/scopes';
import { encodePng } from '../src/images/png';
import { Raster } from '../src/masterdata/demo/raster';
import { componentPrices } from '../src/masterdata/priceHistory';
import { bearer, registerCompany } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;
let app: FastifyInstance;
let tokenA: string;
let tokenB: string;
let tenantA: string;

const ICON = `data:image/png;base64,${new Raster().circle(32, 32, 16).toPng().toString('base64')}`;
const JPEG_LABELLED_PNG = `data:image/png;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...new Array(40).fill(1)]).toString('base64')}`;
const noisyPng = (size: number) => {
  const pixels = new Uint8Array(size * size * 4).map(() => Math.floor(Math.random() * 256));
  return `data:image/png;base64,${encodePng(size, size, pixels).toString('base64')}`;
};

const today = () => new Date().toISOString().slice(0, 10);

const component = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  label: 'Schutzkontaktsteckdose',
  price: 4850,
  icon: ICON,
  tags: { tags: [{ id: randomUUID(), name: 'Steckdose' }] },
  coverKind: 'Outlet',
  ...overrides,
});

const put = (token: string, item: { id: string } & Record<string, unknown>, priceValidFrom = today()) =>
  app.inject({
    method: 'PUT',
    url: `/api/electro/components/${item.id}`,
    headers: bearer(token),
    payload: { component: item, priceValidFrom },
  });
const get = (token: string, url: string) => app.inject({ method: 'GET', url, headers: bearer(token) });
const remove = (token: string, id: string) =>
  app.inject({ method: 'DELETE', url: `/api/electro/components/${id}`, headers: bearer(token) });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  const companyA = await registerCompany(app);
  tokenA = companyA.tokens.accessToken;
  tenantA = await asSystem(database.db, (trx) =>
    trx.selectFrom('users').select('tenant_id').where('email', '=', companyA.email).executeTakeFirstOrThrow(),
  ).then((row) => row.tenant_id);
  tokenB = (await registerCompany(app)).tokens.accessToken;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('installations (electrical components)', () => {
  it('are created with icon, tags and cover kind and answered by id', async () => {
    const item = component();
    const saved = await put(tokenA, item);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ ...item, description: '', unit: 'Piece', labourShareBasisPoints: 0, archived: false });
    const described = await put(tokenA, { ...item, description: 'Unterputz, inkl. Gerätedose', unit: 'LumpSum' });
    expect(described.json().data).toMatchObject({ description: 'Unterputz, inkl. Gerätedose', unit: 'LumpSum' });
    expect((await get(tokenA, `/api/electro/components/${item.id}`)).json().data.label).toBe('Schutzkontaktsteckdose');
  });

  it('keep their labour share in basis points, 0 when not sent, from 0 to 100 % in whole basis points', async () => {
    const item = component({ labourShareBasisPoints: 4_000 });
    expect((await put(tokenA, item)).json().data.labourShareBasisPoints).toBe(4_000);
    expect((await get(tokenA, `/api/electro/components/${item.id}`)).json().data.labourShareBasisPoints).toBe(4_000);
    const listed = (await get(tokenA, '/api/electro/components?pageSize=100')).json().data;
    expect(listed.find((c: { id: string }) => c.id === item.id).labourShareBasisPoints).toBe(4_000);
    expect((await put(tokenA, { ...item, labourShareBasisPoints: 10_000 })).json().data.labourShareBasisPoints).toBe(10_000);

    for (const refused of [10_001, -1, 12.5, '2500']) {
      const response = await put(tokenA, { ...item, labourShareBasisPoints: refused });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual([
        { path: 'component.labourShareBasisPoints', message: 'Bitte geben Sie einen Lohnanteil von 0 bis 100 % an.' },
      ]);
    }
    expect((await put(tokenA, { ...item, labourShareBasisPoints: undefined })).json().data.labourShareBasisPoints).toBe(0);
    expect((await remove(tokenA, item.id)).statusCode).toBe(200);
  });

  it('are listed, searched by label or tag, sorted and paged', async () => {
    await put(tokenA, component({ label: 'Wechselschalter', price: 5200, tags: { tags: [{ id: randomUUID(), name: 'Schalter' }] } }));
    await put(tokenA, component({ label: 'Deckenauslass', price: 5900, tags: { tags: [] } }));

    const byLabel = await get(tokenA, '/api/electro/components?label=wechsel');
    expect(byLabel.json().data.map((c: { label: string }) => c.label)).toEqual(['Wechselschalter']);
    const byTag = await get(tokenA, '/api/electro/components?anyText=schalter');
    expect(byTag.json().data.map((c: { label: string }) => c.label)).toEqual(['Wechselschalter']);

    const page = await get(tokenA, '/api/electro/components?sortBy=Price&sortOrder=Desc&pageSize=2&pageIndex=0');
    expect(page.json().data.map((c: { price: number }) => c.price)).toEqual([5900, 5200]);
    expect(page.json().paginationInfo).toEqual({
      pageIndex: 0,
      pageSize: 2,
      pageCount: 2,
      filteredElementsCount: 3,
      totalElementsCount: 3,
    });
  });

  it('reuse an existing tag of the same name and list the tags', async () => {
    await put(tokenA, component({ label: 'Doppelsteckdose', tags: { tags: [{ id: randomUUID(), name: 'steckdose' }] } }));
    const tags = await get(tokenA, '/api/electro/components/tags?pageSize=100');
    expect(tags.json().data.map((t: { name: string }) => t.name)).toEqual(['Schalter', 'Steckdose']);
  });

  it('keep the stored icon when edited without one, but need one on create', async () => {
    const item = component();
    await put(tokenA, item);
    const edited = await put(tokenA, { ...item, label: 'Steckdose neu', icon: null });
    expect(edited.json().data).toMatchObject({ label: 'Steckdose neu', icon: ICON });

    const created = await put(tokenA, component({ icon: null }));
    expect(created.statusCode).toBe(400);
    expect(created.json().fieldErrors).toEqual([
      { path: 'component.icon', message: 'Bitte wählen Sie eine Datei für das Icon aus.' },
    ]);
  });

  it.each([
    ['a JPEG labelled as PNG', JPEG_LABELLED_PNG, 'Es sind nur PNG- Dateien erlaubt.'],
    ['a JPEG data URL', 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==', 'Es sind nur PNG- Dateien erlaubt.'],
    ['a PNG over 64 KB', noisyPng(140), 'Das Bild darf nicht größer als 64 KB sein.'],
  ])('refuse %s as icon and write nothing', async (_, icon, message) => {
    const item = component({ icon });
    const response = await put(tokenA, item);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toContainEqual({ path: 'component.icon', message });
    expect((await get(tokenA, `/api/electro/components/${item.id}`)).statusCode).toBe(404);
  });

  it('refuse a negative price', async () => {
    const response = await put(tokenA, component({ price: -1 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toContainEqual({ path: 'component.price', message: 'Der Preis darf nicht negativ sein.' });
  });

  it('keep their price history so older dates are priced as before', async () => {
    const item = component({ price: 1000 });
    await put(tokenA, item, '2024-01-01');
    const changed = await put(tokenA, { ...item, price: 1500 }, '2025-06-01');
    expect(changed.json().data.price).toBe(1500);

    const prices = (day: string) =>
      withTenant(database.db, tenantA, (trx) => componentPrices.asOf(trx, tenantA, [item.id], day));
    expect((await prices('2024-12-31')).get(item.id)).toBe(1000);
    expect((await prices('2025-06-01')).get(item.id)).toBe(1500);
    expect((await prices('2023-01-01')).get(item.id)).toBe(1000);
  });

  it('are deleted when unused', async () => {
    const item = component();
    await put(tokenA, item);
    expect((await remove(tokenA, item.id)).json()).toEqual({ type: 'success', data: null });
    expect((await get(tokenA, `/api/electro/components/${item.id}`)).statusCode).toBe(404);
  });

  it('answer another tenant like unknown ids, and a PUT there creates its own item', async () => {
    const item = component({ label: 'Nur bei A' });
    await put(tokenA, item);
    const other = await get(tokenB, `/api/electro/components/${item.id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ type: 'failure/NotFound', message: 'Fehler beim Laden des Bauteils.' });
    expect((await remove(tokenB, item.id)).statusCode).toBe(404);
    expect((await get(tokenB, '/api/electro/components')).json().data).toEqual([]);
    expect((await get(tokenB, '/api/electro/components/tags')).json().data).toEqual([]);

    await put(tokenB, { ...item, label: 'Bei B' });
    expect((await get(tokenA, `/api/electro/components/${item.id}`)).json().data.label).toBe('Nur bei A');
  });
});
