import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Raster } from '../src/masterdata/demo/raster';
import { bearer, registerCompany } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;
let app: FastifyInstance;
let tokenA: string;
let tokenB: string;

const ICON = `data:image/png;base64,${new Raster().disc(32, 32, 10).toPng().toString('base64')}`;
const DEVELOPERS = '/api/electro/property-developers';

const call = (token: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const developer = (name: string) => ({
  id: randomUUID(),
  name,
  address: { street: 'Am Stadtpark', houseNumber: '12', zipCode: '90402', city: 'Nürnberg' },
  contactInformation: { mail: 'info@bau.de', phone: '0911 1', fax: '', url: 'www.bau.de' },
});

async function createComponent(token: string, label: string) {
  const id = randomUUID();
  const response = await call(token, 'PUT', `/api/electro/components/${id}`, {
    component: { id, label, price: 100, icon: ICON, tags: { tags: [] } },
    priceValidFrom: '2025-01-01',
  });
  expect(response.statusCode).toBe(200);
  return id;
}

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

describe('property developers', () => {
  it('are created with namespace = name, listed with search, sort and paging, deleted', async () => {
    const sonnenhof = developer('  Sonnenhof Wohnbau  ');
    const saved = await call(tokenA, 'PUT', `${DEVELOPERS}/${sonnenhof.id}`, sonnenhof);
    expect(saved.json().data).toEqual({ ...sonnenhof, name: 'Sonnenhof Wohnbau', namespace: 'Sonnenhof Wohnbau' });
    const alpha = developer('Alpha Bau');
    await call(tokenA, 'PUT', `${DEVELOPERS}/${alpha.id}`, alpha);

    const sorted = await call(tokenA, 'GET', `${DEVELOPERS}?sortBy=Name&sortOrder=Desc&pageSize=1`);
    expect(sorted.json().data.map((d: { name: string }) => d.name)).toEqual(['Sonnenhof Wohnbau']);
    expect(sorted.json().paginationInfo).toMatchObject({ pageCount: 2, filteredElementsCount: 2, totalElementsCount: 2 });
    const searched = await call(tokenA, 'GET', `${DEVELOPERS}?anyText=alpha`);
    expect(searched.json().data.map((d: { name: string }) => d.name)).toEqual(['Alpha Bau']);
    // Words in any order and case, each in any of name, street and city, like every list of the app.
    const byWords = await call(tokenA, 'GET', `${DEVELOPERS}?anyText=${encodeURIComponent('NÜRNBERG bau alpha')}`);
    expect(byWords.json().data.map((d: { name: string }) => d.name)).toEqual(['Alpha Bau']);
    const notAll = await call(tokenA, 'GET', `${DEVELOPERS}?anyText=${encodeURIComponent('alpha hamburg')}`);
    expect(notAll.json().data).toEqual([]);
    const literal = await call(tokenA, 'GET', `${DEVELOPERS}?anyText=${encodeURIComponent('al%a')}`);
    expect(literal.json().data).toEqual([]);

    expect((await call(tokenA, 'DELETE', `${DEVELOPERS}/${alpha.id}`)).json()).toEqual({ type: 'success', data: null });
    expect((await call(tokenA, 'GET', `${DEVELOPERS}/${alpha.id}`)).json()).toEqual({
      type: 'failure/NotFound',
      message: 'Bauträger nicht gefunden.',
    });
  });

  it('refuse an empty name or invalid mail with 400 and write nothing', async () => {
    const invalid = { ...developer('  '), contactInformation: { mail: 'kein-mail', phone: '', fax: '', url: '' } };
    const response = await call(tokenA, 'PUT', `${DEVELOPERS}/${invalid.id}`, invalid);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.map((e: { path: string }) => e.path)).toEqual(['name', 'contactInformation.mail']);
    expect((await call(tokenA, 'GET', `${DEVELOPERS}/${invalid.id}`)).statusCode).toBe(404);
  });
});

