import { authEndpoints } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDelayMs } from '../src/auth/rateLimit';
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

const statusCounts = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((counts, { statusCode }) => {
    counts[statusCode] = (counts[statusCode] ?? 0) + 1;
    return counts;
  }, {});

describe('login rate limit', () => {
  it('refuses a login name at an address after 5 failures there, even with the right password', async () => {
    const { email, password } = await registerCompany(app);
    await failLogins(email, 5, '10.10.0.1');

    const response = await login(app, email, password, '10.10.0.1');

    expect(response.statusCode).toBe(429);
    expect(errorOf(response)).toMatchObject({
      type: 'ExpectedError',
      errorCode: 'TooManyRequests',
      fallbackMessage: LOCKED_OUT,
    });
  });

  it('lets the owner in from a fresh address after failures elsewhere, only slowed down', async () => {
    const { email, password } = await registerCompany(app);
    await failLogins(email, 5, '10.10.1.1');
    await failLogins(email, 1, '10.10.1.2');

    const startedAt = Date.now();
    const response = await login(app, email, password, '10.10.1.3');

    expect(response.statusCode).toBe(200);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(loginDelayMs(7));
  });

  it('evaluates at most 5 of 50 parallel guesses for one login name from one address', async () => {
    const { email, password } = await registerCompany(app);

    const responses = await Promise.all(
      Array.from({ length: 50 }, () => login(app, email, 'falsches-passwort', '10.10.2.1')),
    );

    expect(statusCounts(responses)).toEqual({ 401: 5, 429: 45 });
    expect((await login(app, email, password, '10.10.2.1')).statusCode).toBe(429);
  });

  it('evaluates at most 20 of 50 parallel guesses from one address across login names', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => login(app, `parallel${index}@example.de`, 'falsches-passwort', '10.10.3.1')),
    );

    expect(statusCounts(responses)).toEqual({ 401: 20, 429: 30 });
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

  it('does not count successful sign-ins against the address', async () => {
    const { email, password } = await registerCompany(app);
    for (let attempt = 0; attempt < 25; attempt += 1) {
      expect((await login(app, email, password, '10.12.1.1')).statusCode).toBe(200);
    }
  });
});

describe('login delay per name', () => {
  it('starts after 5 attempts and doubles up to 10 seconds', () => {
    expect([1, 5, 6, 7, 8, 9].map(loginDelayMs)).toEqual([0, 0, 250, 500, 1000, 2000]);
    expect(loginDelayMs(12)).toBe(10_000);
    expect(loginDelayMs(500)).toBe(10_000);
  });
});

describe('registration rate limit', () => {
  const register = (index: number, remoteAddress = '10.13.0.1') =>
    app.inject({
      method: 'POST',
      url: authEndpoints.register.path,
      remoteAddress,
      payload: {
        companyName: `Firma ${index}`,
        firstName: 'Max',
        lastName: 'Muster',
        email: `limit${index}@example.de`,
        password: 'sicheres-passwort',
        environment: ['ElektroPlanner'],
      },
    });

  it('allows 10 registrations per IP address and hour', async () => {
    for (let index = 0; index < 10; index += 1) expect((await register(index)).statusCode).toBe(200);

    const response = await register(10);

    expect(response.statusCode).toBe(429);
    expect(errorOf(response).errorCode).toBe('TooManyRequests');
  });

  it('accepts exactly 10 of 15 parallel registrations from one address', async () => {
    const responses = await Promise.all(Array.from({ length: 15 }, (_, index) => register(100 + index, '10.13.0.2')));

    expect(statusCounts(responses)).toEqual({ 200: 10, 429: 5 });
  });
});
