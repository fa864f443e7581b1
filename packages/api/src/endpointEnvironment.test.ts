import { describe, expect, it } from 'vitest';
import { endpoint, type Endpoint } from './endpoint';
import { endpointsIn, inEnvironment } from './endpointEnvironment';

const group = inEnvironment('PvPlanner', {
  list: endpoint<string[]>()({ method: 'GET', path: '/api/pv/things' }),
  finalize: endpoint<null>()({ method: 'POST', path: '/api/pv/things/:id', permission: 'plan', environment: 'both' }),
  nested: { get: endpoint<string>()({ method: 'GET', path: '/api/pv/things/:id' }) },
});

const environmentOf = (declared: Endpoint) => declared.environment;

describe('inEnvironment', () => {
  it('stamps the environment on every endpoint of the object, nested ones included', () => {
    expect(environmentOf(group.list)).toBe('PvPlanner');
    expect(environmentOf(group.nested.get)).toBe('PvPlanner');
    expect(group.list).toMatchObject({ method: 'GET', path: '/api/pv/things' });
  });

  it('keeps the environment an endpoint names itself', () => {
    expect(group.finalize.environment).toBe('both');
    expect(group.finalize.permission).toBe('plan');
  });
});

describe('endpointsIn', () => {
  it('finds every endpoint however deeply nested, and nothing else', () => {
    expect(endpointsIn({ group, text: 'x', count: 3 }).map((found) => `${found.method} ${found.path}`)).toEqual([
      'GET /api/pv/things',
      'POST /api/pv/things/:id',
      'GET /api/pv/things/:id',
    ]);
  });
});
