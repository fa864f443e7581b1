import * as contract from '@planner/api';
import * as pvContract from '@planner/api/pv';
import { isPermitted, permissionOf, ROLES, type Role } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { callAs, teamCompany, type Member } from './teamCompany';

interface ContractEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  auth?: string;
  permission?: contract.Permission;
}

function endpointsOf(value: unknown, found = new Map<string, ContractEndpoint>()): Map<string, ContractEndpoint> {
  if (!value || typeof value !== 'object') return found;
  const candidate = value as Partial<ContractEndpoint>;
  if (typeof candidate.method === 'string' && typeof candidate.path === 'string') {
    found.set(`${candidate.method} ${candidate.path}`, candidate as ContractEndpoint);
    return found;
  }
  for (const nested of Object.values(value)) endpointsOf(nested, found);
  return found;
}

/** Every endpoint that needs a sign-in; ending all of one's sessions last, as it ends the caller's token. */
const signedInEndpoints = [...endpointsOf([contract, pvContract]).values()]
  .filter((endpoint) => (endpoint.auth ?? 'access') === 'access')
  .sort((a, b) => Number(a.path.endsWith('/end-all')) - Number(b.path.endsWith('/end-all')));

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const urlOf = (path: string) => path.replace(/:[A-Za-z]+/g, UNKNOWN_ID);

let database: TestDatabase;
let app: FastifyInstance;
const members = new Map<Role, Member>();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  const company = await teamCompany(app);
  members.set('Owner', company.owner);
  for (const role of ROLES.filter((role) => role !== 'Owner')) members.set(role, await company.addMember([role]));
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('the role matrix', () => {
  it('covers every endpoint of the contract that needs a sign-in', () => {
    expect(signedInEndpoints.length).toBeGreaterThan(150);
    expect(signedInEndpoints.every((endpoint) => permissionOf(endpoint) !== null)).toBe(true);
  });

  it.each(ROLES)('%s: allowed endpoints are served, every other one answers 403 with a German message', async (role) => {
    const member = members.get(role) as Member;
    const wrong: string[] = [];
    for (const endpoint of signedInEndpoints) {
      const permission = permissionOf(endpoint) as contract.Permission;
      const { status, body } = await callAs(app, member.tokens.accessToken, endpoint.method, urlOf(endpoint.path), endpoint.method === 'GET' ? undefined : {});
      const allowed = isPermitted([role], permission);
      const served = status !== 403 && status !== 401 && status < 500;
      const refused = status === 403 && body.errorCode === 'Forbidden' && body.fallbackMessage === contract.MISSING_PERMISSION_MESSAGES[permission];
      if (allowed ? !served : !refused) wrong.push(`${endpoint.method} ${endpoint.path}: ${status} ${body.errorCode ?? ''}`);
    }
    expect(wrong).toEqual([]);
  });

  it('a user with several roles may do what any of them permits', async () => {
    const company = await teamCompany(app);
    const both = await company.addMember(['Planner', 'MasterData']);
    const customer = await callAs(app, both.tokens.accessToken, 'PUT', `/api/customers/${crypto.randomUUID()}`, {});
    const component = await callAs(app, both.tokens.accessToken, 'PUT', `/api/electro/components/${crypto.randomUUID()}`, {});
    const settings = await callAs(app, both.tokens.accessToken, 'PUT', '/api/electro/tenant-information', {});
    expect([customer.status, component.status, settings.status]).toEqual([400, 400, 403]);
  });
});
