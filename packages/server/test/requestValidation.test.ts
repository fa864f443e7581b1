import { authEndpoints, PROTOCOL_VERSION, tenantEndpoints, VERSION_MISMATCH_ERROR_CODE } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem, withTenant } from '../src/db/scopes';
import { bearer, errorOf, registerCompany } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;
let app: FastifyInstance;
let accessToken: string;
let tenantId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  accessToken = (await registerCompany(app, { companyName: 'Elektro Valide' })).tokens.accessToken;
  const tenant = await asSystem(database.db, (trx) =>
    trx.selectFrom('tenants').select('id').where('name', '=', 'Elektro Valide').executeTakeFirstOrThrow(),
  );
  tenantId = tenant.id;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const storedCompanyName = () =>
  withTenant(database.db, tenantId, (trx) =>
    trx.selectFrom('tenants').select('name').where('id', '=', tenantId).executeTakeFirstOrThrow(),
  ).then((row) => row.name);

const putCompanyRaw = (payload: string) =>
  app.inject({
    method: 'PUT',
    url: tenantEndpoints.put.path,
    headers: { ...bearer(accessToken), 'content-type': 'application/json' },
    payload,
  });

const VALID_COMPANY = {
  name: 'Elektro Valide GmbH',
  address: null,
  contactInformation: null,
  bankInformation: null,
  legalInformation: null,
};

describe('invalid input', () => {
  it('answers malformed JSON with 400 MalformedJson', async () => {
    const response = await putCompanyRaw('{"name": "Elektro Kaputt",');

    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ type: 'ExpectedError', errorCode: 'MalformedJson' });
    expect(await storedCompanyName()).toBe('Elektro Valide');
  });

  it('answers a body over 1 MiB with 413 PayloadTooLarge', async () => {
    const response = await putCompanyRaw(JSON.stringify({ ...VALID_COMPANY, name: 'x'.repeat(1024 * 1024) }));

    expect(response.statusCode).toBe(413);
    expect(errorOf(response)).toMatchObject({ type: 'ExpectedError', errorCode: 'PayloadTooLarge' });
    expect(await storedCompanyName()).toBe('Elektro Valide');
  });

  it('names every invalid field and writes nothing', async () => {
    const response = await putCompanyRaw(
      JSON.stringify({
        ...VALID_COMPANY,
        name: 'Elektro Halbgar',
        contactInformation: { mail: 'keine-mail', phone: '0711 1', url: '', fax: '' },
        bankInformation: { name: 'Bank', iban: 'DE00 1234', bic: 'COBADEFFXXX' },
      }),
    );

    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error).toMatchObject({ type: 'ExpectedError', errorCode: 'ValidationError' });
    expect(error.fieldErrors).toEqual([
      { path: 'contactInformation.mail', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
      { path: 'bankInformation.iban', message: 'Bitte geben Sie eine gültige IBAN ein.' },
    ]);
    expect(error.fallbackMessage).toBe(
      'contactInformation.mail: Bitte geben Sie eine gültige E-Mail-Adresse ein. ' +
        'bankInformation.iban: Bitte geben Sie eine gültige IBAN ein.',
    );
    expect(await storedCompanyName()).toBe('Elektro Valide');
  });

  it('names a missing field in German', async () => {
    const response = await app.inject({
      method: 'POST',
      url: authEndpoints.register.path,
      payload: { companyName: 'Ohne Mail', firstName: 'A', lastName: 'B', password: 'sicheres-passwort', environment: ['PvPlanner'] },
    });

    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fallbackMessage).toBe('email: Darf nicht leer sein.');
  });

  it('answers an invalid e-mail address at registration with the contract message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: authEndpoints.register.path,
      payload: {
        companyName: 'Firma',
        firstName: 'A',
        lastName: 'B',
        email: 'nicht-gueltig',
        password: 'kurz',
        environment: ['PvPlanner'],
      },
    });

    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fieldErrors).toEqual([
      { path: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
      { path: 'password', message: 'Das Passwort muss mindestens 8 Zeichen lang sein.' },
    ]);
  });

  it('answers a body that is no object with 400', async () => {
    const response = await putCompanyRaw('[1, 2, 3]');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errorCode).toBe('ValidationError');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: tenantEndpoints.put.path,
      headers: { ...bearer(accessToken), 'content-type': 'text/csv' },
      payload: 'name;Elektro',
    });
    expect(response.statusCode).toBe(415);
    expect(errorOf(response)).toMatchObject({ type: 'ExpectedError', errorCode: 'UnsupportedMediaType' });
  });
});

describe('protocol version', () => {
  const getMe = (version: string) =>
    app.inject({
      method: 'GET',
      url: authEndpoints.me.path,
      headers: { ...bearer(accessToken), 'x-protocol-version': version },
    });

  it('accepts the same major version', async () => {
    expect((await getMe(PROTOCOL_VERSION)).statusCode).toBe(200);
    expect((await getMe(`${PROTOCOL_VERSION.split('.')[0]}.99`)).statusCode).toBe(200);
  });

  it('refuses another major version with a CVE error code', async () => {
    const response = await getMe('999.0');

    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error).toMatchObject({ type: 'ExpectedError', errorCode: VERSION_MISMATCH_ERROR_CODE });
    expect(error.errorCode.startsWith('CVE')).toBe(true);
  });

  it('still answers health and app-config to every version', async () => {
    for (const url of ['/api/health', '/api/app-config']) {
      const response = await app.inject({ method: 'GET', url, headers: { 'x-protocol-version': '999.0' } });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('unknown API routes', () => {
  it('answer 404 ExpectedError NotFound, also when HTML is accepted', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await app.inject({ method, url: '/api/gibt-es-nicht', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toMatchObject({ type: 'ExpectedError', errorCode: 'NotFound' });
    }
  });
});

describe('response headers', () => {
  it('carry nosniff, a referrer policy and the request id of the client', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-request-id']).toBe('abc-123');
  });

  it('forbid framing and unused browser features, and keep personal data and tokens out of every cache', async () => {
    const answers = [
      await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(accessToken) }),
      await app.inject({ method: 'GET', url: tenantEndpoints.get.path, headers: bearer(accessToken) }),
      await app.inject({ method: 'GET', url: '/api/customers?anyText=x', headers: bearer(accessToken) }),
      await app.inject({ method: 'GET', url: '/api/auth/me' }),
      await app.inject({ method: 'GET', url: '/api/customers?pageSize=0', headers: bearer(accessToken) }),
      await app.inject({ method: 'GET', url: '/api/gibt-es-nicht', headers: bearer(accessToken) }),
      await app.inject({ method: 'POST', url: authEndpoints.login.path, payload: { loginName: 'x@example.de', password: 'falsch' } }),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200, 401, 400, 404, 401]);
    for (const [index, response] of answers.entries()) {
      expect(response.headers['cache-control'], `answer ${index}`).toBe('no-store');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['permissions-policy']).toContain('camera=()');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('send HSTS only for requests that came over HTTPS, as a trusted proxy says', async () => {
    const behindProxy = await createTestApp(database.db, { TRUST_PROXY: 'true' });
    try {
      const https = await behindProxy.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      const http = await behindProxy.inject({ method: 'GET', url: '/api/health' });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
    const direct = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });
});
