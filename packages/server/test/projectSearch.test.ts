import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerCompany } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;
let app: FastifyInstance;
let token: string;

async function put(url: string, payload: object) {
  const response = await app.inject({ method: 'PUT', url, headers: bearer(token), payload });
  expect(response.statusCode, response.body).toBe(200);
}

/** A customer whose phone, postcode, house number and e-mail hold a 3, and a jobsite whose do too. */
async function createCustomerWithJobsite(lastName: string): Promise<string> {
  const id = randomUUID();
  const address = { street: 'Lindenweg', houseNumber: '3', zipCode: '30159', city: 'Hannover' };
  await put(`/api/customers/${id}`, { id, firstName: 'Eva', lastName, address, phone: '0511 333', cellphone: '', email: 'eva3@example.de' });
  const jobsiteId = randomUUID();
  await put(`/api/jobsites/${jobsiteId}`, {
    jobsite: { id: jobsiteId, customerId: id, location: { ...address, houseNumber: '33' }, buildingType: 'SingleFamilyHouse', comment: 'Tor 3' },
  });
  return jobsiteId;
}

async function createProject(name: string, jobsiteId: string) {
  const id = randomUUID();
  await put(`/api/electro/projects/${id}`, { id, name, jobsiteId, propertyDeveloperType: { type: 'PrivateConstruction' }, favoriteConfigurationId: randomUUID() });
}

async function search(query: string) {
  const response = await app.inject({ method: 'GET', url: `/api/electro/projects?${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return { names: body.data.map((project: { name: string }) => project.name), filtered: body.paginationInfo.filteredElementsCount };
}

const anyText = (text: string, more = '') => search(`anyText=${encodeURIComponent(text)}&pageSize=50${more}`);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  token = (await registerCompany(app)).tokens.accessToken;
  const jobsiteId = await createCustomerWithJobsite('Weber');
  for (const number of [7, 6, 5, 4, 3, 2, 1]) await createProject(`Projekt ${number}`, jobsiteId);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('the project list searches what it shows', () => {
  it("finds 'Projekt 3' alone among seven projects of a customer whose phone, postcode and address hold a 3", async () => {
    expect(await anyText('Projekt 3')).toEqual({ names: ['Projekt 3'], filtered: 1 });
    expect(await anyText('3')).toEqual({ names: ['Projekt 3'], filtered: 1 });
    expect(await anyText('projekt')).toEqual({ names: ['Projekt 1', 'Projekt 2', 'Projekt 3', 'Projekt 4', 'Projekt 5', 'Projekt 6', 'Projekt 7'], filtered: 7 });
  });

  it("finds projects by their customer's name and their jobsite's street and city, not by phone, postcode or e-mail", async () => {
    expect((await anyText('weber')).filtered).toBe(7);
    expect((await anyText('eva hannover lindenweg')).filtered).toBe(7);
    for (const hidden of ['0511', '30159', 'example.de', 'tor']) expect(await anyText(hidden), hidden).toEqual({ names: [], filtered: 0 });
  });

  it('puts the best match of the name first: the name itself, then names starting with it, then names holding its words, then the rest', async () => {
    const jobsiteId = await createCustomerWithJobsite('Sonnenberg');
    for (const name of ['Anbau Sonne', 'Haus Sonne Süd', 'Sonnenhof', 'Sonne', 'Carport']) await createProject(name, jobsiteId);

    expect(await anyText('sonne')).toEqual({ names: ['Sonne', 'Sonnenhof', 'Anbau Sonne', 'Haus Sonne Süd', 'Carport'], filtered: 5 });
    expect(await anyText('SONNE sud')).toEqual({ names: ['Haus Sonne Süd'], filtered: 1 });
    // The ranking is part of the SQL order, so pages follow it.
    expect(await search('anyText=sonne&pageSize=2&pageIndex=1')).toEqual({ names: ['Anbau Sonne', 'Haus Sonne Süd'], filtered: 5 });
    // A sort asked for wins over the ranking.
    expect(await anyText('sonne', '&sortBy=Name&sortOrder=Asc')).toEqual({ names: ['Anbau Sonne', 'Carport', 'Haus Sonne Süd', 'Sonne', 'Sonnenhof'], filtered: 5 });
  });
});
