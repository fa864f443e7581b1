import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Raster } from '../../src/masterdata/demo/raster';
import { bearer } from '../support/api';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { teamCompany } from '../team/teamCompany';
import { csvLines, xlsxRows } from './exportFiles';

const DEVELOPERS = '/api/electro/property-developers';
const MANUFACTURERS = '/api/pv/pv-components/manufacturers';
const ICON = `data:image/png;base64,${new Raster().disc(32, 32, 10).toPng().toString('base64')}`;

let database: TestDatabase;
let app: FastifyInstance;
let owner: string;
let reader: string;
let planner: string;
let otherOwner: string;
let developerId: string;
let otherDeveloperId: string;

const get = (auth: string, url: string) => app.inject({ method: 'GET', url, headers: bearer(auth) });

async function put(auth: string, url: string, payload: object) {
  const response = await app.inject({ method: 'PUT', url, headers: bearer(auth), payload });
  expect(response.statusCode).toBe(200);
}

async function createDeveloper(auth: string, name: string) {
  const id = randomUUID();
  await put(auth, `${DEVELOPERS}/${id}`, {
    id,
    name,
    address: { street: 'Am Stadtpark', houseNumber: '12', zipCode: '90402', city: 'Nürnberg' },
    contactInformation: { mail: 'info@bau.de', phone: '0911 1', fax: '', url: '' },
  });
  return id;
}

function contactPerson(auth: string, companyId: string, firstName: string, lastName: string, email: string | null) {
  const id = randomUUID();
  const body = { id, companyId, firstName, lastName, phone: '0911 22', cellphone: '0170 3', email };
  return put(auth, `${DEVELOPERS}/${companyId}/contact-persons/${id}`, { contactPerson: body });
}

async function specification(auth: string, propertyDeveloperId: string, name: string, componentId: string, rooms: number) {
  const id = randomUUID();
  const roomTypes = Array.from({ length: rooms }, (_, index) => ({
    id: randomUUID(),
    name: `Zimmer ${index + 1}`,
    inclusiveComponents: [{ componentId, amount: 2 }],
  }));
  await put(auth, `${DEVELOPERS}/${propertyDeveloperId}/construction-specifications/${id}`, { id, name, propertyDeveloperId, roomTypes });
}

