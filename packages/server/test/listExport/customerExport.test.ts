import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerBody } from '../checkoutFixtures';
import { bearer, registerCompany } from '../support/api';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { teamCompany } from '../team/teamCompany';
import { csvLines, xlsxRows } from './exportFiles';

let database: TestDatabase;
let app: FastifyInstance;
let token: string;
let otherToken: string;

const CUSTOMERS = [
  { lastName: 'Müller', firstName: 'Jürgen', city: 'München' },
  { lastName: 'Öztürk', firstName: 'Ayşe', city: 'Köln' },
  { lastName: 'Weber', firstName: 'Jonas', city: 'Stuttgart' },
  { lastName: 'Müller-Lüdenscheidt', firstName: 'Anna', city: 'Düsseldorf' },
  { lastName: '=HYPERLINK("x")', firstName: 'Eve', city: 'Berlin' },
];

const put = (auth: string, changes: Record<string, unknown>) => {
  const id = randomUUID();
  return app.inject({ method: 'PUT', url: `/api/customers/${id}`, headers: bearer(auth), payload: customerBody(id, changes) });
};

const get = (auth: string, url: string) => app.inject({ method: 'GET', url, headers: bearer(auth) });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  token = (await registerCompany(app)).tokens.accessToken;
  otherToken = (await registerCompany(app)).tokens.accessToken;
  for (const { lastName, firstName, city } of CUSTOMERS) {
    const response = await put(token, { lastName, firstName, address: { street: 'Hauptstraße', houseNumber: '1', zipCode: '80331', city } });
    expect(response.statusCode, response.body).toBe(200);
  }
  expect((await put(otherToken, { lastName: 'Müller', firstName: 'Fremd' })).statusCode).toBe(200);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('customer list export', () => {
  it('holds exactly the rows of the list with its search and sort, on every page', async () => {
    const query = 'anyText=muller&sortBy=FirstName&sortOrder=Desc';
    const list = (await get(token, `/api/customers?${query}&pageSize=100`)).json().data as { lastName: string; firstName: string }[];
    expect(list.map((customer) => customer.firstName)).toEqual(['Jürgen', 'Anna']);

    const xlsx = await get(token, `/api/customers/export?${query}&format=xlsx`);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''Kunden-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = await xlsxRows(xlsx);
    expect(rows[0]?.slice(0, 3)).toEqual(['Anrede', 'Nachname', 'Vorname']);
    expect(rows.slice(1).map((row) => [row[1], row[2]])).toEqual(list.map((customer) => [customer.lastName, customer.firstName]));
  });

  it('writes CSV for German Excel: BOM, semicolons, umlauts in UTF-8, formulas kept as text', async () => {
    const csv = await get(token, '/api/customers/export?format=csv&sortBy=LastName');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csvLines(csv);
    expect(lines[0]).toEqual(['Anrede', 'Nachname', 'Vorname', 'Straße', 'Hausnummer', 'PLZ', 'Ort', 'Telefon', 'Mobil', 'E-Mail', 'Archiviert']);
    expect(lines).toContainEqual(['', 'Öztürk', 'Ayşe', 'Hauptstraße', '1', '80331', 'Köln', '', '', '', 'nein']);
    expect(lines.find((line) => line[2] === 'Eve')?.[1]).toBe(`"'=HYPERLINK(""x"")"`);
    expect(lines).toHaveLength(CUSTOMERS.length + 1);
  });

  it('never holds another company’s customers', async () => {
    const rows = await xlsxRows(await get(otherToken, '/api/customers/export?format=xlsx'));
    expect(rows.slice(1).map((row) => row[2])).toEqual(['Fremd']);
  });

  it('is open to every role that reads the list, and to nobody signed out', async () => {
    const team = await teamCompany(app);
    expect((await put(team.owner.tokens.accessToken, { lastName: 'Teamkunde' })).statusCode).toBe(200);
    for (const roles of [['ReadOnly'], ['MasterData'], ['Planner']] as const) {
      const member = await team.addMember([...roles]);
      const rows = await xlsxRows(await get(member.tokens.accessToken, '/api/customers/export?format=xlsx'));
      expect(rows.slice(1).map((row) => row[1])).toEqual(['Teamkunde']);
    }
    expect((await app.inject({ method: 'GET', url: '/api/customers/export?format=xlsx' })).statusCode).toBe(401);
  });

  it('refuses an unknown format or sort key with 400', async () => {
    expect((await get(token, '/api/customers/export?format=pdf')).statusCode).toBe(400);
    expect((await get(token, '/api/customers/export')).statusCode).toBe(400);
    expect((await get(token, '/api/customers/export?format=csv&sortBy=Secret')).statusCode).toBe(400);
  });
});
