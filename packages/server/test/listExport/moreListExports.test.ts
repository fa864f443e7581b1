import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfiguration } from '../checkoutFixtures';
import { bearer, registerCompany } from '../support/api';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { teamCompany } from '../team/teamCompany';
import { xlsxRows } from './exportFiles';

let database: TestDatabase;
let app: FastifyInstance;
let token: string;
let otherToken: string;

const get = (auth: string, url: string) => app.inject({ method: 'GET', url, headers: bearer(auth) });

const developer = (name: string, city: string) => ({
  id: randomUUID(),
  name,
  address: { street: 'Am Stadtpark', houseNumber: '12', zipCode: '90402', city },
  contactInformation: { mail: 'info@bau.de', phone: '0911 1', fax: '', url: 'www.bau.de' },
});

/** The rows of the list (first 100) and of its export, compared by `pick` of a list row and the export's column `header`. */
async function listAndExport(auth: string, path: string, query: string, header: string, pick: (row: Record<string, unknown>) => unknown) {
  const list = (await get(auth, `${path}?${query}&pageSize=100`)).json().data as Record<string, unknown>[];
  const rows = await xlsxRows(await get(auth, `${path}/export?${query}&format=xlsx`));
  const column = (rows[0] as string[]).indexOf(header);
  return { listed: list.map(pick), exported: rows.slice(1).map((row) => row[column]) };
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  token = (await registerCompany(app)).tokens.accessToken;
  otherToken = (await registerCompany(app)).tokens.accessToken;
  for (const lastName of ['Müller', 'Özdemir', 'Weber', 'Mühlberg']) await createConfiguration(app, token, { lastName });
  await createConfiguration(app, otherToken, { lastName: 'Müller' });
  for (const [name, city] of [['Bau Süd GmbH', 'München'], ['Nordbau AG', 'Kiel'], ['Südhaus KG', 'Passau']] as const) {
    const body = developer(name, city);
    expect((await app.inject({ method: 'PUT', url: `/api/electro/property-developers/${body.id}`, headers: bearer(token), payload: body })).statusCode).toBe(200);
  }
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('exports of the other lists', () => {
  it('jobsites: the list’s search and sort, nothing of another company', async () => {
    const { listed, exported } = await listAndExport(token, '/api/jobsites', 'anyText=mu&sortBy=Customer&sortOrder=Desc', 'Nachname', (row) => (row.customer as { lastName: string }).lastName);
    expect(listed).toHaveLength(2);
    expect(exported).toEqual(listed);
    const others = await listAndExport(otherToken, '/api/jobsites', 'sortBy=City', 'Nachname', (row) => (row.customer as { lastName: string }).lastName);
    expect(others.exported).toEqual(['Müller']);
  });

  it('projects: the list’s search and sort', async () => {
    const { listed, exported } = await listAndExport(token, '/api/electro/projects', 'anyText=stuttgart&sortBy=Customer', 'Nachname', (row) => (row.jobsite as { customer: { lastName: string } }).customer.lastName);
    expect(listed).toHaveLength(4);
    expect(exported).toEqual(listed);
  });

  it('a customer’s projects: the customer page’s search and sort; another company’s customer is unknown', async () => {
    const customers = (await get(token, '/api/customers?anyText=özdemir')).json().data as { id: string }[];
    expect(customers).toHaveLength(1);
    const path = `/api/electro/projects/by-customer/${customers[0]!.id}`;
    const { listed, exported } = await listAndExport(token, path, 'sortBy=Name&sortOrder=Desc', 'Nachname', (row) => (row.jobsite as { customer: { lastName: string } }).customer.lastName);
    expect(listed).toEqual(['Özdemir']);
    expect(exported).toEqual(listed);
    expect((await get(token, `${path}/export?anyText=nichtvorhanden&format=xlsx`)).statusCode).toBe(200);
    expect((await xlsxRows(await get(token, `${path}/export?anyText=nichtvorhanden&format=xlsx`))).slice(1)).toEqual([]);
    expect((await get(otherToken, `${path}/export?format=csv`)).statusCode).toBe(404);
    expect((await get(token, `/api/electro/projects/by-customer/${randomUUID()}/export?format=csv`)).statusCode).toBe(404);
  });

  it('property developers: the list’s search and sort, for the master-data role too', async () => {
    const { listed, exported } = await listAndExport(token, '/api/electro/property-developers', 'anyText=süd&sortBy=Name&sortOrder=Desc', 'Name', (row) => row.name);
    expect(exported).toEqual(['Südhaus KG', 'Bau Süd GmbH']);
    expect(exported).toEqual(listed);
    const team = await teamCompany(app);
    const member = await team.addMember(['MasterData']);
    expect((await get(member.tokens.accessToken, '/api/electro/property-developers/export?format=csv')).statusCode).toBe(200);
  });
});
