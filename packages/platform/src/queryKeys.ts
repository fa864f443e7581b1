import type { Endpoint } from '@planner/api';
import { queryClient } from './queryClient';

export type ApiQueryKey = readonly [path: string, params: object | null, query: object | null];

/** `[path template, params, query]`, so queries can be invalidated by endpoint and params. */
export function endpointQueryKey(endpoint: Endpoint, args: { params?: object; query?: object }): ApiQueryKey {
  return [endpoint.path, args.params ?? null, args.query ?? null];
}

/** Refetches the queries of one endpoint, optionally only those with the given path params. */
export function invalidateEndpoint(endpoint: Endpoint, params?: object): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: params ? [endpoint.path, params] : [endpoint.path] });
}

/**
 * Refetches every query whose path is `pathPrefix` or lies below it, e.g. `/api/customers`
 * covers the list, `/api/customers/:id` and `/api/customers/:id/projects`.
 */
export function invalidatePath(pathPrefix: string): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [path] }) =>
      typeof path === 'string' && (path === pathPrefix || path.startsWith(`${pathPrefix}/`)),
  });
}
