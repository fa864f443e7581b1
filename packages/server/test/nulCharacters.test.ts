import { randomUUID } from 'node:crypto';
import { MSG_NUL_CHARACTER, MSG_NUL_CHARACTER_IN_KEY } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callWith, createConfiguration } from './checkoutFixtures';
import { registerCompany } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;
let app: FastifyInstance;
let call: ReturnType<typeof callWith>;
let token: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  call = callWith(app);
  token = (await registerCompany(app, { environment: ['ElektroPlanner', 'PvPlanner'] })).tokens.accessToken;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const address = { street: 'Hauptstraße', houseNumber: '1', zipCode: '70173', city: 'Stuttgart' };

describe('a NUL character in any text', () => {
  it.each([
    ['a customer name', (id: string) => [`/api/customers/${id}`, { id, firstName: 'a\u0000b', lastName: 'Weber', address, phone: '', cellphone: '', email: '' }], 'firstName'],
    ['a customer address', (id: string) => [`/api/customers/${id}`, { id, firstName: 'Eva', lastName: 'Weber', address: { ...address, city: 'Stutt\u0000gart' }, phone: '', cellphone: '', email: '' }], 'address.city'],
    ['a property developer', (id: string) => [`/api/electro/property-developers/${id}`, { id, name: 'Bau\u0000', address, contactInformation: { mail: '', phone: '', fax: '', url: '' } }], 'name'],
    ['a PV manufacturer', (id: string) => [`/api/pv/pv-components/manufacturers/${id}`, { manufacturer: { id, name: '\u0000' } }], 'manufacturer.name'],
  ] as const)('is refused with 400 naming the field, nothing written: %s', async (_, request, field) => {
    const id = randomUUID();
    const [url, body] = request(id) as unknown as [string, object];
    const response = await call(token, 'PUT', url, body);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ type: 'ExpectedError', errorCode: 'ValidationError', fieldErrors: [{ path: field, message: MSG_NUL_CHARACTER }] });
    expect((await call(token, 'GET', url)).statusCode).not.toBe(200);
  });

  it('in a search is refused with 400 naming the parameter', async () => {
    for (const url of ['/api/customers?anyText=a%00b', '/api/electro/projects?anyText=%00', '/api/jobsites?filter=x%00']) {
      const response = await call(token, 'GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().fieldErrors[0].message).toBe(MSG_NUL_CHARACTER);
    }
  });
});

describe('a NUL character in a key of free JSON', () => {
  async function createFloor() {
    const configurationId = await createConfiguration(app, token);
    const floor = { id: randomUUID(), name: 'Erdgeschoss', configurationId, rooms: [], placedElectricalComponents: [], connectionLines: [] };
    expect((await call(token, 'PUT', `/api/electro/floors/${floor.id}`, floor)).statusCode).toBe(200);
    return `/api/electro/floors/${floor.id}/meistercharts`;
  }

  it.each([
    ['a key of the editor document', { 'k\u0000': 1 }, 'document'],
    ['a nested key of a shape', { shapes: { 'shape:1': { props: { ok: 'x', 'a\u0000b': 1 } } } }, 'document.shapes.shape:1.props'],
  ])('is refused with 400 naming the object that holds it, nothing written: %s', async (_, document, field) => {
    const url = await createFloor();
    const response = await call(token, 'PUT', url, { version: 1, document });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ type: 'ExpectedError', errorCode: 'ValidationError', fieldErrors: [{ path: field, message: MSG_NUL_CHARACTER_IN_KEY }] });
    expect((await call(token, 'GET', url)).json().data).toEqual({ version: 0, document: null });
    expect((await call(token, 'PUT', url, { version: 1, document: { k: 1 } })).statusCode).toBe(200);
  });

  it('in a query parameter name is refused with 400', async () => {
    const response = await call(token, 'GET', '/api/customers?a%00b=1');
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[0].message).toBe(MSG_NUL_CHARACTER_IN_KEY);
  });
});
