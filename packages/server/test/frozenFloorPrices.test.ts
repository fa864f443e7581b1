import type { FloorPreview, QuoteInfo } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Raster } from '../src/masterdata/demo/raster';
import { registerCompany } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';
import { completeCompany, PLANNED, quoteCalls, TODAY } from './quotesFixtures';

let database: TestDatabase;
let app: FastifyInstance;
let calls: ReturnType<typeof quoteCalls>;

const ICON = `data:image/png;base64,${new Raster().circle(32, 32, 16).toPng().toString('base64')}`;
const configurationUrl = (id: string) => `/api/electro/configurations/${id}`;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  calls = quoteCalls(app);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('floor prices of a finalized configuration', () => {
  it('keeps the quoted figures in quote-info and the floor list after a price rise; an open copy is priced as of today', async () => {
    const token = (await registerCompany(app)).tokens.accessToken;
    await calls.ok(token, 'PUT', '/api/electro/tenant-information', completeCompany('Elektro Brandt GmbH'));
    const catalogue = await calls.catalogue(token);
    const { configurationId, floorId } = await calls.plannedConfiguration(token, catalogue);
    const finalized = await calls.call(token, 'POST', `${configurationUrl(configurationId)}/quote`, {
      quoteName: 'Neubau Weber',
      quoteNumber: 'A-0001',
    });
    expect(finalized.statusCode, finalized.body).toBe(200);
    const quotedInfo: QuoteInfo = await calls.ok(token, 'GET', `/api/electro/floors/${floorId}/quote-info`);
    expect(quotedInfo.totalPrice).toBe(PLANNED.floor);

    // Sockets 48,50 → 60,00: 3 in the kitchen, 1 in the bath.
    await calls.ok(token, 'PUT', `/api/electro/components/${catalogue.socket}`, {
      component: { id: catalogue.socket, label: 'Steckdose', price: 6_000, icon: ICON, tags: { tags: [] }, coverKind: 'Outlet' },
      priceValidFrom: TODAY,
    });
    const repriced = PLANNED.floor + 4 * (6_000 - 4_850);

    const info: QuoteInfo = await calls.ok(token, 'GET', `/api/electro/floors/${floorId}/quote-info`);
    expect(info).toEqual(quotedInfo);
    const kitchen = info.floors[0]?.rooms.find((room) => room.name === 'Küche');
    expect(kitchen?.elements.find((element) => element.component.id === catalogue.socket)).toMatchObject({ unitPrice: 4_850, totalPrice: 3 * 4_850 });
    const floors: FloorPreview[] = await calls.ok(token, 'GET', `${configurationUrl(configurationId)}/floors`);
    expect(floors.map((floor) => [floor.id, floor.price])).toEqual([[floorId, PLANNED.floor]]);

    const copyId: string = await calls.ok(token, 'POST', `${configurationUrl(configurationId)}/clone`, { name: 'Variante' });
    const copyFloors: FloorPreview[] = await calls.ok(token, 'GET', `${configurationUrl(copyId)}/floors`);
    expect(copyFloors.map((floor) => [floor.name, floor.price])).toEqual([['Erdgeschoss', repriced]]);
    const copyFloorId = copyFloors[0]?.id as string;
    expect(copyFloorId).not.toBe(floorId);
    const copyInfo: QuoteInfo = await calls.ok(token, 'GET', `/api/electro/floors/${copyFloorId}/quote-info`);
    expect(copyInfo.totalPrice).toBe(repriced);
    const copyKitchen = copyInfo.floors[0]?.rooms.find((room) => room.name === 'Küche');
    expect(copyKitchen?.elements.find((element) => element.component.id === catalogue.socket)).toMatchObject({ unitPrice: 6_000, totalPrice: 3 * 6_000 });
  });
});
