import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem, withTenant } from '../src/db/scopes';
import { Raster } from '../src/masterdata/demo/raster';
import { bearer, registerCompany } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';
import { callWith, createConfiguration, PNG_IMAGE } from './checkoutFixtures';

let database: TestDatabase;
let app: FastifyInstance;
let tokenA: string;
let tokenB: string;
let tenantA: string;
let call: ReturnType<typeof callWith>;

const ICON = `data:image/png;base64,${new Raster().circle(32, 32, 16).toPng().toString('base64')}`;
const today = () => new Date().toISOString().slice(0, 10);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

async function createComponent(label: string, price: number): Promise<string> {
  const id = randomUUID();
  const component = { id, label, price, icon: ICON, tags: { tags: [] }, coverKind: 'Outlet' };
  const response = await call(tokenA, 'PUT', `/api/electro/components/${id}`, { component, priceValidFrom: today() });
  expect(response.statusCode, response.body).toBe(200);
  return id;
}

const square = (x: number) => [
  { x, y: 0 },
  { x: x + 100, y: 0 },
  { x: x + 100, y: 100 },
  { x, y: 100 },
];

function floorBody(configurationId: string, socket: string, switchId: string) {
  const kitchen = randomUUID();
  const placements = [
    { id: randomUUID(), componentId: socket, roomId: kitchen, position: { x: 10, y: 10 } },
    { id: randomUUID(), componentId: socket, roomId: kitchen, position: { x: 20, y: 10 } },
    { id: randomUUID(), componentId: switchId, roomId: null, position: { x: 500, y: 10 } },
  ];
  return {
    id: randomUUID(),
    name: 'Erdgeschoss',
    configurationId,
    rooms: [{ id: kitchen, label: 'Küche', roomType: null, points: square(0) }],
    placedElectricalComponents: placements,
    connectionLines: [{ id: randomUUID(), fromId: placements[0]!.id, toId: placements[2]!.id }],
  };
}

let socket: string;
let switchId: string;

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
  socket = await createComponent('Steckdose', 4850);
  switchId = await createComponent('Schalter', 2500);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const finalize = (configurationId: string) =>
  withTenant(database.db, tenantA, (trx) =>
    trx.updateTable('configurations').set({ status: 'Finalized' }).where('tenant_id', '=', tenantA).where('id', '=', configurationId).execute(),
  );

