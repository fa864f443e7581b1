import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callWith, optionType } from '../checkoutFixtures';
import { bearer, registerCompany } from '../support/api';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { teamCompany } from '../team/teamCompany';
import { csvLines, xlsxRows } from './exportFiles';

let database: TestDatabase;
let app: FastifyInstance;
let token: string;
let otherToken: string;

const LOCKS = '/api/electro/locks';
const get = (auth: string, url: string) => app.inject({ method: 'GET', url, headers: bearer(auth) });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  const call = callWith(app);
  token = (await registerCompany(app)).tokens.accessToken;
  otherToken = (await registerCompany(app)).tokens.accessToken;
  for (const [auth, name, price] of [[token, 'Premium', 50_000], [token, 'Basis', 1_000], [token, 'Außentür', 7_550], [otherToken, 'Fremdschloss', 900]] as const) {
    const option = optionType({ name, price, description: `${name} mit Schlüssel` });
    expect((await call(auth, 'PUT', `${LOCKS}/${option.id}`, { lockType: option, priceValidFrom: '2026-11-22' })).statusCode).toBe(200);
  }
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('the exports of the special agreements’ catalogues', () => {
  it('hold a catalogue as its list gives it (search, sort), prices in euros', async () => {
    const list = (await get(token, `${LOCKS}?anyText=a&sortBy=Price&sortOrder=Desc&pageSize=100`)).json().data as { name: string }[];
    const rows = await xlsxRows(await get(token, `${LOCKS}/export?anyText=a&sortBy=Price&sortOrder=Desc&format=xlsx`));
    expect(rows[0]).toEqual(['Name', 'Beschreibung', 'Preis', 'Lohnanteil %']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(list.map((option) => option.name));
    expect(rows.slice(1).map((row) => row.slice(0, 3))).toEqual([
      ['Außentür', 'Außentür mit Schlüssel', 75.5],
      ['Basis', 'Basis mit Schlüssel', 10],
    ]);
    const csv = csvLines(await get(token, `${LOCKS}/export?format=csv`));
    expect(csv.slice(1).map((line) => line[0])).toEqual(['Außentür', 'Basis', 'Premium']);
    expect(csv[3]?.[2]).toBe('500,00');
  });

  it('name each catalogue’s own columns', async () => {
    expect(csvLines(await get(token, '/api/electro/power-meters/export?format=csv'))[0]).toEqual(['Name', 'Beschreibung', 'Messkonzept', 'Preis', 'Lohnanteil %']);
    expect(csvLines(await get(token, '/api/electro/intercom-locations/export?format=csv'))[0]).toEqual(['Installationsort', 'Aufpreis', 'Lohnanteil %']);
    expect(csvLines(await get(token, '/api/electro/outlet-covers/export?format=csv'))[0]).toEqual(['Name', 'Beschreibung', 'Preis Lichtschalter', 'Preis Thermostat', 'Preis', 'Lohnanteil %']);
    const response = await get(token, `${LOCKS}/export?format=xlsx`);
    expect(response.headers['content-disposition']).toContain("UTF-8''Schlie%C3%9Fanlage-");
  });

  it('never hold another company’s options, are for every role that reads them and only in the electro planner', async () => {
    expect(csvLines(await get(token, `${LOCKS}/export?format=csv`)).flat()).not.toContain('Fremdschloss');
    expect(csvLines(await get(otherToken, `${LOCKS}/export?format=csv`)).slice(1).map((line) => line[0])).toEqual(['Fremdschloss']);
    const team = await teamCompany(app);
    const member = await team.addMember(['ReadOnly']);
    expect((await get(member.tokens.accessToken, `${LOCKS}/export?format=csv`)).statusCode).toBe(200);
    const pvOnly = (await registerCompany(app, { environment: ['PvPlanner'] })).tokens.accessToken;
    expect((await get(pvOnly, `${LOCKS}/export?format=csv`)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `${LOCKS}/export?format=csv` })).statusCode).toBe(401);
  });
});
