import { matchSpecificity } from '@planner/api';
import type { RouteObject } from 'react-router';

/** What a remote's folder declares about its URLs in `remote.json`. */
export interface DeclaredRemoteRoutes {
  routePrefixes: readonly string[];
  sidebar?: readonly { label: string; path: string }[];
}

interface FlatRoute {
  path: string;
  /** `handle: { sidebar: false }`: a page reached from another page, with no sidebar entry of its own. */
  sidebar: boolean;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const isParam = (segment: string) => segment.startsWith(':') || segment === '*';

function flatten(routes: readonly RouteObject[], parent = '/'): FlatRoute[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `/${[...segmentsOf(parent), route.path].join('/')}`;
    const handle = route.handle as { sidebar?: boolean } | undefined;
    const own = route.index || route.path !== undefined ? [{ path, sidebar: handle?.sidebar !== false }] : [];
    return [...own, ...flatten(route.children ?? [], path)];
  });
}

/** Whether the route pattern `pattern` serves exactly the URL `path`. */
function serves(pattern: string, path: string): boolean {
  const patternSegments = segmentsOf(pattern);
  const pathSegments = segmentsOf(path);
  return patternSegments.length === pathSegments.length && patternSegments.every((segment, index) => isParam(segment) || segment === pathSegments[index]);
}

/**
 * Where a remote's routes (`src/routes.tsx`) and what its `remote.json` declares disagree: a route
 * no route prefix covers (the shell would never mount the remote there), a prefix no route lies
 * under, a sidebar entry no route serves, and a page without `:params` that neither has a sidebar
 * entry nor says `handle: { sidebar: false }`. Empty when they agree.
 */
export function remoteRouteProblems(declared: DeclaredRemoteRoutes, routes: readonly RouteObject[]): string[] {
  const flat = flatten(routes);
  const sidebar = declared.sidebar ?? [];
  const problems: string[] = [];
  for (const route of flat) {
    if (!declared.routePrefixes.some((prefix) => matchSpecificity(prefix, route.path) > 0)) {
      problems.push(`route ${route.path}: no routePrefixes entry of remote.json covers it`);
    }
    const isPage = !segmentsOf(route.path).some(isParam);
    if (isPage && route.sidebar && !sidebar.some((entry) => serves(route.path, entry.path))) {
      problems.push(`route ${route.path}: no sidebar entry of remote.json links to it (or mark it handle: { sidebar: false })`);
    }
  }
  for (const prefix of declared.routePrefixes) {
    if (!flat.some((route) => matchSpecificity(prefix, route.path) > 0)) problems.push(`routePrefixes ${prefix}: no route lies under it`);
  }
  for (const entry of sidebar) {
    if (!flat.some((route) => serves(route.path, entry.path))) problems.push(`sidebar '${entry.label}' ${entry.path}: no route serves it`);
  }
  return problems;
}