describe('Bauleiter and construction specifications', () => {
  let developerId: string;
  let socket: string;
  let light: string;

  beforeAll(async () => {
    const item = developer('Lindenhof Bau');
    developerId = item.id;
    await call(tokenA, 'PUT', `${DEVELOPERS}/${developerId}`, item);
    socket = await createComponent(tokenA, 'Steckdose');
    light = await createComponent(tokenA, 'Deckenauslass');
  });

  it('Bauleiter are created, listed, edited and deleted beneath their developer', async () => {
    const base = `${DEVELOPERS}/${developerId}/contact-persons`;
    const person = { id: randomUUID(), companyId: developerId, firstName: 'Markus', lastName: 'Weber', phone: '', cellphone: '0171 1', email: null };
    expect((await call(tokenA, 'PUT', `${base}/${person.id}`, { contactPerson: person })).json().data).toEqual(person);
    await call(tokenA, 'PUT', `${base}/${person.id}`, { contactPerson: { ...person, email: 'm.weber@bau.de' } });

    const list = await call(tokenA, 'GET', `${base}?pageSize=10`);
    expect(list.json().data).toEqual([{ ...person, email: 'm.weber@bau.de' }]);
    expect((await call(tokenA, 'DELETE', `${base}/${person.id}`)).statusCode).toBe(200);
    expect((await call(tokenA, 'GET', `${base}/${person.id}`)).json()).toEqual({
      type: 'failure/NotFound',
      message: 'Bauleiter nicht gefunden.',
    });
  });

  it('a specification keeps its rooms sorted by name, case-insensitively, and refuses empty rooms', async () => {
    const base = `${DEVELOPERS}/${developerId}/construction-specifications`;
    const specification = {
      id: randomUUID(),
      name: 'Typ Lindenhof',
      propertyDeveloperId: developerId,
      roomTypes: [
        { id: randomUUID(), name: 'wohnzimmer', inclusiveComponents: [{ componentId: socket, amount: 4 }] },
        { id: randomUUID(), name: 'Bad', inclusiveComponents: [{ componentId: light, amount: 1 }, { componentId: socket, amount: 2 }] },
        { id: randomUUID(), name: 'Küche', inclusiveComponents: [{ componentId: socket, amount: 5 }] },
      ],
    };
    const saved = await call(tokenA, 'PUT', `${base}/${specification.id}`, specification);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.roomTypes.map((r: { name: string }) => r.name)).toEqual(['Bad', 'Küche', 'wohnzimmer']);
    expect(saved.json().data.roomTypes[0].inclusiveComponents).toEqual([
      { componentId: light, amount: 1, componentLabel: 'Deckenauslass', componentDeleted: false },
      { componentId: socket, amount: 2, componentLabel: 'Steckdose', componentDeleted: false },
    ]);

    const list = await call(tokenA, 'GET', `${base}?name=linden`);
    expect(list.json().data).toEqual([{ id: specification.id, name: 'Typ Lindenhof', propertyDeveloperId: developerId, roomTypesCount: 3 }]);
    expect((await call(tokenA, 'GET', `${base}?name=anders`)).json().data).toEqual([]);

    const empty = { ...specification, roomTypes: [{ id: randomUUID(), name: 'Flur', inclusiveComponents: [] }] };
    const refused = await call(tokenA, 'PUT', `${base}/${specification.id}`, empty);
    expect(refused.json().fieldErrors).toEqual([
      { path: 'roomTypes.0.inclusiveComponents', message: 'Bitte fügen Sie mindestens eine Installation hinzu.' },
    ]);
    const twice = {
      ...specification,
      roomTypes: [{ id: randomUUID(), name: 'Flur', inclusiveComponents: [{ componentId: socket, amount: 1 }, { componentId: socket, amount: 2 }] }],
    };
    expect((await call(tokenA, 'PUT', `${base}/${specification.id}`, twice)).statusCode).toBe(400);
    expect((await call(tokenA, 'GET', `${base}/${specification.id}`)).json().data.roomTypes).toHaveLength(3);
  });

  it('an installation used in a specification is archived on delete: gone from lists, still readable', async () => {
    const used = await createComponent(tokenA, 'Raumthermostat');
    const base = `${DEVELOPERS}/${developerId}/construction-specifications`;
    const id = randomUUID();
    await call(tokenA, 'PUT', `${base}/${id}`, {
      id,
      name: 'Mit Thermostat',
      propertyDeveloperId: developerId,
      roomTypes: [{ id: randomUUID(), name: 'Wohnen', inclusiveComponents: [{ componentId: used, amount: 1 }] }],
    });

    expect((await call(tokenA, 'DELETE', `/api/electro/components/${used}`)).statusCode).toBe(200);
    const list = await call(tokenA, 'GET', '/api/electro/components?pageSize=100');
    expect(list.json().data.map((c: { id: string }) => c.id)).not.toContain(used);
    expect((await call(tokenA, 'GET', `/api/electro/components/${used}`)).json().data).toMatchObject({ archived: true, label: 'Raumthermostat' });
    const specification = (await call(tokenA, 'GET', `${base}/${id}`)).json().data;
    const room = specification.roomTypes[0];
    expect(room.inclusiveComponents[0]).toMatchObject({ componentId: used, componentLabel: 'Raumthermostat', componentDeleted: true });

    // The room keeps it while another room is added; a new room cannot take the deleted installation.
    const kitchen = { id: randomUUID(), name: 'Küche', inclusiveComponents: [{ componentId: socket, amount: 3 }] };
    const inputRoom = { id: room.id, name: room.name, inclusiveComponents: [{ componentId: used, amount: 1 }] };
    const withKitchen = { id, name: 'Mit Thermostat', propertyDeveloperId: developerId, roomTypes: [inputRoom, kitchen] };
    expect((await call(tokenA, 'PUT', `${base}/${id}`, withKitchen)).statusCode).toBe(200);
    const other = randomUUID();
    const refused = await call(tokenA, 'PUT', `${base}/${other}`, {
      id: other,
      name: 'Neu',
      propertyDeveloperId: developerId,
      roomTypes: [{ id: randomUUID(), name: 'Bad', inclusiveComponents: [{ componentId: used, amount: 1 }] }],
    });
    expect(refused.json()).toEqual({ type: 'failure/UnknownComponent', message: 'Installation nicht gefunden.' });
    // Removing it from the room is a plain save.
    const removed = await call(tokenA, 'PUT', `${base}/${id}`, { ...withKitchen, roomTypes: [{ ...inputRoom, inclusiveComponents: [{ componentId: light, amount: 1 }] }, kitchen] });
    expect(removed.json().data.roomTypes.flatMap((r: { inclusiveComponents: { componentId: string }[] }) => r.inclusiveComponents.map((c) => c.componentId))).not.toContain(used);

    // Deleting the specification deletes its room defaults, after which the installation can go for good.
    expect((await call(tokenA, 'DELETE', `${base}/${id}`)).statusCode).toBe(200);
    expect((await call(tokenA, 'GET', `${base}/${id}`)).json().type).toBe('failure/NotFound');
  });

  it('another tenant reaches neither the developer nor anything beneath it', async () => {
    const people = `${DEVELOPERS}/${developerId}/contact-persons`;
    const specs = `${DEVELOPERS}/${developerId}/construction-specifications`;
    expect((await call(tokenB, 'GET', `${DEVELOPERS}/${developerId}`)).statusCode).toBe(404);
    expect((await call(tokenB, 'GET', DEVELOPERS)).json().data).toEqual([]);
    expect((await call(tokenB, 'GET', people)).json()).toEqual({ type: 'failure/NotFound', message: 'Bauträger nicht gefunden.' });
    expect((await call(tokenB, 'GET', specs)).json()).toEqual({ type: 'failure/NotFound', message: 'Bauträger nicht gefunden.' });
    expect((await call(tokenB, 'DELETE', `${DEVELOPERS}/${developerId}`)).statusCode).toBe(404);

    const person = { id: randomUUID(), companyId: developerId, firstName: 'Fremd', lastName: 'Person', phone: '', cellphone: '', email: null };
    expect((await call(tokenB, 'PUT', `${people}/${person.id}`, { contactPerson: person })).statusCode).toBe(404);
    const spec = { id: randomUUID(), name: 'Fremd', propertyDeveloperId: developerId, roomTypes: [] };
    expect((await call(tokenB, 'PUT', `${specs}/${spec.id}`, spec)).statusCode).toBe(404);
    expect((await call(tokenA, 'GET', specs)).json().data.map((s: { name: string }) => s.name)).not.toContain('Fremd');

    const ownDeveloper = developer('Eigener Bauträger');
    await call(tokenB, 'PUT', `${DEVELOPERS}/${ownDeveloper.id}`, ownDeveloper);
    const foreignComponentSpec = {
      id: randomUUID(),
      name: 'Mit fremder Installation',
      propertyDeveloperId: ownDeveloper.id,
      roomTypes: [{ id: randomUUID(), name: 'Bad', inclusiveComponents: [{ componentId: socket, amount: 1 }] }],
    };
    const refused = await call(tokenB, 'PUT', `${DEVELOPERS}/${ownDeveloper.id}/construction-specifications/${foreignComponentSpec.id}`, foreignComponentSpec);
    expect(refused.json().type).toBe('failure/UnknownComponent');
  });

  it('deleting a developer deletes its Bauleiter and specifications', async () => {
    const item = developer('Kurzlebig Bau');
    await call(tokenA, 'PUT', `${DEVELOPERS}/${item.id}`, item);
    const person = { id: randomUUID(), companyId: item.id, firstName: 'A', lastName: 'B', phone: '', cellphone: '', email: null };
    await call(tokenA, 'PUT', `${DEVELOPERS}/${item.id}/contact-persons/${person.id}`, { contactPerson: person });
    expect((await call(tokenA, 'DELETE', `${DEVELOPERS}/${item.id}`)).statusCode).toBe(200);
    expect((await call(tokenA, 'GET', `${DEVELOPERS}/${item.id}/contact-persons/${person.id}`)).statusCode).toBe(404);
  });
});
