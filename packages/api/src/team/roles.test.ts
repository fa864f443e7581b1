import { describe, expect, it } from 'vitest';
import * as mainContract from '../index';
import * as pvContract from '../pv';
import { isPermitted, permissionOf, ROLES, type Permission, type Role } from './roles';

/** Both entry points: `@planner/api` and `@planner/api/pv`. */
const contract = [mainContract, pvContract];

interface AnyEndpoint {
  method: string;
  path: string;
  auth?: string;
  permission?: Permission;
}

function endpointsOf(value: unknown, found: AnyEndpoint[] = []): AnyEndpoint[] {
  if (!value || typeof value !== 'object') return found;
  const candidate = value as Partial<AnyEndpoint>;
  if (typeof candidate.method === 'string' && typeof candidate.path === 'string') {
    found.push(candidate as AnyEndpoint);
    return found;
  }
  for (const nested of Object.values(value)) endpointsOf(nested, found);
  return found;
}

describe('roles', () => {
  it('grants each permission to the roles the team page promises', () => {
    const table: Record<Permission, Role[]> = {
      read: ['Owner', 'Planner', 'MasterData', 'ReadOnly'],
      ownAccount: ['Owner', 'Planner', 'MasterData', 'ReadOnly'],
      plan: ['Owner', 'Planner'],
      masterData: ['Owner', 'MasterData'],
      manageCompany: ['Owner'],
    };
    for (const [permission, roles] of Object.entries(table) as [Permission, Role[]][]) {
      expect(ROLES.filter((role) => isPermitted([role], permission)), permission).toEqual(roles);
    }
  });

  it('grants what any of several roles grants', () => {
    expect(isPermitted(['ReadOnly', 'MasterData'], 'masterData')).toBe(true);
    expect(isPermitted(['Planner', 'MasterData'], 'manageCompany')).toBe(false);
    expect(isPermitted([], 'read')).toBe(false);
  });

  it('names a permission for every endpoint that needs a sign-in and changes something', () => {
    const unnamed = endpointsOf(contract)
      .filter((endpoint) => (endpoint.auth ?? 'access') === 'access' && permissionOf(endpoint) === null)
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(unnamed).toEqual([]);
    expect(endpointsOf(contract).length).toBeGreaterThan(150);
  });
});