describe('floors', () => {
  it('creates, lists with counts and price, reads, renames and deletes a floor', async () => {
    const configurationId = await createConfiguration(app, tokenA);
    expect((await call(tokenA, 'GET', `/api/electro/configurations/${configurationId}/floors`)).json().data).toEqual([]);
    const body = floorBody(configurationId, socket, switchId);
    const saved = await call(tokenA, 'PUT', `/api/electro/floors/${body.id}`, body);
    expect(saved.statusCode, saved.body).toBe(200);

    const read = (await call(tokenA, 'GET', `/api/electro/floors/${body.id}`)).json().data;
    expect(read).toMatchObject({ id: body.id, name: 'Erdgeschoss', configurationId, hasImage: false, hasPdf: false });
    expect(read.placedElectricalComponents).toHaveLength(3);
    expect(read.connectionLines).toEqual(body.connectionLines);

    const previews = (await call(tokenA, 'GET', `/api/electro/configurations/${configurationId}/floors`)).json().data;
    // private order: nothing included, 2 × 48,50 € + 1 × 25,00 € outside every room
    expect(previews).toEqual([
      { id: body.id, name: 'Erdgeschoss', roomsCount: 1, installationsCount: 3, price: 2 * 4850 + 2500, hasImage: false },
    ]);

    const configuration = (await call(tokenA, 'GET', `/api/electro/configurations/${configurationId}`)).json().data;
    expect(configuration).toMatchObject({ floorsCount: 1, roomsCount: 1, electricalComponentsCount: 3, totalPrice: 12_200 });

    const renamed = await call(tokenA, 'PUT', `/api/electro/floors/${body.id}`, { ...body, name: 'OG', connectionLines: [] });
    expect(renamed.json().data).toMatchObject({ name: 'OG', connectionLines: [] });

    expect((await call(tokenA, 'DELETE', `/api/electro/floors/${body.id}`)).statusCode).toBe(200);
    expect((await call(tokenA, 'GET', `/api/electro/floors/${body.id}`)).json()).toEqual({
      type: 'failure/NotFound',
      message: 'Grundriss nicht gefunden.',
    });
  });

  it('answers the quote info per room with items, included, extra and totals', async () => {
    const configurationId = await createConfiguration(app, tokenA);
    const body = floorBody(configurationId, socket, switchId);
    await call(tokenA, 'PUT', `/api/electro/floors/${body.id}`, body);
    const info = (await call(tokenA, 'GET', `/api/electro/floors/${body.id}/quote-info`)).json().data;
    expect(info).toEqual({
      floors: [
        {
          id: body.id,
          name: 'Erdgeschoss',
          totalPrice: 12_200,
          rooms: [
            {
              name: 'Küche',
              totalPrice: 9700,
              elements: [
                { component: { id: socket, label: 'Steckdose', description: '', unit: 'Piece', labourShareBasisPoints: 0 }, items: 2, included: 0, extra: 2, unitPrice: 4850, totalPrice: 9700 },
              ],
            },
            {
              name: 'Ohne Raum',
              totalPrice: 2500,
              elements: [
                { component: { id: switchId, label: 'Schalter', description: '', unit: 'Piece', labourShareBasisPoints: 0 }, items: 1, included: 0, extra: 1, unitPrice: 2500, totalPrice: 2500 },
              ],
            },
          ],
        },
      ],
      totalPrice: 12_200,
    });
  });

  it('refuses inconsistent structures with 400 and writes nothing', async () => {
    const configurationId = await createConfiguration(app, tokenA);
    const body = floorBody(configurationId, socket, switchId);
    const cases = [
      { ...body, placedElectricalComponents: [{ ...body.placedElectricalComponents[0]!, roomId: randomUUID() }], connectionLines: [] },
      { ...body, placedElectricalComponents: [{ ...body.placedElectricalComponents[0]!, componentId: randomUUID() }], connectionLines: [] },
      { ...body, connectionLines: [{ id: randomUUID(), fromId: randomUUID(), toId: body.placedElectricalComponents[0]!.id }] },
      { ...body, rooms: [{ ...body.rooms[0]!, roomType: { id: randomUUID(), name: 'Bad' } }] },
      { ...body, name: ' ' },
    ];
    for (const payload of cases) {
      const response = await call(tokenA, 'PUT', `/api/electro/floors/${body.id}`, payload);
      expect(response.statusCode, response.body).toBe(400);
    }
    expect((await call(tokenA, 'GET', `/api/electro/floors/${body.id}`)).statusCode).toBe(404);
  });

  it('stores plan images and PDFs checked by content and size', async () => {
    const configurationId = await createConfiguration(app, tokenA);
    const body = floorBody(configurationId, socket, switchId);
    await call(tokenA, 'PUT', `/api/electro/floors/${body.id}`, body);
    const url = `/api/electro/floors/${body.id}`;

    expect((await call(tokenA, 'GET', `${url}/image`)).statusCode).toBe(404);
    expect((await call(tokenA, 'PUT', `${url}/image`, { imageData: PNG_IMAGE })).statusCode).toBe(200);
    const image = await call(tokenA, 'GET', `${url}/image`);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(Buffer.from(PNG_IMAGE.split(',')[1]!, 'base64'))).toBe(true);
    expect((await call(tokenA, 'GET', `${url}/image/preview`)).rawPayload.equals(image.rawPayload)).toBe(true);

    const fakePng = `data:image/png;base64,${Buffer.from('GIF89a not a png at all').toString('base64')}`;
    const wrong = await call(tokenA, 'PUT', `${url}/image`, { imageData: fakePng });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual([{ path: 'imageData', message: 'Es sind nur Bilddateien erlaubt.' }]);
    const huge = Buffer.alloc(20 * 1024 * 1024 + 1);
    Buffer.from(PNG_IMAGE.split(',')[1]!, 'base64').copy(huge);
    const tooLarge = await call(tokenA, 'PUT', `${url}/image`, { imageData: `data:image/png;base64,${huge.toString('base64')}` });
    expect(tooLarge.json().fieldErrors).toEqual([{ path: 'imageData', message: 'Die Datei ist zu groß. Maximal 20 MB.' }]);

    const pdf = await app.inject({ method: 'PUT', url: `${url}/pdf`, headers: { ...bearer(tokenA), 'content-type': 'application/pdf' }, payload: PDF });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect((await call(tokenA, 'GET', `${url}/pdf`)).rawPayload.equals(PDF)).toBe(true);
    const notPdf = await app.inject({
      method: 'PUT',
      url: `${url}/pdf`,
      headers: { ...bearer(tokenA), 'content-type': 'application/pdf' },
      payload: Buffer.from('hello'),
    });
    expect(notPdf.statusCode).toBe(400);
    expect((await call(tokenA, 'GET', url)).json().data).toMatchObject({ hasImage: true, hasPdf: true });
  });

  it('removes the files of a floor with it, also when its whole project is deleted', async () => {
    const blobCount = () =>
      withTenant(database.db, tenantA, (trx) =>
        trx.selectFrom('blobs').select((eb) => eb.fn.countAll<string>().as('count')).where('tenant_id', '=', tenantA).executeTakeFirstOrThrow(),
      ).then((row) => Number(row.count));
    const withFiles = async (configurationId: string) => {
      const body = floorBody(configurationId, socket, switchId);
      await call(tokenA, 'PUT', `/api/electro/floors/${body.id}`, body);
      await call(tokenA, 'PUT', `/api/electro/floors/${body.id}/image`, { imageData: PNG_IMAGE });
      const pdf = await app.inject({
        method: 'PUT',
        url: `/api/electro/floors/${body.id}/pdf`,
        headers: { ...bearer(tokenA), 'content-type': 'application/pdf' },
        payload: PDF,
      });
      expect(pdf.statusCode, pdf.body).toBe(200);
      return body.id;
    };
    const before = await blobCount();

    const floorId = await withFiles(await createConfiguration(app, tokenA));
    expect(await blobCount()).toBe(before + 2);
    expect((await call(tokenA, 'DELETE', `/api/electro/floors/${floorId}`)).statusCode).toBe(200);
    expect(await blobCount()).toBe(before);

    const configurationId = await createConfiguration(app, tokenA);
    await withFiles(configurationId);
    const projectId = (await call(tokenA, 'GET', `/api/electro/configurations/${configurationId}`)).json().data.projectId;
    expect((await call(tokenA, 'DELETE', `/api/electro/projects/${projectId}`)).statusCode).toBe(200);
    expect(await blobCount()).toBe(before);
  });

  it('saves the editor document only on top of the version it was based on, so a stale window cannot overwrite', async () => {
    const configurationId = await createConfiguration(app, tokenA);
    const body = floorBody(configurationId, socket, switchId);
    await call(tokenA, 'PUT', `/api/electro/floors/${body.id}`, body);
    const url = `/api/electro/floors/${body.id}/meistercharts`;
    expect((await call(tokenA, 'GET', url)).json().data).toEqual({ version: 0, document: null });

    // Two windows opened version 0; the first saves, the second is refused instead of overwriting.
    expect((await call(tokenA, 'PUT', url, { version: 1, document: { shapes: ['a'] } })).json().data).toEqual({ version: 1 });
    const stale = await call(tokenA, 'PUT', url, { version: 1, document: { shapes: ['stale'] } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      type: 'failure/Conflict',
      message: 'Dieses Stockwerk wurde inzwischen in einem anderen Fenster oder von einer anderen Person geändert.',
    });
    expect((await call(tokenA, 'PUT', url, { version: 3, document: { shapes: ['skipped'] } })).statusCode).toBe(409);
    expect((await call(tokenA, 'PUT', url, { version: 2, document: { shapes: ['b'] } })).json().data).toEqual({ version: 2 });
    expect((await call(tokenA, 'GET', url)).json().data).toEqual({ version: 2, document: { shapes: ['b'] } });

    const inlined = await call(tokenA, 'PUT', url, { version: 3, document: { src: PNG_IMAGE } });
    expect(inlined.statusCode).toBe(400);
    const big = await call(tokenA, 'PUT', url, { version: 3, document: { text: 'x'.repeat(1024 * 1024) } });
    expect([400, 413]).toContain(big.statusCode);
    expect((await call(tokenA, 'GET', url)).json().data.version).toBe(2);
  });

  it('saves the document of a large floor together with its structure: a document near 1 MB and 2 000 placements', async () => {
    const configurationId = await createConfiguration(app, tokenA);
    const body = floorBody(configurationId, socket, switchId);
    await call(tokenA, 'PUT', `/api/electro/floors/${body.id}`, body);
    const placements = Array.from({ length: 2000 }, (_, n) => ({
      id: randomUUID(),
      componentId: n % 2 === 0 ? socket : switchId,
      roomId: null,
      position: { x: 10.25 + (n % 50) * 59.5, y: 20.75 + Math.floor(n / 50) * 49.5 },
    }));
    const lines = Array.from({ length: 1000 }, (_, n) => ({ id: randomUUID(), fromId: placements[2 * n]!.id, toId: placements[2 * n + 1]!.id }));
    const floor = { rooms: [], placedElectricalComponents: placements, connectionLines: lines };
    const document = { records: 'x'.repeat(1000 * 1024) };

    const saved = await call(tokenA, 'PUT', `/api/electro/floors/${body.id}/meistercharts`, { version: 1, document, floor });

    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
    const read = (await call(tokenA, 'GET', `/api/electro/floors/${body.id}`)).json().data;
    expect(read.placedElectricalComponents).toHaveLength(2000);
    expect(read.connectionLines).toHaveLength(1000);
  });

  it('saves the editor document and the floor derived from it in one transaction', async () => {
    const configurationId = await createConfiguration(app, tokenA);
    const body = floorBody(configurationId, socket, switchId);
    await call(tokenA, 'PUT', `/api/electro/floors/${body.id}`, body);
    const url = `/api/electro/floors/${body.id}`;
    const { id: _id, name: _name, configurationId: _configuration, ...structure } = body;
    const withoutLine = { ...structure, connectionLines: [] };

    const saved = await call(tokenA, 'PUT', `${url}/meistercharts`, { version: 1, document: { shapes: 3 }, floor: withoutLine });
    expect(saved.statusCode, saved.body).toBe(200);
    const floor = (await call(tokenA, 'GET', url)).json().data;
    expect(floor.connectionLines).toEqual([]);
    expect(floor.planVersion).toBe(1);

    // A structure that refers to an unknown installation fails the whole save: the document stays at version 1.
    const unknown = { ...withoutLine, placedElectricalComponents: [{ ...withoutLine.placedElectricalComponents[0]!, componentId: randomUUID() }] };
    const refused = await call(tokenA, 'PUT', `${url}/meistercharts`, { version: 2, document: { shapes: 'neu' }, floor: unknown });
    expect(refused.statusCode).toBe(400);
    expect((await call(tokenA, 'GET', `${url}/meistercharts`)).json().data).toEqual({ version: 1, document: { shapes: 3 } });
  });

  it('refuses a rename based on an outdated floor instead of overwriting what the editor saved since', async () => {
    const configurationId = await createConfiguration(app, tokenA);
    const body = floorBody(configurationId, socket, switchId);
    await call(tokenA, 'PUT', `/api/electro/floors/${body.id}`, body);
    const url = `/api/electro/floors/${body.id}`;
    const read = (await call(tokenA, 'GET', url)).json().data;
    expect(read.planVersion).toBe(0);
    await call(tokenA, 'PUT', `${url}/meistercharts`, { version: 1, document: {}, floor: { ...body, rooms: [], placedElectricalComponents: [], connectionLines: [] } });

    const { hasImage: _image, hasPdf: _pdf, ...outdated } = read;
    const rename = await call(tokenA, 'PUT', url, { ...outdated, name: 'Obergeschoss' });
    expect(rename.statusCode).toBe(409);
    const current = (await call(tokenA, 'GET', url)).json().data;
    expect(current).toMatchObject({ name: 'Erdgeschoss', rooms: [], planVersion: 1 });
    const { hasImage: _i, hasPdf: _p, ...fresh } = current;
    expect((await call(tokenA, 'PUT', url, { ...fresh, name: 'Obergeschoss' })).json().data).toMatchObject({ name: 'Obergeschoss', rooms: [] });
  });

  it('refuses editor documents nested too deep and versions beyond 32 bits with 400', async () => {
    const configurationId = await createConfiguration(app, tokenA);
    const body = floorBody(configurationId, socket, switchId);
    await call(tokenA, 'PUT', `/api/electro/floors/${body.id}`, body);
    const url = `/api/electro/floors/${body.id}/meistercharts`;
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const nested = await app.inject({
      method: 'PUT',
      url,
      headers: { ...bearer(tokenA), 'content-type': 'application/json' },
      payload: `{"version":1,"document":${deep}}`,
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().fieldErrors[0].path).toBe('document');
    const huge = await call(tokenA, 'PUT', url, { version: 2 ** 31, document: {} });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().fieldErrors[0].path).toBe('version');
    expect((await call(tokenA, 'GET', url)).json().data).toEqual({ version: 0, document: null });
  });

  it('refuses every write to a finalized configuration', async () => {
    const configurationId = await createConfiguration(app, tokenA);
    const body = floorBody(configurationId, socket, switchId);
    await call(tokenA, 'PUT', `/api/electro/floors/${body.id}`, body);
    await finalize(configurationId);
    const url = `/api/electro/floors/${body.id}`;
    const newFloor = floorBody(configurationId, socket, switchId);
    const attempts = [
      await call(tokenA, 'PUT', url, { ...body, name: 'Neu' }),
      await call(tokenA, 'PUT', `/api/electro/floors/${newFloor.id}`, newFloor),
      await call(tokenA, 'DELETE', url),
      await call(tokenA, 'PUT', `${url}/image`, { imageData: PNG_IMAGE }),
      await call(tokenA, 'PUT', `${url}/meistercharts`, { version: 5, document: {} }),
      await app.inject({ method: 'PUT', url: `${url}/pdf`, headers: { ...bearer(tokenA), 'content-type': 'application/pdf' }, payload: PDF }),
    ];
    for (const response of attempts) {
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toEqual({
        type: 'failure/ConfigurationFinalized',
        message: 'Das Angebot ist fertiggestellt oder wartet auf Freigabe und kann nicht geändert werden.',
      });
    }
    expect((await call(tokenA, 'GET', url)).json().data.name).toBe('Erdgeschoss');
  });

  it('copies floors and additional installations with the configuration', async () => {
    const configurationId = await createConfiguration(app, tokenA);
    const body = floorBody(configurationId, socket, switchId);
    await call(tokenA, 'PUT', `/api/electro/floors/${body.id}`, body);
    await call(tokenA, 'PUT', `/api/electro/floors/${body.id}/image`, { imageData: PNG_IMAGE });
    const cloned = await call(tokenA, 'POST', `/api/electro/configurations/${configurationId}/clone`, { name: 'Kopie' });
    const copyId = cloned.json().data;
    const floors = (await call(tokenA, 'GET', `/api/electro/configurations/${copyId}/floors`)).json().data;
    expect(floors).toEqual([expect.objectContaining({ name: 'Erdgeschoss', roomsCount: 1, installationsCount: 3, price: 12_200, hasImage: true })]);
    expect(floors[0].id).not.toBe(body.id);
    expect((await call(tokenA, 'DELETE', `/api/electro/floors/${body.id}`)).statusCode).toBe(200);
    expect((await call(tokenA, 'GET', `/api/electro/floors/${floors[0].id}/image`)).statusCode).toBe(200);
  });

  it('hides floors from other tenants like unknown ones', async () => {
    const configurationId = await createConfiguration(app, tokenA);
    const body = floorBody(configurationId, socket, switchId);
    await call(tokenA, 'PUT', `/api/electro/floors/${body.id}`, body);
    const unknown = randomUUID();
    for (const path of ['', '/image', '/quote-info', '/meistercharts']) {
      const foreign = await call(tokenB, 'GET', `/api/electro/floors/${body.id}${path}`);
      const missing = await call(tokenB, 'GET', `/api/electro/floors/${unknown}${path}`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).toBe(missing.body);
    }
    expect((await call(tokenB, 'GET', `/api/electro/configurations/${configurationId}/floors`)).statusCode).toBe(404);
    expect((await call(tokenB, 'DELETE', `/api/electro/floors/${body.id}`)).statusCode).toBe(404);
    expect((await call(tokenB, 'PUT', `/api/electro/floors/${body.id}`, body)).statusCode).toBe(404);
    expect((await call(tokenA, 'GET', `/api/electro/floors/${body.id}`)).json().data.name).toBe('Erdgeschoss');
  });
});
