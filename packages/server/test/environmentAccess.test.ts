import { randomUUID } from 'node:crypto';
import * as api from '@planner/api';
import * as pvApi from '@planner/api/pv';
import { buildPath, endpointsIn, type Endpoint } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerCompany } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;
let app: FastifyInstance;
let pvOnly: string;
let elektroOnly: string;

const contract = endpointsIn([api, pvApi]);
const named = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

/** Every endpoint of the contract that needs a signed-in company. */
const endpoints = contract.filter((endpoint) => (endpoint.auth ?? 'access') === 'access');

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
  it('are decided in the contract for every endpoint: electrical planning, PV parts, or both', () => {
    expect(contract.filter((endpoint) => !endpoint.environment).map(named)).toEqual([]);
    expect(endpoints.length).toBeGreaterThan(150);
    const of = (environment: string) => endpoints.filter((endpoint) => endpoint.environment === environment).map(named);
    expect(of('ElektroPlanner')).toEqual(
      expect.arrayContaining(['GET /api/electro/components', 'PUT /api/electro/outlet-covers/:id']),
    );
    expect(of('PvPlanner')).toEqual(expect.arrayContaining(['GET /api/pv/pv-components/manufacturers', 'PUT /api/pv/pv-components/inverters/:id']));
    expect(of('both')).toEqual(expect.arrayContaining(['GET /api/customers', 'GET /api/electro/tenant-information', 'GET /api/electro/quotes']));
    expect(of('ElektroPlanner').length).toBeGreaterThan(60);
    expect(of('PvPlanner').length).toBeGreaterThan(40);
  });

  it('refuse every endpoint of the other environment with 403 and a German message', async () => {
    for (const endpoint of endpoints) {
      if (endpoint.environment === 'both') continue;
      const outsider = endpoint.environment === 'ElektroPlanner' ? pvOnly : elektroOnly;
      const response = await call(outsider, endpoint);
      expect(response.statusCode, named(endpoint)).toBe(403);
      expect(response.json()).toMatchObject({
        type: 'ExpectedError',
        errorCode: 'EnvironmentNotBooked',
        fallbackMessage: `Dieser Bereich gehört zum ${endpoint.environment}, den Ihre Firma nicht nutzt.`,
      });
    }
  });

  it('let each company use its own environment and the shared endpoints', async () => {
    for (const endpoint of endpoints) {
      const tokens = endpoint.environment === 'PvPlanner' ? [pvOnly] : endpoint.environment === 'ElektroPlanner' ? [elektroOnly] : [pvOnly, elektroOnly];
      for (const token of tokens) {
        const response = await call(token, endpoint);
        expect(response.statusCode, named(endpoint)).not.toBe(403);
        expect(response.statusCode, named(endpoint)).toBeLessThan(500);
      }
    }
  });
});
