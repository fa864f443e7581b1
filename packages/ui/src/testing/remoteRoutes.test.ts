import { describe, expect, it } from 'vitest';
import { remoteRouteProblems } from './remoteRoutes';

const declared = {
  routePrefixes: ['/customers', '/projects/:projectId/configurations'],
  sidebar: [{ label: 'Kunden', path: '/customers' }],
};
const routes = [
  { path: '/customers' },
  { path: '/customers/:customerId' },
  { path: '/customers/import', handle: { sidebar: false } },
  { path: '/projects/:projectId/configurations/:configurationId', children: [{ path: 'floorplans' }, { index: true }] },
];

describe('remote routes against remote.json', () => {
  it('finds nothing when every route is covered and every entry served', () => {
    expect(remoteRouteProblems(declared, routes)).toEqual([]);
  });

  it('names a route that no prefix covers, also a nested one', () => {
    expect(remoteRouteProblems(declared, [...routes, { path: '/jobsites/:jobsiteId' }])).toEqual([
      'route /jobsites/:jobsiteId: no routePrefixes entry of remote.json covers it',
    ]);
    const nested = [{ path: '/customers', children: [{ path: ':customerId' }] }, { path: '/projects/:projectId', children: [{ path: 'edit', handle: { sidebar: false } }] }];
    expect(remoteRouteProblems({ ...declared, routePrefixes: ['/customers'] }, nested)).toEqual([
      'route /projects/:projectId: no routePrefixes entry of remote.json covers it',
      'route /projects/:projectId/edit: no routePrefixes entry of remote.json covers it',
    ]);
  });

  it('names a page without a sidebar entry unless it says it has none', () => {
    expect(remoteRouteProblems(declared, [...routes, { path: '/customers/archive' }])).toEqual([
      'route /customers/archive: no sidebar entry of remote.json links to it (or mark it handle: { sidebar: false })',
    ]);
  });

  it('names a prefix no route lies under and a sidebar entry no route serves', () => {
    const stale = { routePrefixes: [...declared.routePrefixes, '/quotes'], sidebar: [...declared.sidebar, { label: 'Angebote', path: '/quotes' }] };
    expect(remoteRouteProblems(stale, routes)).toEqual([
      'routePrefixes /quotes: no route lies under it',
      "sidebar 'Angebote' /quotes: no route serves it",
    ]);
  });

  it('matches the root prefix only on the root', () => {
    expect(remoteRouteProblems({ routePrefixes: ['/'], sidebar: [{ label: 'Start', path: '/' }] }, [{ path: '/' }, { path: '/customers/:id' }])).toEqual([
      'route /customers/:id: no routePrefixes entry of remote.json covers it',
    ]);
  });
});
