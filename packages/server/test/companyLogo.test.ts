import { companyLogoEndpoints, MAX_LOGO_PIXELS, MSG_LOGO_TOO_LARGE, MSG_LOGO_TYPE, msgTooManyPixels } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePng } from '../src/images/png';
import { renderQuotePdf } from '../src/quotes/pdf/renderQuotePdf';
import { bearer, registerCompany } from './support/api';
import { dataUrl, jpegDeclaring, pngDeclaring } from './support/images';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';
import { sampleQuote } from './quotesSample';

let database: TestDatabase;
let app: FastifyInstance;
let tokenA: string;
let tokenB: string;

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

const PATH = companyLogoEndpoints.get.path;
const logoPng = (width = 120, height = 40) => encodePng(width, height, new Uint8Array(width * height * 4).fill(200));
const putLogo = (token: string, imageData: string) =>
  app.inject({ method: 'PUT', url: PATH, headers: bearer(token), payload: { imageData } });
const getLogo = async (token: string) => (await app.inject({ method: 'GET', url: PATH, headers: bearer(token) })).json().data;

describe('company logo', () => {
  it('is kept as PNG, replaced, seen only by its company, and removed', async () => {
    expect(await getLogo(tokenA)).toBeNull();
    const png = dataUrl('image/png', logoPng());
    expect((await putLogo(tokenA, png)).json().data).toEqual({ imageData: png });
    expect(await getLogo(tokenA)).toEqual({ imageData: png });
    expect(await getLogo(tokenB)).toBeNull();

    const wider = dataUrl('image/png', logoPng(200, 40));
    await putLogo(tokenA, wider);
    expect(await getLogo(tokenA)).toEqual({ imageData: wider });
    const blobs = await database.db.selectFrom('blobs').select('id').where('content_type', '=', 'image/png').execute();
    expect(blobs.length).toBe(1);

    expect((await app.inject({ method: 'DELETE', url: PATH, headers: bearer(tokenA) })).statusCode).toBe(200);
    expect(await getLogo(tokenA)).toBeNull();
  });

  it('refuses what is not a PNG or JPEG by its bytes, too many pixels and too many bytes, and keeps the logo it had', async () => {
    const kept = dataUrl('image/png', logoPng());
    await putLogo(tokenA, kept);
    const refusals: [string, string][] = [
      [dataUrl('image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')), MSG_LOGO_TYPE],
      [dataUrl('image/png', Buffer.from('GIF89a not a png at all')), MSG_LOGO_TYPE],
      ['data:image/png,not-base64', MSG_LOGO_TYPE],
      [dataUrl('image/png', pngDeclaring(20_000, 20_000)), msgTooManyPixels(MAX_LOGO_PIXELS)],
      [dataUrl('image/jpeg', jpegDeclaring(30_000, 30_000)), msgTooManyPixels(MAX_LOGO_PIXELS)],
      [dataUrl('image/png', Buffer.alloc(600 * 1024, 1)), MSG_LOGO_TOO_LARGE],
    ];
    for (const [imageData, message] of refusals) {
      const response = await putLogo(tokenA, imageData);
      expect(response.statusCode, imageData.slice(0, 40)).toBe(400);
      expect(response.json().fieldErrors).toEqual([{ path: 'imageData', message }]);
    }
    expect(await getLogo(tokenA)).toEqual({ imageData: kept });
  });

  it('is printed on the letterhead of the quote', async () => {
    const input = sampleQuote(1, 1, 1);
    const images = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;
    const without = await renderQuotePdf(input);
    const withLogo = await renderQuotePdf({ ...input, logo: logoPng() });
    expect(images(withLogo)).toBeGreaterThan(images(without));
  });
});
