import { appConfigEndpoints, authEndpoints, type AppConfig } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database';
import { errorOf } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, unreachableDatabase, type TestDatabase } from './support/testDatabase';

const AUTO_LOGIN = { AUTO_LOGIN_NAME: 'demo@meisterplaner.de', AUTO_LOGIN_PASSWORD: 'demo-passwort' };

let database: TestDatabase;
let unreachable: Db;
const apps: FastifyInstance[] = [];

async function appWith(env: Record<string, string>, db: Db = database.db): Promise<FastifyInstance> {
  const app = await createTestApp(db, env);
  apps.push(app);
  return app;
}

beforeAll(async () => {
  database = await createTestDatabase();
  unreachable = await unreachableDatabase();
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await unreachable.destroy();
  await database.drop();
});

async function appConfig(app: FastifyInstance, host: string, query = ''): Promise<AppConfig> {
  const response = await app.inject({ method: 'GET', url: `${appConfigEndpoints.get.path}${query}`, headers: { host } });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const app = await appWith({});
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ type: 'success', data: { status: 'ok', database: 'ok' } });
  });

  it('answers 503 UnexpectedError when the database is unreachable', async () => {
    const app = await appWith({}, unreachable);
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(errorOf(response)).toMatchObject({ type: 'UnexpectedError', errorCode: 'DatabaseUnavailable' });
  });
});

describe('GET /api/app-config', () => {
  const env = {
    ...AUTO_LOGIN,
    DEMO_HOSTS: 'demo.meisterplaner.de',
    AUTO_LOGIN_HOSTS: 'kiosk.local, Messe.local',
    AUTO_LOGIN_ON_REQUEST_HOSTS: 'test.meisterplaner.de',
  };

  it('marks a demo host and signs in automatically there', async () => {
    const app = await appWith(env);
    const config = await appConfig(app, 'demo.meisterplaner.de:443');
    expect(config).toMatchObject({
      demoHost: true,
      autoLogin: true,
      registrationEnabled: true,
      productName: 'Meisterplaner',
      supportUrl: 'mailto:support@meisterplaner.de',
    });
    expect(config.buildInfo).toMatchObject({ version: '1.0.0', buildId: 'dev' });
    expect(Number.isNaN(Date.parse(config.buildInfo.builtAt))).toBe(false);
  });

  it('signs in automatically on an auto-login host, which is no demo host', async () => {
    const app = await appWith(env);
    expect(await appConfig(app, 'messe.local')).toMatchObject({ demoHost: false, autoLogin: true });
  });

  it('honours autoLogin=true only on the hosts that allow it', async () => {
    const app = await appWith(env);
    expect((await appConfig(app, 'test.meisterplaner.de')).autoLogin).toBe(false);
    expect((await appConfig(app, 'test.meisterplaner.de', '?autoLogin=true')).autoLogin).toBe(true);
    expect((await appConfig(app, 'app.meisterplaner.de', '?autoLogin=true')).autoLogin).toBe(false);
  });

  it('never contains the credentials', async () => {
    const app = await appWith(env);
    for (const host of ['demo.meisterplaner.de', 'messe.local', 'test.meisterplaner.de', 'app.meisterplaner.de']) {
      const response = await app.inject({ method: 'GET', url: `${appConfigEndpoints.get.path}?autoLogin=true`, headers: { host } });
      expect(response.body).not.toContain(AUTO_LOGIN.AUTO_LOGIN_PASSWORD);
      expect(response.body).not.toContain(AUTO_LOGIN.AUTO_LOGIN_NAME);
    }
  });

  it('offers no automatic sign-in when no credentials are configured, even on the demo host', async () => {
    const app = await appWith({ DEMO_HOSTS: 'demo.meisterplaner.de' });
    expect(await appConfig(app, 'demo.meisterplaner.de', '?autoLogin=true')).toMatchObject({ demoHost: true, autoLogin: false });
  });

  it('reports disabled registration, build id and support link from the configuration', async () => {
    const app = await appWith({ REGISTRATION_ENABLED: 'false', BUILD_ID: 'build-77', SUPPORT_URL: 'https://hilfe.example.de' });
    const config = await appConfig(app, 'localhost');
    expect(config).toMatchObject({ registrationEnabled: false, supportUrl: 'https://hilfe.example.de' });
    expect(config.buildInfo.buildId).toBe('build-77');
  });
});

describe('disabled registration', () => {
  it('refuses to register with 403', async () => {
    const app = await appWith({ REGISTRATION_ENABLED: 'false' });
    const response = await app.inject({
      method: 'POST',
      url: authEndpoints.register.path,
      payload: {
        companyName: 'Firma',
        firstName: 'A',
        lastName: 'B',
        email: 'registrierung@example.de',
        password: 'sicheres-passwort',
        environment: ['PvPlanner'],
      },
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).errorCode).toBe('RegistrationDisabled');
  });
});
