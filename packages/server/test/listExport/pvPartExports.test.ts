import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../support/api';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { teamCompany } from '../team/teamCompany';
import { csvLines, xlsxRows } from './exportFiles';

const BASE = '/api/pv/pv-components';

let database: TestDatabase;
let app: FastifyInstance;
let owner: string;
let reader: string;
let otherOwner: string;

const get = (auth: string, url: string) => app.inject({ method: 'GET', url, headers: bearer(auth) });

async function put(auth: string, url: string, payload: object): Promise<{ id: string }> {
  const response = await app.inject({ method: 'PUT', url, headers: bearer(auth), payload });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

const manufacturer = (auth: string, name: string) => {
  const id = randomUUID();
  return put(auth, `${BASE}/manufacturers/${id}`, { manufacturer: { id, name } });
};

function wallbox(auth: string, manufacturerId: string, name: string, price: number, chargingCapacity: number) {
  const id = randomUUID();
  const body = { id, name, description: `Wallbox ${name}`, manufacturerId, price, chargingCapacity, cableLength: 5, type: 'FixedCable' };
  return put(auth, `${BASE}/wallboxes/${id}`, { wallbox: body, priceValidFrom: '2026-03-02' });
}

function metalRoofTile(auth: string, name: string) {
  const id = randomUUID();
  return put(auth, `${BASE}/roofing-metals/${id}`, { metalRoofTile: { id, name, description: '', price: 1890 }, priceValidFrom: '2026-03-02' });
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  const company = await teamCompany(app);
  owner = company.owner.tokens.accessToken;
  reader = (await company.addMember(['ReadOnly'])).tokens.accessToken;
  otherOwner = (await teamCompany(app)).owner.tokens.accessToken;
  const { id: sma } = await manufacturer(owner, 'SMA');
  await wallbox(owner, sma, 'EVC 11', 119_900, 11);
  await wallbox(owner, sma, 'EVC 22', 149_950, 22);
  await wallbox(owner, sma, 'Ladesäule Duo', 349_000, 22);
  const { id: otherSma } = await manufacturer(otherOwner, 'SMA');
  await wallbox(otherOwner, otherSma, 'EVC 7', 99_000, 7.4);
  const { id: tile } = await metalRoofTile(owner, 'Metallziegel Frankfurter Pfanne');
  const roofTileId = randomUUID();
  await put(owner, `${BASE}/roofing-tiles/${roofTileId}`, {
    id: roofTileId,
    name: 'Frankfurter Pfanne',
    description: 'Betondachstein',
    price: 250,
    fittingMetalRoofTileId: tile,
    priceValidFrom: '2026-03-02',
  });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('exports of the PV parts lists', () => {
  it('wallboxes: the columns the list shows, with its search and sort, for a read-only member too', async () => {
    const query = 'anyText=evc&sortBy=Price&sortOrder=Desc';
    const listed = ((await get(owner, `${BASE}/wallboxes?${query}&pageSize=100`)).json().data as { name: string }[]).map((part) => part.name);
    const rows = await xlsxRows(await get(reader, `${BASE}/wallboxes/export?${query}&format=xlsx`));
    expect(rows).toEqual([
      ['Name', 'Beschreibung', 'Hersteller', 'Ladeleistung (kW)', 'Preis'],
      ['EVC 22', 'Wallbox EVC 22', 'SMA', 22, 1499.5],
      ['EVC 11', 'Wallbox EVC 11', 'SMA', 11, 1199],
    ]);
    expect(rows.slice(1).map((row) => row[0])).toEqual(listed);
  });

  it('wallboxes: nothing of another company', async () => {
    const lines = csvLines(await get(otherOwner, `${BASE}/wallboxes/export?sortBy=Name&format=csv`));
    expect(lines).toEqual([
      ['Name', 'Beschreibung', 'Hersteller', 'Ladeleistung (kW)', 'Preis'],
      ['EVC 7', 'Wallbox EVC 7', 'SMA', '7,4', '990,00'],
    ]);
  });

  it('roof tiles: name, description, the fitting metal roof tile and the price, as CSV for German Excel', async () => {
    const response = await get(owner, `${BASE}/roofing-tiles/export?format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('Dachziegel-');
    expect(csvLines(response)).toEqual([
      ['Name', 'Beschreibung', 'Passender Metalldachziegel', 'Montage', 'Preis'],
      ['Frankfurter Pfanne', 'Betondachstein', 'Metallziegel Frankfurter Pfanne', 'Keine Montageregel', '2,50'],
    ]);
  });

  it('a search no part matches exports the title row only; an unknown sort key is refused', async () => {
    expect(csvLines(await get(owner, `${BASE}/roofing-metals/export?anyText=schiefer&format=csv`))).toEqual([['Name', 'Beschreibung', 'Montage', 'Preis']]);
    expect((await get(owner, `${BASE}/inverters/export?sortBy=Power&format=xlsx`)).statusCode).toBe(400);
  });
});
