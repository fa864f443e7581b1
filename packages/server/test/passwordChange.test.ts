import { authEndpoints, MSG_CURRENT_PASSWORD_WRONG, MSG_PASSWORD_BLANK, MSG_PASSWORD_COMMON } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, errorOf, login, registerCompany } from './support/api';
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

const NEW_PASSWORD = 'Kabeltrommel-im-Keller-7';

const changePassword = (accessToken: string, currentPassword: string, newPassword: string, remoteAddress = '10.50.0.1') =>
  app.inject({
    method: 'POST',
    url: authEndpoints.changePassword.path,
    headers: bearer(accessToken),
    payload: { currentPassword, newPassword },
    remoteAddress,
  });
const me = (accessToken: string) => app.inject({ method: 'GET', url: authEndpoints.me.path, headers: bearer(accessToken) });
const refresh = (refreshToken: string) =>
  app.inject({ method: 'POST', url: authEndpoints.refreshAccessToken.path, headers: bearer(refreshToken) });

describe('POST /api/auth/change-password', () => {
  it('sets the new password: the old one no longer signs in, the new one does', async () => {
    const { email, password, tokens } = await registerCompany(app);

    const response = await changePassword(tokens.accessToken, password, NEW_PASSWORD);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ type: 'success', data: null });
    expect((await login(app, email, password, '10.50.1.1')).statusCode).toBe(401);
    expect((await login(app, email, NEW_PASSWORD, '10.50.1.1')).statusCode).toBe(200);
  });

  it('ends every other session at once and keeps the current one', async () => {
    const { email, password, tokens: current } = await registerCompany(app);
    const other = (await login(app, email, password, '10.50.2.1')).json().data.jwsTokens;
    expect((await me(other.accessToken)).statusCode).toBe(200);

    expect((await changePassword(current.accessToken, password, NEW_PASSWORD)).statusCode).toBe(200);

    expect((await me(other.accessToken)).statusCode).toBe(401);
    expect((await refresh(other.refreshToken)).statusCode).toBe(401);
    expect((await me(current.accessToken)).statusCode).toBe(200);
    const renewed = await refresh(current.refreshToken);
    expect(renewed.statusCode).toBe(200);
    expect((await me(renewed.json().data.jwsTokens.accessToken)).statusCode).toBe(200);
  });

  it('names the current password field when it is wrong and changes nothing', async () => {
    const { email, password, tokens } = await registerCompany(app);

    const response = await changePassword(tokens.accessToken, 'falsches-passwort', NEW_PASSWORD);

    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      type: 'ExpectedError',
      fieldErrors: [{ path: 'currentPassword', message: MSG_CURRENT_PASSWORD_WRONG }],
    });
    expect((await login(app, email, password, '10.50.3.1')).statusCode).toBe(200);
  });

  it('is limited like a sign-in: after 5 wrong current passwords from an address even the right one answers 429', async () => {
    const { password, tokens } = await registerCompany(app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await changePassword(tokens.accessToken, 'falsches-passwort', NEW_PASSWORD, '10.50.4.1')).statusCode).toBe(400);
    }

    const response = await changePassword(tokens.accessToken, password, NEW_PASSWORD, '10.50.4.1');

    expect(response.statusCode).toBe(429);
    expect(errorOf(response).errorCode).toBe('TooManyRequests');
  });

  it.each([
    ['12345678', MSG_PASSWORD_COMMON],
    ['Passwort', MSG_PASSWORD_COMMON],
    ['schalke04', MSG_PASSWORD_COMMON],
    ['asdfghjklö', MSG_PASSWORD_COMMON],
    ['Hallo1234!', MSG_PASSWORD_COMMON],
    ['        ', MSG_PASSWORD_BLANK],
  ])('refuses the new password %j, naming the field, and changes nothing', async (newPassword, message) => {
    const { email, password, tokens } = await registerCompany(app);

    const response = await changePassword(tokens.accessToken, password, newPassword);

    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ type: 'ExpectedError', fieldErrors: [{ path: 'newPassword', message }] });
    expect((await login(app, email, password, '10.50.5.1')).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const response = await app.inject({
      method: 'POST',
      url: authEndpoints.changePassword.path,
      payload: { currentPassword: 'irgendwas', newPassword: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('registration password', () => {
  it.each([
    ['12345678', MSG_PASSWORD_COMMON],
    ['password', MSG_PASSWORD_COMMON],
    ['PASSWORD', MSG_PASSWORD_COMMON],
    ['qwertzuiop', MSG_PASSWORD_COMMON],
    ['passwort123', MSG_PASSWORD_COMMON],
    ['Sommer2024', MSG_PASSWORD_COMMON],
    ['Schmetterling', MSG_PASSWORD_COMMON],
    ['        ', MSG_PASSWORD_BLANK],
  ])('refuses %j with a message on the password field and creates nothing', async (password, message) => {
    const email = `gemein-${password.trim() || 'leer'}-${Date.now()}@example.de`;
    const response = await app.inject({
      method: 'POST',
      url: authEndpoints.register.path,
      remoteAddress: '10.50.6.1',
      payload: { companyName: 'Firma', firstName: 'Max', lastName: 'Muster', email, password, environment: ['ElektroPlanner'] },
    });

    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ type: 'ExpectedError', fieldErrors: [{ path: 'password', message }] });
    expect((await login(app, email, password, '10.50.6.2')).statusCode).toBe(401);
  });
});
