import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Raster } from '../src/masterdata/demo/raster';
import { bearer, registerCompany } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;
let app: FastifyInstance;
let token: string;
let otherToken: string;

const ICON = `data:image/png;base64,${new Raster().disc(32, 32, 10).toPng().toString('base64')}`;
const TODAY = new Date().toISOString().slice(0, 10);
const DEVELOPERS = '/api/electro/property-developers';

const call = (method: 'GET' | 'PUT', url: string, payload?: object, as = token) =>
  app.inject({ method, url, headers: bearer(as), ...(payload ? { payload } : {}) });

async function put(url: string, payload: object) {
  const response = await call('PUT', url, payload);
  expect(response.statusCode, response.body).toBe(200);
}

/** What a list shows for a search: the names of its rows and its counts. */
async function search(url: string, anyText: string, name: (row: Record<string, unknown>) => unknown) {
  const separator = url.includes('?') ? '&' : '?';
  const body = (await call('GET', `${url}${separator}anyText=${encodeURIComponent(anyText)}&pageSize=50`)).json();
  return { names: body.data.map(name), filtered: body.paginationInfo.filteredElementsCount };
}

const byName = (row: Record<string, unknown>) => row.name;

let developerId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  token = (await registerCompany(app, { firstName: 'Jürgen', lastName: 'Öztürk', environment: ['ElektroPlanner', 'PvPlanner'] })).tokens
    .accessToken;
  otherToken = (await registerCompany(app)).tokens.accessToken;

  const customers = [
    { firstName: 'Anna', lastName: 'Müller', street: 'Schloßallee', city: 'München' },
    { firstName: 'Zoë', lastName: 'Lefèvre', street: 'Hauptstraße', city: 'Görlitz' },
    { firstName: 'Paul', lastName: 'Mueller', street: 'Ringstraße', city: 'Berlin' },
  ];
  for (const customer of customers) {
    const id = randomUUID();
    await put(`/api/customers/${id}`, {
      id,
      firstName: customer.firstName,
      lastName: customer.lastName,
      address: { street: customer.street, houseNumber: '1', zipCode: '80331', city: customer.city },
      phone: '',
      cellphone: '',
      email: '',
    });
    const jobsiteId = randomUUID();
    await put(`/api/jobsites/${jobsiteId}`, {
      jobsite: {
        id: jobsiteId,
        customerId: id,
        location: { street: customer.street, houseNumber: '2', zipCode: '80331', city: customer.city },
        buildingType: 'SingleFamilyHouse',
        comment: '',
      },
    });
    const projectId = randomUUID();
    await put(`/api/electro/projects/${projectId}`, {
      id: projectId,
      name: `Neubau ${customer.lastName}`,
      jobsiteId,
      propertyDeveloperType: { type: 'PrivateConstruction' },
      favoriteConfigurationId: randomUUID(),
    });
  }

  developerId = randomUUID();
  await put(`${DEVELOPERS}/${developerId}`, {
    id: developerId,
    name: 'Bauträger Süd',
    address: { street: 'Am Stadtpark', houseNumber: '12', zipCode: '90402', city: 'Nürnberg' },
    contactInformation: { mail: '', phone: '', fax: '', url: '' },
  });
  const personId = randomUUID();
  await put(`${DEVELOPERS}/${developerId}/contact-persons/${personId}`, {
    contactPerson: { id: personId, companyId: developerId, firstName: 'Björn', lastName: 'Weiß', phone: '', cellphone: '', email: null },
  });
  const specificationId = randomUUID();
  await put(`${DEVELOPERS}/${developerId}/construction-specifications/${specificationId}`, {
    id: specificationId,
    name: 'Typ Größe L',
    propertyDeveloperId: developerId,
    roomTypes: [],
  });

  const componentId = randomUUID();
  await put(`/api/electro/components/${componentId}`, {
    component: { id: componentId, label: 'Außensteckdose', price: 1500, icon: ICON, tags: { tags: [{ id: randomUUID(), name: 'Garten & Außen' }] } },
    priceValidFrom: TODAY,
  });
  const additionalId = randomUUID();
  await put(`/api/electro/additional-installations/${additionalId}`, {
    additionalInstallation: { id: additionalId, title: 'Fundamenterder', description: 'Edelstahl, je Meter verlegt im Fußboden', price: 2400, icon: null },
    priceValidFrom: TODAY,
  });
  const lockId = randomUUID();
  await put(`/api/electro/locks/${lockId}`, {
    lockType: { id: lockId, name: 'Schließzylinder Élite', description: '', icon: ICON, price: 8900 },
    priceValidFrom: TODAY,
  });
  const manufacturerId = randomUUID();
  await put(`/api/pv/pv-components/manufacturers/${manufacturerId}`, { manufacturer: { id: manufacturerId, name: 'Sonnenstrom Köln' } });
  const moduleId = randomUUID();
  await put(`/api/pv/pv-components/pv-modules/${moduleId}`, {
    pvModule: {
      id: moduleId,
      name: 'Glas-Glas Modul 420',
      description: 'Rahmen schwarz, für Dächer in Süd-Ausrichtung',
      price: 21900,
      powerRating: 420,
      offLoadVoltage: 44.8,
      shortCircuitCurrent: 11.26,
      size: { longer: 1767, shorter: 1041 },
      material: 'GlassGlass',
      manufacturerId,
    },
    priceValidFrom: TODAY,
  });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('anyText means the same in every list: words, whatever their case and accents', () => {
  it('finds customers, jobsites and projects without umlauts, accents or ß typed', async () => {
    const customerName = (row: Record<string, unknown>) => row.lastName;
    expect(await search('/api/customers', 'muller', customerName)).toEqual({ names: ['Müller'], filtered: 1 });
    expect(await search('/api/customers', 'MÜLLER münchen', customerName)).toEqual({ names: ['Müller'], filtered: 1 });
    expect(await search('/api/customers', 'schlossallee', customerName)).toEqual({ names: ['Müller'], filtered: 1 });
    expect(await search('/api/customers', 'zoe lefevre', customerName)).toEqual({ names: ['Lefèvre'], filtered: 1 });
    // Folding takes accents away but does not spell ü as ue: Mueller is a different name.
    expect(await search('/api/customers', 'mueller', customerName)).toEqual({ names: ['Mueller'], filtered: 1 });

    const jobsiteCity = (row: Record<string, unknown>) => (row.location as { city: string }).city;
    expect(await search('/api/jobsites', 'gorlitz hauptstrasse', jobsiteCity)).toEqual({ names: ['Görlitz'], filtered: 1 });
    expect(await search('/api/jobsites', 'zoe lefevre', jobsiteCity)).toEqual({ names: ['Görlitz'], filtered: 1 });
    expect(await search('/api/electro/projects', 'neubau MULLER', byName)).toEqual({ names: ['Neubau Müller'], filtered: 1 });
    expect(await search('/api/electro/projects', 'lefevre', byName)).toEqual({ names: ['Neubau Lefèvre'], filtered: 1 });
  });

  it('finds master data the same way: every word somewhere, accents ignored', async () => {
    expect(await search(DEVELOPERS, 'bautrager nurnberg', byName)).toEqual({ names: ['Bauträger Süd'], filtered: 1 });
    expect(await search(`${DEVELOPERS}/${developerId}/contact-persons`, 'bjorn weiss', (row) => row.lastName)).toEqual({
      names: ['Weiß'],
      filtered: 1,
    });
    expect(await search(`${DEVELOPERS}/${developerId}/construction-specifications`, 'typ grosse', byName)).toEqual({
      names: ['Typ Größe L'],
      filtered: 1,
    });
    const label = (row: Record<string, unknown>) => row.label;
    expect(await search('/api/electro/components', 'aussensteckdose', label)).toEqual({ names: ['Außensteckdose'], filtered: 1 });
    expect(await search('/api/electro/components', 'garten steckdose', label)).toEqual({ names: ['Außensteckdose'], filtered: 1 });
    expect(await search('/api/electro/components/tags', 'AUSSEN', byName)).toEqual({ names: ['Garten & Außen'], filtered: 1 });
    expect(await search('/api/electro/additional-installations', 'fussboden edelstahl', (row) => row.title)).toEqual({
      names: ['Fundamenterder'],
      filtered: 1,
    });
    expect(await search('/api/electro/locks', 'schliesszylinder elite', byName)).toEqual({
      names: ['Schließzylinder Élite'],
      filtered: 1,
    });
    expect(await search('/api/pv/pv-components/manufacturers', 'koln', byName)).toEqual({ names: ['Sonnenstrom Köln'], filtered: 1 });
    expect(await search('/api/pv/pv-components/pv-modules', 'sud KOLN', byName)).toEqual({ names: ['Glas-Glas Modul 420'], filtered: 1 });
  });

  it('narrows the installations by label and by words of the search alike', async () => {
    const body = (await call('GET', '/api/electro/components?label=AUSSEN&anyText=garten')).json();
    expect(body.data.map((row: { label: string }) => row.label)).toEqual(['Außensteckdose']);
    const none = (await call('GET', '/api/electro/components?label=garten')).json();
    expect(none.paginationInfo).toMatchObject({ filteredElementsCount: 0, totalElementsCount: 1 });
  });

  it("finds the audit log's entries by the acting user and by its German words, accents ignored", async () => {
    const entries = async (anyText: string) =>
      (await call('GET', `/api/audit-log?anyText=${encodeURIComponent(anyText)}&pageSize=100`)).json().data as {
        userName: string;
        entity: string;
        action: string;
      }[];
    const byUser = await entries('ozturk');
    expect(byUser.length).toBeGreaterThan(0);
    expect(byUser.every((entry) => entry.userName === 'Jürgen Öztürk')).toBe(true);
    const customersCreated = await entries('kunde angelegt');
    expect(customersCreated.length).toBe(3);
    expect(customersCreated.every((entry) => entry.entity === 'customers' && entry.action === 'created')).toBe(true);
  });

  it("takes the user's % and _ literally and matches nothing of another company", async () => {
    expect(await search('/api/customers', '%', (row) => row.lastName)).toEqual({ names: [], filtered: 0 });
    expect(await search('/api/customers', 'm_ller', (row) => row.lastName)).toEqual({ names: [], filtered: 0 });
    const foreign = (await call('GET', '/api/customers?anyText=muller', undefined, otherToken)).json();
    expect(foreign.data).toEqual([]);
  });

  it('counts the matches on a page past the end of the list too', async () => {
    const page = (await call('GET', '/api/electro/projects?anyText=neubau&pageSize=2&pageIndex=5')).json();
    expect(page.data).toEqual([]);
    expect(page.paginationInfo).toMatchObject({ filteredElementsCount: 3, totalElementsCount: 3, pageCount: 2 });
  });
});
