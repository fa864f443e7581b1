import { randomUUID } from 'node:crypto';
import type { CustomerInput, JobsiteInput } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerCompany } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

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

const call = (token: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const customer = (overrides: Partial<CustomerInput> = {}): CustomerInput => ({
  id: randomUUID(),
  firstName: 'Anna',
  lastName: 'Huber',
  address: { street: 'Lindenweg', houseNumber: '3a', zipCode: '80331', city: 'München' },
  phone: '089 1234567',
  cellphone: '',
  email: 'anna.huber@example.de',
  ...overrides,
});

const jobsite = (customerId: string, overrides: Partial<JobsiteInput> = {}): JobsiteInput => ({
  id: randomUUID(),
  customerId,
  location: { street: 'Am Bach', houseNumber: '7', zipCode: '85221', city: 'Dachau' },
  buildingType: 'SingleFamilyHouse',
  comment: 'Zufahrt über Hof',
  ...overrides,
});

async function createCustomer(token: string, overrides: Partial<CustomerInput> = {}) {
  const input = customer(overrides);
  const response = await call(token, 'PUT', `/api/customers/${input.id}`, input);
  expect(response.statusCode, response.body).toBe(200);
  return input;
}

async function createJobsite(token: string, customerId: string, overrides: Partial<JobsiteInput> = {}) {
  const input = jobsite(customerId, overrides);
  const response = await call(token, 'PUT', `/api/jobsites/${input.id}`, { jobsite: input });
  expect(response.statusCode).toBe(200);
  return input;
}

const listCustomers = async (token: string, query: string) =>
  (await call(token, 'GET', `/api/customers?${query}`)).json();

describe('customers', () => {
  it('are created, read, changed and answered with company null', async () => {
    const input = await createCustomer(tokenA);

    const read = await call(tokenA, 'GET', `/api/customers/${input.id}`);
    expect(read.json()).toEqual({
      type: 'success',
      data: { ...input, salutation: null, eInvoiceScheme: 'Email', eInvoiceAddress: '', company: null, archived: false },
    });

    const changed = await call(tokenA, 'PUT', `/api/customers/${input.id}`, { ...input, lastName: 'Huber-Maier' });
    expect(changed.json().data.lastName).toBe('Huber-Maier');
    expect((await call(tokenA, 'GET', `/api/customers/${input.id}`)).json().data.lastName).toBe('Huber-Maier');
  });

  it('keep an optional salutation, and refuse one that is not offered', async () => {
    const input = await createCustomer(tokenA, { salutation: 'Ms' });
    expect((await call(tokenA, 'GET', `/api/customers/${input.id}`)).json().data.salutation).toBe('Ms');

    const cleared = await call(tokenA, 'PUT', `/api/customers/${input.id}`, { ...input, salutation: null });
    expect(cleared.json().data.salutation).toBeNull();

    const refused = await call(tokenA, 'PUT', `/api/customers/${input.id}`, { ...input, salutation: 'Dr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual([{ path: 'salutation', message: 'Bitte wählen Sie eine Anrede.' }]);
    expect((await call(tokenA, 'GET', `/api/customers/${input.id}`)).json().data.salutation).toBeNull();
  });

  it('take null for an optional text as empty', async () => {
    const id = randomUUID();
    const saved = await call(tokenA, 'PUT', `/api/customers/${id}`, { ...customer(), id, cellphone: null, email: null });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ cellphone: '', email: '' });
  });

  it('are paged, searched in every field and sorted in SQL', async () => {
    const { tokens } = await registerCompany(app);
    const token = tokens.accessToken;
    const names = ['Zeller', 'Bauer', 'Adler', 'Müller', 'Schmidt'];
    for (const [index, lastName] of names.entries()) {
      await createCustomer(token, {
        lastName,
        email: `kunde${index}@example.de`,
        address: { street: 'Hauptstraße', houseNumber: String(index + 1), zipCode: `9000${index}`, city: index % 2 ? 'Köln' : 'Bonn' },
      });
    }

    const firstPage = await listCustomers(token, 'pageSize=2&sortBy=LastName&sortOrder=Asc');
    expect(firstPage.data.map((c: { lastName: string }) => c.lastName)).toEqual(['Adler', 'Bauer']);
    expect(firstPage.paginationInfo).toEqual({
      pageIndex: 0,
      pageSize: 2,
      pageCount: 3,
      filteredElementsCount: 5,
      totalElementsCount: 5,
    });
    const lastPage = await listCustomers(token, 'pageSize=2&pageIndex=2&sortBy=LastName&sortOrder=Desc');
    expect(lastPage.data.map((c: { lastName: string }) => c.lastName)).toEqual(['Adler']);

    const byCity = await listCustomers(token, 'anyText=k%C3%B6ln&sortBy=LastName');
    expect(byCity.data.map((c: { lastName: string }) => c.lastName)).toEqual(['Bauer', 'Müller']);
    expect(byCity.paginationInfo).toMatchObject({ filteredElementsCount: 2, totalElementsCount: 5 });

    const twoWords = await listCustomers(token, 'anyText=MÜLLER%20hauptstr');
    expect(twoWords.data.map((c: { lastName: string }) => c.lastName)).toEqual(['Müller']);
    expect((await listCustomers(token, 'anyText=kunde2%40example')).data).toHaveLength(1);
    expect((await listCustomers(token, 'anyText=%25')).data).toHaveLength(0);
  });

  it('are found, counted and sorted alike whether a search matches few or many of them', async () => {
    const { tokens } = await registerCompany(app);
    const token = tokens.accessToken;
    // 60 customers: one in Ulm (a rare match), 30 in Bremen (half of them).
    const cities = Array.from({ length: 60 }, (_, index) => (index === 0 ? 'Ulm' : index % 2 ? 'Bremen' : 'Köln'));
    for (const [index, city] of cities.entries()) {
      await createCustomer(token, {
        lastName: `Kunde ${String(59 - index).padStart(2, '0')}`,
        email: `kunde${index}@example.de`,
        address: { street: 'Ringstraße', houseNumber: String(index + 1), zipCode: '28195', city },
      });
    }
    const page = async (query: string) => {
      const { data, paginationInfo } = await listCustomers(token, query);
      return { names: data.map((c: { lastName: string }) => c.lastName), count: paginationInfo.filteredElementsCount };
    };
    const bremen = cities.flatMap((city, index) => (city === 'Bremen' ? [`Kunde ${String(59 - index).padStart(2, '0')}`] : []));
    const ascending = [...bremen].sort();

    expect(await page('anyText=ulm')).toEqual({ names: ['Kunde 59'], count: 1 });
    expect(await page('anyText=bremen&sortBy=LastName&pageSize=10&pageIndex=1')).toEqual({ names: ascending.slice(10, 20), count: 30 });
    expect(await page('anyText=bremen&sortBy=LastName&sortOrder=Desc&pageSize=10&pageIndex=2')).toEqual({
      names: [...ascending].reverse().slice(20, 30),
      count: 30,
    });
    expect(await page('anyText=bremen&pageSize=10&pageIndex=3')).toEqual({ names: [], count: 30 });
    expect(await page('anyText=hamburg')).toEqual({ names: [], count: 0 });
  });

  it('are listed as they are now, right after every change', async () => {
    const { tokens } = await registerCompany(app);
    const token = tokens.accessToken;
    const lastNames = async (query: string) => {
      const page = await listCustomers(token, query);
      return { names: page.data.map((c: { lastName: string }) => c.lastName), counts: page.paginationInfo };
    };
    const huber = await createCustomer(token, { lastName: 'Huber' });
    await createCustomer(token, { lastName: 'Hubertus' });
    expect(await lastNames('anyText=huber')).toMatchObject({ names: ['Huber', 'Hubertus'], counts: { filteredElementsCount: 2 } });

    await call(token, 'PUT', `/api/customers/${huber.id}`, { ...huber, lastName: 'Maier', email: 'anna.maier@example.de' });
    expect(await lastNames('anyText=huber')).toMatchObject({ names: ['Hubertus'], counts: { filteredElementsCount: 1 } });
    expect((await lastNames('sortBy=LastName')).names).toEqual(['Hubertus', 'Maier']);

    await createCustomer(token, { lastName: 'Huberer' });
    expect(await lastNames('anyText=huber')).toMatchObject({
      names: ['Huberer', 'Hubertus'],
      counts: { filteredElementsCount: 2, totalElementsCount: 3 },
    });

    await call(token, 'DELETE', `/api/customers/${huber.id}`);
    expect(await lastNames('sortBy=LastName')).toMatchObject({ names: ['Huberer', 'Hubertus'], counts: { totalElementsCount: 2 } });
  });

  it('refuse invalid input with 400 and write nothing', async () => {
    const invalid = [
      customer({ email: 'keine-adresse' }),
      customer({ lastName: '   ' }),
      customer({ address: { street: '', houseNumber: '1', zipCode: '1', city: 'X' } }),
    ];
    for (const input of invalid) {
      const response = await call(tokenA, 'PUT', `/api/customers/${input.id}`, input);
      expect(response.statusCode).toBe(400);
      expect((await call(tokenA, 'GET', `/api/customers/${input.id}`)).statusCode).toBe(404);
    }
    const bad = customer({ email: 'keine-adresse' });
    const response = await call(tokenA, 'PUT', `/api/customers/${bad.id}`, bad);
    expect(response.json().fieldErrors).toEqual([{ path: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' }]);
  });

  it('of another tenant answer exactly like unknown ids', async () => {
    const own = await createCustomer(tokenA);
    const unknownId = randomUUID();

    for (const id of [own.id, unknownId]) {
      const read = await call(tokenB, 'GET', `/api/customers/${id}`);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual({ type: 'failure/NotFound', message: 'Kunde nicht gefunden.' });
      const removed = await call(tokenB, 'DELETE', `/api/customers/${id}`);
      expect(removed.json()).toEqual({ type: 'failure/NotFound', message: 'Kunde nicht gefunden.' });
    }
    expect((await listCustomers(tokenB, `anyText=${own.lastName}`)).data).toHaveLength(0);

    // A creating PUT with the other tenant's id creates B's own customer and leaves A's alone.
    const overwrite = await call(tokenB, 'PUT', `/api/customers/${own.id}`, { ...own, lastName: 'Fremd' });
    expect(overwrite.statusCode).toBe(200);
    expect((await call(tokenA, 'GET', `/api/customers/${own.id}`)).json().data.lastName).toBe(own.lastName);
  });

  it('are deleted with their jobsites, projects and quotes', async () => {
    const owner = await createCustomer(tokenA);
    const site = await createJobsite(tokenA, owner.id);
    const projectId = randomUUID();
    const configurationId = randomUUID();
    const project = await call(tokenA, 'PUT', `/api/electro/projects/${projectId}`, {
      id: projectId,
      name: 'Huber, Dachau',
      jobsiteId: site.id,
      propertyDeveloperType: { type: 'PrivateConstruction' },
      favoriteConfigurationId: configurationId,
    });
    expect(project.statusCode).toBe(200);

    expect((await call(tokenA, 'DELETE', `/api/customers/${owner.id}`)).json()).toEqual({ type: 'success', data: null });

    expect((await call(tokenA, 'GET', `/api/customers/${owner.id}`)).statusCode).toBe(404);
    expect((await call(tokenA, 'GET', `/api/jobsites/${site.id}`)).statusCode).toBe(404);
    expect((await call(tokenA, 'GET', `/api/electro/projects/${projectId}`)).statusCode).toBe(404);
    expect((await call(tokenA, 'GET', `/api/electro/configurations/${configurationId}`)).statusCode).toBe(404);
  });
});

describe('jobsites', () => {
  it('are created for a customer, listed by customer and searched', async () => {
    const owner = await createCustomer(tokenA, { lastName: 'Kranz' });
    const other = await createCustomer(tokenA);
    const site = await createJobsite(tokenA, owner.id);
    await createJobsite(tokenA, owner.id, { location: { street: 'Ringstraße', houseNumber: '1', zipCode: '86150', city: 'Augsburg' } });
    await createJobsite(tokenA, other.id);

    const read = await call(tokenA, 'GET', `/api/jobsites/${site.id}`);
    expect(read.json().data).toEqual({
      id: site.id,
      location: site.location,
      buildingType: 'SingleFamilyHouse',
      comment: 'Zufahrt über Hof',
      customer: { id: owner.id, firstName: 'Anna', lastName: 'Kranz' },
    });

    const ofOwner = (await call(tokenA, 'GET', `/api/jobsites?customerId=${owner.id}&sortBy=City`)).json();
    expect(ofOwner.data.map((j: { location: { city: string } }) => j.location.city)).toEqual(['Augsburg', 'Dachau']);
    const filtered = (await call(tokenA, 'GET', `/api/jobsites?customerId=${owner.id}&filter=ring`)).json();
    expect(filtered.paginationInfo).toMatchObject({ filteredElementsCount: 1, totalElementsCount: 2 });
  });

  it('refuse invalid input with 400 and write nothing', async () => {
    const owner = await createCustomer(tokenA);
    const invalid = [
      jobsite(owner.id, { comment: 'x'.repeat(501) }),
      jobsite(owner.id, { buildingType: 'Castle' as JobsiteInput['buildingType'] }),
    ];
    for (const input of invalid) {
      const response = await call(tokenA, 'PUT', `/api/jobsites/${input.id}`, { jobsite: input });
      expect(response.statusCode).toBe(400);
      expect((await call(tokenA, 'GET', `/api/jobsites/${input.id}`)).statusCode).toBe(404);
    }
    const typeless = jobsite(owner.id, { buildingType: 'Castle' as JobsiteInput['buildingType'] });
    const response = await call(tokenA, 'PUT', `/api/jobsites/${typeless.id}`, { jobsite: typeless });
    expect(response.json().fieldErrors).toEqual([
      { path: 'jobsite.buildingType', message: 'Bitte wählen Sie einen Gebäudetyp aus.' },
    ]);
  });

  it('cannot be read, changed or attached across tenants', async () => {
    const owner = await createCustomer(tokenA);
    const site = await createJobsite(tokenA, owner.id);

    expect((await call(tokenB, 'GET', `/api/jobsites/${site.id}`)).json()).toEqual({
      type: 'failure/NotFound',
      message: 'Die Baustelle konnte nicht gefunden werden.',
    });
    expect((await call(tokenB, 'DELETE', `/api/jobsites/${site.id}`)).statusCode).toBe(404);
    const foreignCustomer = jobsite(owner.id);
    const attach = await call(tokenB, 'PUT', `/api/jobsites/${foreignCustomer.id}`, { jobsite: foreignCustomer });
    expect(attach.statusCode).toBe(404);
    expect((await call(tokenA, 'GET', `/api/jobsites/${site.id}`)).statusCode).toBe(200);
  });
});
