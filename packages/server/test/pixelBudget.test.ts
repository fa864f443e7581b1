import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PLAN_PIXELS, withinPixelBudget } from '../src/images/pixelBudget';
import { callWith, createConfiguration, optionType } from './checkoutFixtures';
import { bearer, registerCompany } from './support/api';
import { dataUrl, jpegDeclaring, pngDeclaring } from './support/images';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;
let app: FastifyInstance;
let call: ReturnType<typeof callWith>;
let token: string;
const PV_ICON = (id: string) => `/api/pv/pv-components/wallboxes/${id}/icon`;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  call = callWith(app);
  token = (await registerCompany(app, { environment: ['ElektroPlanner', 'PvPlanner'] })).tokens.accessToken;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('the pixel budget of uploaded images', () => {
  it('reads the declared size without decoding', () => {
    expect(withinPixelBudget(pngDeclaring(4000, 3000), MAX_PLAN_PIXELS)).toBe(true);
    expect(withinPixelBudget(pngDeclaring(20_000, 20_000), MAX_PLAN_PIXELS)).toBe(false);
    expect(withinPixelBudget(jpegDeclaring(7000, 5000), MAX_PLAN_PIXELS)).toBe(true);
    expect(withinPixelBudget(jpegDeclaring(30_000, 30_000), MAX_PLAN_PIXELS)).toBe(false);
    expect(withinPixelBudget(Buffer.from('kein Bild'), MAX_PLAN_PIXELS)).toBe(false);
  });

  it('refuses a floor plan declaring 20 000 × 20 000 pixels with a German message on the file field, storing nothing', async () => {
    const configurationId = await createConfiguration(app, token);
    const floorId = randomUUID();
    await call(token, 'PUT', `/api/electro/floors/${floorId}`, {
      id: floorId,
      name: 'Erdgeschoss',
      configurationId,
      rooms: [],
      placedElectricalComponents: [],
      connectionLines: [],
    });
    for (const bomb of [dataUrl('image/png', pngDeclaring(20_000, 20_000)), dataUrl('image/jpeg', jpegDeclaring(30_000, 30_000))]) {
      const response = await call(token, 'PUT', `/api/electro/floors/${floorId}/image`, { imageData: bomb });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual([
        { path: 'imageData', message: 'Das Bild hat zu viele Bildpunkte (höchstens 40 Megapixel). Bitte verkleinern Sie es.' },
      ]);
    }
    expect((await call(token, 'GET', `/api/electro/floors/${floorId}/image`)).statusCode).toBe(404);
    const plan = await call(token, 'PUT', `/api/electro/floors/${floorId}/image`, { imageData: dataUrl('image/png', pngDeclaring(1, 1)) });
    expect(plan.statusCode).toBe(200);
  });

  it('refuses icons and option pictures over 4 megapixels', async () => {
    const componentId = randomUUID();
    const component = await call(token, 'PUT', `/api/electro/components/${componentId}`, {
      component: { id: componentId, label: 'Steckdose', price: 100, icon: dataUrl('image/png', pngDeclaring(5000, 5000)), tags: { tags: [] } },
      priceValidFrom: '2026-01-01',
    });
    expect(component.statusCode).toBe(400);
    expect(component.json().fieldErrors[0]).toMatchObject({ path: 'component.icon', message: expect.stringContaining('4 Megapixel') });

    const lock = optionType({ icon: dataUrl('image/jpeg', jpegDeclaring(9000, 9000)) });
    const option = await call(token, 'PUT', `/api/electro/locks/${lock.id}`, { lockType: lock, priceValidFrom: '2026-01-01' });
    expect(option.statusCode).toBe(400);
    expect(JSON.stringify(option.json().fieldErrors)).toContain('4 Megapixel');

    const wallboxId = randomUUID();
    const icon = await app.inject({
      method: 'PUT',
      url: PV_ICON(wallboxId),
      headers: { ...bearer(token), 'content-type': 'application/octet-stream' },
      payload: pngDeclaring(20_000, 20_000),
    });
    expect(icon.statusCode).toBe(400);
  });
});
