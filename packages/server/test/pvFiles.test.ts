import { JPEG_BYTES } from './checkoutFixtures';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, errorOf, registerCompany } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;
let app: FastifyInstance;
let tokenA: string;
let tokenB: string;
let tileId: string;

const BASE = '/api/pv/pv-components/roofing-metals';
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x20), Buffer.from('%%EOF\n')]);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const JPEG = JPEG_BYTES;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  tokenA = (await registerCompany(app, { environment: ['PvPlanner'] })).tokens.accessToken;
  tokenB = (await registerCompany(app, { environment: ['PvPlanner'] })).tokens.accessToken;
  tileId = randomUUID();
  await app.inject({
    method: 'PUT',
    url: `${BASE}/${tileId}`,
    headers: bearer(tokenA),
    payload: { metalRoofTile: { id: tileId, name: 'Metallziegel', description: '', price: 1500 }, priceValidFrom: '2026-03-02' },
  });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const upload = (token: string, path: string, contentType: string, data: Buffer, fileName?: string) =>
  app.inject({
    method: 'PUT',
    url: `${BASE}/${path}${fileName ? `?fileName=${encodeURIComponent(fileName)}` : ''}`,
    headers: { ...bearer(token), 'content-type': contentType },
    payload: data,
  });
const download = (token: string, path: string) => app.inject({ method: 'GET', url: `${BASE}/${path}`, headers: bearer(token) });

describe('data sheets', () => {
  it('are uploaded, shown on the part, downloaded and replaced', async () => {
    const first = await upload(tokenA, `${tileId}/data-sheet`, 'application/pdf', PDF, 'Datenblatt Metallziegel.pdf');
    const replacement = Buffer.concat([PDF, Buffer.from('zweite Fassung')]);
    const second = await upload(tokenA, `${tileId}/data-sheet`, 'application/pdf', replacement, 'Neu.pdf');
    const part = await download(tokenA, tileId);
    const file = await download(tokenA, `${tileId}/data-sheet`);

    expect(first.json().data).toEqual({ fileName: 'Datenblatt Metallziegel.pdf', contentType: 'application/pdf', byteSize: PDF.byteLength });
    expect(second.statusCode).toBe(200);
    expect(part.json().data.dataSheet).toEqual({ fileName: 'Neu.pdf', contentType: 'application/pdf', byteSize: replacement.byteLength });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(replacement)).toBe(true);
  });

  it('must be PDF by content, whatever the content type says', async () => {
    const fake = await upload(tokenA, `${tileId}/data-sheet`, 'application/pdf', PNG);
    expect(fake.statusCode).toBe(400);
    expect(errorOf(fake).fieldErrors).toEqual([{ path: 'file', message: 'Es sind nur PDF-Dateien erlaubt.' }]);
  });

  it('may be at most 10 MB', async () => {
    const tooLarge = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await upload(tokenA, `${tileId}/data-sheet`, 'application/pdf', tooLarge);
    expect(response.statusCode).toBe(413);
  });
});

describe('icons', () => {
  it('accept PNG and JPEG by content and refuse a PDF', async () => {
    const png = await upload(tokenA, `${tileId}/icon`, 'image/png', PNG, 'icon.png');
    const jpeg = await upload(tokenA, `${tileId}/icon`, 'application/octet-stream', JPEG, 'icon.jpg');
    const pdf = await upload(tokenA, `${tileId}/icon`, 'image/png', PDF);
    const file = await download(tokenA, `${tileId}/icon`);

    expect(png.json().data.contentType).toBe('image/png');
    expect(jpeg.json().data.contentType).toBe('image/jpeg');
    expect(pdf.statusCode).toBe(400);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload.equals(JPEG)).toBe(true);
  });

  it('answer missing files and parts as not found', async () => {
    const otherId = randomUUID();
    await app.inject({
      method: 'PUT',
      url: `${BASE}/${otherId}`,
      headers: bearer(tokenA),
      payload: { metalRoofTile: { id: otherId, name: 'Ohne Icon', description: '', price: 1 }, priceValidFrom: '2026-03-02' },
    });
    expect((await download(tokenA, `${otherId}/icon`)).json()).toEqual({ type: 'failure/NotFound', message: 'Kein Icon vorhanden.' });
    expect((await upload(tokenA, `${randomUUID()}/icon`, 'image/png', PNG)).statusCode).toBe(404);
  });
});

describe('tenant isolation of files', () => {
  it('answers another tenant’s files like missing ones and refuses uploads to its parts', async () => {
    await upload(tokenA, `${tileId}/data-sheet`, 'application/pdf', PDF);
    const foreignDownload = await download(tokenB, `${tileId}/data-sheet`);
    const foreignUpload = await upload(tokenB, `${tileId}/data-sheet`, 'application/pdf', PDF);
    const unknownUpload = await upload(tokenB, `${randomUUID()}/data-sheet`, 'application/pdf', PDF);

    expect(foreignDownload.statusCode).toBe(404);
    expect(foreignUpload.statusCode).toBe(404);
    expect(foreignUpload.json()).toEqual(unknownUpload.json());
    expect((await download(tokenA, `${tileId}/data-sheet`)).statusCode).toBe(200);
  });

  it('keeps the upload content types away from other routes', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/electro/tenant-information',
      headers: { ...bearer(tokenA), 'content-type': 'application/pdf' },
      payload: PDF,
    });
    expect(response.statusCode).toBe(415);
  });
});
