import { authEndpoints } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, login, registerCompany } from './support/api';
import { millisecondsUntil } from './support/polling';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;
let app: FastifyInstance;
/** A second server instance on the same database, as behind a load balancer. */
let otherInstance: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  otherInstance = await createTestApp(database.db);
});

afterAll(async () => {
  await app.close();
  await otherInstance.close();
  await database.drop();
});

afterEach(() => {
  vi.useRealTimers();
});

const me = (instance: FastifyInstance, accessToken: string) =>
  instance.inject({ method: 'GET', url: authEndpoints.me.path, headers: bearer(accessToken) });
const refresh = (refreshToken: string) =>
  app.inject({ method: 'POST', url: authEndpoints.refreshAccessToken.path, headers: bearer(refreshToken) });
const logout = (refreshToken: string) =>
  app.inject({ method: 'POST', url: authEndpoints.logout.path, headers: bearer(refreshToken) });

describe('ending a session', () => {
  it('refuses its access token at once after logout', async () => {
    const { tokens } = await registerCompany(app);
    expect((await me(app, tokens.accessToken)).statusCode).toBe(200);

    expect((await logout(tokens.refreshToken)).statusCode).toBe(200);

    const response = await me(app, tokens.accessToken);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ type: 'ExpectedError', errorCode: 'Unauthorized' });
  });

  it('refuses every access token of a family revoked for refresh-token reuse', async () => {
    const { tokens } = await registerCompany(app);
    const renewed = (await refresh(tokens.refreshToken)).json().data.jwsTokens;
    expect((await me(app, renewed.accessToken)).statusCode).toBe(200);

    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);

    expect((await me(app, tokens.accessToken)).statusCode).toBe(401);
    expect((await me(app, renewed.accessToken)).statusCode).toBe(401);
  });

  it('keeps the access tokens of the user’s other sessions working', async () => {
    const { email, password, tokens } = await registerCompany(app);
    const other = (await login(app, email, password)).json().data.jwsTokens;

    await logout(tokens.refreshToken);

    expect((await me(app, other.accessToken)).statusCode).toBe(200);
  });

  it('is noticed by another instance at once, without waiting for its kept answer to age', async () => {
    vi.useFakeTimers({ now: new Date(), toFake: ['Date'] });
    const { tokens } = await registerCompany(app);
    expect((await me(otherInstance, tokens.accessToken)).statusCode).toBe(200);

    await logout(tokens.refreshToken);

    const refused = async () => (await me(otherInstance, tokens.accessToken)).statusCode === 401;
    expect(await millisecondsUntil(refused, 500)).toBeLessThan(500);
  });

  it('stays ended for a refreshed access token of the same session', async () => {
    const { tokens } = await registerCompany(app);
    const renewed = (await refresh(tokens.refreshToken)).json().data.jwsTokens;

    await logout(renewed.refreshToken);

    expect((await me(otherInstance, renewed.accessToken)).statusCode).toBe(401);
    expect((await refresh(renewed.refreshToken)).statusCode).toBe(401);
  });
});
