import { authEndpoints } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, login, registerCompany } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const LOCKED_OUT = 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es später erneut.';

async function failLogins(loginName: string, times: number, remoteAddress: string) {
  for (let attempt = 0; attempt < times; attempt += 1) {
    expect((await login(app, loginName, 'falsches-passwort', remoteAddress)).statusCode).toBe(401);
  }
}

describe('login rate limit', () => {
  it('locks a login name after 5 failures, even for the right password and from another address', async () => {
    const { email, password } = await registerCompany(app);
    await failLogins(email, 5, '10.10.0.1');

    const response = await login(app, email, password, '10.10.0.2');

    expect(response.statusCode).toBe(429);
    expect(errorOf(response)).toMatchObject({
      type: 'ExpectedError',
      errorCode: 'TooManyRequests',
      fallbackMessage: LOCKED_OUT,
    });
  });

  it('forgets the failures of a login name after a successful sign-in', async () => {
    const { email, password } = await registerCompany(app);
    await failLogins(email, 4, '10.11.0.1');
    expect((await login(app, email, password, '10.11.0.1')).statusCode).toBe(200);

    await failLogins(email, 4, '10.11.0.1');

    expect((await login(app, email, password, '10.11.0.1')).statusCode).toBe(200);
  });

  it('locks an IP address after 20 failures across login names', async () => {
    const { email, password } = await registerCompany(app);
    for (let name = 0; name < 5; name += 1) await failLogins(`unbekannt${name}@example.de`, 4, '10.12.0.1');

    expect((await login(app, email, password, '10.12.0.1')).statusCode).toBe(429);
    expect((await login(app, email, password, '10.12.0.2')).statusCode).toBe(200);
  });
});

describe('registration rate limit', () => {
  it('allows 10 registrations per IP address and hour', async () => {
    const register = (index: number) =>
      app.inject({
        method: 'POST',
        url: authEndpoints.register.path,
        remoteAddress: '10.13.0.1',
        payload: {
          companyName: `Firma ${index}`,
          firstName: 'Max',
          lastName: 'Muster',
          email: `limit${index}@example.de`,
          password: 'sicheres-passwort',
          environment: ['ElektroPlanner'],
        },
      });
    for (let index = 0; index < 10; index += 1) expect((await register(index)).statusCode).toBe(200);

    const response = await register(10);

    expect(response.statusCode).toBe(429);
    expect(errorOf(response).errorCode).toBe('TooManyRequests');
  });
});
