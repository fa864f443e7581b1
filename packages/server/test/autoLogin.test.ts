import { authEndpoints } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, errorOf, registerCompany } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;
const apps: FastifyInstance[] = [];
let account: { email: string; password: string };

async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await createTestApp(database.db, env);
  apps.push(app);
  return app;
}

const hosts = {
  DEMO_HOSTS: 'demo.meisterplaner.de',
  AUTO_LOGIN_HOSTS: 'kiosk.local',
  AUTO_LOGIN_ON_REQUEST_HOSTS: 'test.meisterplaner.de',
};

beforeAll(async () => {
  database = await createTestDatabase();
  const registering = await appWith({});
  account = await registerCompany(registering);
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await database.drop();
});

let addresses = 0;
const autoLogin = (app: FastifyInstance, host: string) => {
  addresses += 1;
  return app.inject({ method: 'POST', url: authEndpoints.autoLogin.path, headers: { host }, remoteAddress: `10.40.0.${addresses}` });
};

const configuredApp = () => appWith({ ...hosts, AUTO_LOGIN_NAME: account.email, AUTO_LOGIN_PASSWORD: account.password });

describe('POST /api/auth/auto-login', () => {
  it.each(['demo.meisterplaner.de', 'kiosk.local:8080', 'test.meisterplaner.de'])(
    'starts a session of the configured account on %s',
    async (host) => {
      const app = await configuredApp();

      const response = await autoLogin(app, host);

      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(account.password);
      const { accessToken } = response.json().data.jwsTokens;
      const me = await app.inject({ method: 'GET', url: authEndpoints.me.path, headers: bearer(accessToken) });
      expect(me.json().data.email).toBe(account.email);
    },
  );

  it('refuses with 403 on any other host, also when the Host header is made up', async () => {
    const app = await configuredApp();
    for (const host of ['app.meisterplaner.de', 'localhost', 'demo.meisterplaner.de.evil.example']) {
      const response = await autoLogin(app, host);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toMatchObject({ type: 'ExpectedError', errorCode: 'AutoLoginUnavailable' });
    }
  });

  it('refuses with 403 when no credentials are configured, even on the demo host', async () => {
    const app = await appWith(hosts);
    expect((await autoLogin(app, 'demo.meisterplaner.de')).statusCode).toBe(403);
  });

  it('signs in many visitors arriving at once without slowing them down', async () => {
    const app = await configuredApp();
    const startedAt = Date.now();

    const responses = await Promise.all(Array.from({ length: 12 }, () => autoLogin(app, 'demo.meisterplaner.de')));

    expect(responses.map((response) => response.statusCode)).toEqual(Array(12).fill(200));
    expect(Date.now() - startedAt).toBeLessThan(10_000);
  });

  it('allows 30 automatic sign-ins per address in a quarter of an hour', async () => {
    const app = await configuredApp();
    const fromOneAddress = () =>
      app.inject({ method: 'POST', url: authEndpoints.autoLogin.path, headers: { host: 'kiosk.local' }, remoteAddress: '10.41.0.1' });
    for (let visit = 0; visit < 30; visit += 1) expect((await fromOneAddress()).statusCode).toBe(200);

    const response = await fromOneAddress();

    expect(response.statusCode).toBe(429);
    expect(errorOf(response).errorCode).toBe('TooManyRequests');
  });

  it('keeps the password of the auto-login account: changing it is refused with 403', async () => {
    const app = await configuredApp();
    const { accessToken } = (await autoLogin(app, 'demo.meisterplaner.de')).json().data.jwsTokens;

    const response = await app.inject({
      method: 'POST',
      url: authEndpoints.changePassword.path,
      headers: bearer(accessToken),
      payload: { currentPassword: account.password, newPassword: 'Ausgesperrt-fuer-alle-9' },
    });

    expect(response.statusCode).toBe(403);
    expect(errorOf(response).errorCode).toBe('PasswordChangeDisabled');
    expect((await autoLogin(app, 'demo.meisterplaner.de')).statusCode).toBe(200);
  });

  it('fails loudly when the configured credentials are wrong', async () => {
    const app = await appWith({ ...hosts, AUTO_LOGIN_NAME: account.email, AUTO_LOGIN_PASSWORD: 'nicht-das-passwort' });

    const response = await autoLogin(app, 'demo.meisterplaner.de');

    expect(response.statusCode).toBe(500);
    expect(errorOf(response)).toMatchObject({
      errorCode: 'AutoLoginFailed',
      fallbackMessage: `Automatische Anmeldung als "${account.email}" fehlgeschlagen: Benutzername oder Passwort ist falsch.`,
    });
    expect(response.body).not.toContain('nicht-das-passwort');
  });
});
