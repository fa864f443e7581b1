import { describe, expect, it } from 'vitest';
import { matchSpecificity } from '@planner/api';
import { findOwningRemote } from './routeMatching';
import { remoteDescriptor } from './testing/remoteDescriptor';

const remote = (name: string, routePrefixes: string[]) => remoteDescriptor(name, { routePrefixes });

const remotes = [
  remote('mfe-crm', ['/', '/customers', '/projects', '/settings/tenant']),
  remote('mfe-planning', ['/projects/:projectId/configurations']),
  remote('mfe-pv', ['/master-data/pv']),
];

describe('route matching', () => {
  it('matches the root pattern only on the root', () => {
    expect(matchSpecificity('/', '/')).toBeGreaterThan(0);
    expect(matchSpecificity('/', '/customers')).toBe(0);
  });

  it('matches a pattern and every path below it, but not look-alike prefixes', () => {
    expect(matchSpecificity('/customers', '/customers/4711')).toBeGreaterThan(0);
    expect(matchSpecificity('/customers', '/customers-old')).toBe(0);
  });

  it('gives a URL to the most specific remote', () => {
    expect(findOwningRemote(remotes, '/projects')?.name).toBe('mfe-crm');
    expect(findOwningRemote(remotes, '/projects/p1')?.name).toBe('mfe-crm');
    expect(findOwningRemote(remotes, '/projects/p1/configurations/c1/floorplans')?.name).toBe('mfe-planning');
    expect(findOwningRemote(remotes, '/master-data/pv/inverters/i1')?.name).toBe('mfe-pv');
  });

  it('finds no owner for unknown paths', () => {
    expect(findOwningRemote(remotes, '/nowhere')).toBeUndefined();
    expect(findOwningRemote(remotes, '/master-data')).toBeUndefined();
  });
});
