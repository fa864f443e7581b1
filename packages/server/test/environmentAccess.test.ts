import { randomUUID } from 'node:crypto';
import * as api from '@planner/api';
import { buildPath, type Endpoint } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { environmentOfPath } from '../src/http/environmentAccess';
import { bearer, registerCompany } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;
let app: FastifyInstance;
let pvOnly: string;
let elektroOnly: string;

/** Every endpoint of the contract that needs a signed-in company. */
const endpoints: Endpoint[] = (Object.values(api) as unknown[])
  .filter((value): value is Record<string, unknown> => typeof value === 'object' && value !== null)
  .flatMap((table) => Object.values(table))
  .filter((value): value is Endpoint => typeof value === 'object' && value !== null && 'method' in value && 'path' in value)
  .filter((endpoint) => (endpoint.auth ?? 'access') === 'access');

const call = (token: string, endpoint: Endpoint) => {
  const params = Object.fromEntries([...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map((match) => [match[1]!, randomUUID()]));
  return app.inject({ method: endpoint.method, url: buildPath(endpoint.path, params), headers: bearer(token) });
};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  pvOnly = (await registerCompany(app, { environment: ['PvPlanner'] })).tokens.accessToken;
  elektroOnly = (await registerCompany(app, { environment: ['ElektroPlanner'] })).tokens.accessToken;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('the environments a company has', () => {
  it('cover every endpoint of the contract: electrical planning, PV parts, or shared', () => {
    expect(endpoints.length).toBeGreaterThan(80);
    const of = (environment: string | null) => endpoints.filter((endpoint) => environmentOfPath(endpoint.path) === environment);
    expect(of('ElektroPlanner').length).toBeGreaterThan(30);
    expect(of('PvPlanner').length).toBeGreaterThan(10);
    expect(of(null).map((endpoint) => endpoint.path)).toContain('/api/customers');
    expect(of(null).map((endpoint) => endpoint.path)).toContain('/api/electro/tenant-information');
  });

  it('refuse every endpoint of the other environment with 403 and a German message', async () => {
    for (const endpoint of endpoints) {
      const environment = environmentOfPath(endpoint.path);
      if (!environment) continue;
      const outsider = environment === 'ElektroPlanner' ? pvOnly : elektroOnly;
      const response = await call(outsider, endpoint);
      expect(response.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(403);
      expect(response.json()).toMatchObject({ type: 'ExpectedError', errorCode: 'EnvironmentNotBooked' });
    }
  });

  it('let each company use its own environment and the shared endpoints', async () => {
    for (const endpoint of endpoints) {
      const environment = environmentOfPath(endpoint.path);
      const tokens = environment === 'PvPlanner' ? [pvOnly] : environment === 'ElektroPlanner' ? [elektroOnly] : [pvOnly, elektroOnly];
      for (const token of tokens) {
        const response = await call(token, endpoint);
        expect(response.statusCode, `${endpoint.method} ${endpoint.path}`).not.toBe(403);
        expect(response.statusCode, `${endpoint.method} ${endpoint.path}`).toBeLessThan(500);
      }
    }
  });
});