async function component(auth: string) {
  const id = randomUUID();
  await put(auth, `/api/electro/components/${id}`, {
    component: { id, label: 'Steckdose', price: 100, icon: ICON, tags: { tags: [] } },
    priceValidFrom: '2025-01-01',
  });
  return id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  const company = await teamCompany(app);
  owner = company.owner.tokens.accessToken;
  reader = (await company.addMember(['ReadOnly'])).tokens.accessToken;
  planner = (await company.addMember(['Planner'])).tokens.accessToken;
  const other = await teamCompany(app);
  otherOwner = other.owner.tokens.accessToken;

  developerId = await createDeveloper(owner, 'Sonnenhof Wohnbau');
  await contactPerson(owner, developerId, 'Jörg', 'Weiß', 'weiss@sonnenhof.de');
  await contactPerson(owner, developerId, 'Anna', 'Bäcker', null);
  await contactPerson(owner, developerId, 'Ömer', 'Yılmaz', 'y@sonnenhof.de');
  const socket = await component(owner);
  await specification(owner, developerId, 'Reihenhaus Typ A', socket, 3);
  await specification(owner, developerId, 'Reihenhaus Typ B', socket, 1);
  await specification(owner, developerId, 'Stadtvilla', socket, 5);
  const secondDeveloper = await createDeveloper(owner, 'Nordbau AG');
  await contactPerson(owner, secondDeveloper, 'Karl', 'Nord', null);

  otherDeveloperId = await createDeveloper(otherOwner, 'Fremdbau GmbH');
  await contactPerson(otherOwner, otherDeveloperId, 'Frieda', 'Fremd', null);

  for (const name of ['SMA', 'Fronius', 'Huawei', 'Sungrow']) {
    const id = randomUUID();
    await put(owner, `${MANUFACTURERS}/${id}`, { manufacturer: { id, name } });
  }
  const otherManufacturer = randomUUID();
  await put(otherOwner, `${MANUFACTURERS}/${otherManufacturer}`, { manufacturer: { id: otherManufacturer, name: 'Fremdhersteller' } });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('exports of the master-data lists below a developer and of the PV manufacturers', () => {
  it('Bauleiter: the developer’s list with its search and sort, as .xlsx for a read-only member', async () => {
    const path = `${DEVELOPERS}/${developerId}/contact-persons`;
    const query = 'anyText=sonnenhof&sortBy=FirstName&sortOrder=Desc';
    const listed = ((await get(owner, `${path}?${query}`)).json().data as { lastName: string }[]).map((person) => person.lastName);
    const response = await get(reader, `${path}/export?${query}&format=xlsx`);
    expect(response.headers['content-disposition']).toContain('Bauleiter-');
    const rows = await xlsxRows(response);
    expect(rows).toEqual([
      ['Vorname', 'Nachname', 'Telefon', 'Mobil', 'E-Mail'],
      ['Ömer', 'Yılmaz', '0911 22', '0170 3', 'y@sonnenhof.de'],
      ['Jörg', 'Weiß', '0911 22', '0170 3', 'weiss@sonnenhof.de'],
    ]);
    expect(rows.slice(1).map((row) => row[1])).toEqual(listed);
  });

  it('Bauleiter: CSV for German Excel; another developer’s and company’s people never in it', async () => {
    const response = await get(owner, `${DEVELOPERS}/${developerId}/contact-persons/export?format=csv`);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csvLines(response).map((line) => line[1])).toEqual(['Nachname', 'Bäcker', 'Weiß', 'Yılmaz']);
    const foreign = await get(owner, `${DEVELOPERS}/${otherDeveloperId}/contact-persons/export?format=csv`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ type: 'failure/NotFound', message: 'Bauträger nicht gefunden.' });
    expect(csvLines(await get(otherOwner, `${DEVELOPERS}/${otherDeveloperId}/contact-persons/export?format=csv`))).toEqual([
      ['Vorname', 'Nachname', 'Telefon', 'Mobil', 'E-Mail'],
      ['Frieda', 'Fremd', '0911 22', '0170 3', ''],
    ]);
  });

  it('Baubeschreibungen: name filter and sort of the list, rooms counted; an unknown developer is 404', async () => {
    const path = `${DEVELOPERS}/${developerId}/construction-specifications`;
    const query = 'name=reihenhaus&sortBy=Name&sortOrder=Desc';
    const listed = ((await get(owner, `${path}?${query}`)).json().data as { name: string }[]).map((spec) => spec.name);
    const rows = await xlsxRows(await get(planner, `${path}/export?${query}&format=xlsx`));
    expect(rows).toEqual([
      ['Name', 'Zimmer'],
      ['Reihenhaus Typ B', 1],
      ['Reihenhaus Typ A', 3],
    ]);
    expect(rows.slice(1).map((row) => row[0])).toEqual(listed);
    expect(csvLines(await get(owner, `${path}/export?format=csv`)).slice(1)).toEqual([
      ['Reihenhaus Typ A', '3'],
      ['Reihenhaus Typ B', '1'],
      ['Stadtvilla', '5'],
    ]);
    expect((await get(otherOwner, `${path}/export?format=csv`)).statusCode).toBe(404);
    expect((await get(owner, `${path}/export?format=pdf`)).statusCode).toBe(400);
  });

  it('PV manufacturers: search and sort of the list, nothing of another company, any member', async () => {
    const rows = await xlsxRows(await get(planner, `${MANUFACTURERS}/export?sortBy=Name&sortOrder=Desc&format=xlsx`));
    expect(rows).toEqual([['Name'], ['Sungrow'], ['SMA'], ['Huawei'], ['Fronius']]);
    expect(csvLines(await get(reader, `${MANUFACTURERS}/export?anyText=su&format=csv`))).toEqual([['Name'], ['Sungrow']]);
    expect(csvLines(await get(otherOwner, `${MANUFACTURERS}/export?format=csv`))).toEqual([['Name'], ['Fremdhersteller']]);
  });

  it('an export without a session is refused', async () => {
    expect((await app.inject({ method: 'GET', url: `${MANUFACTURERS}/export?format=csv` })).statusCode).toBe(401);
  });
});
