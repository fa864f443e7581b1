import type { Endpoint, EndpointEnvironment } from './endpoint';

const isEndpoint = (value: object): value is Endpoint => 'method' in value && 'path' in value;

/**
 * Stamps `environment` on every endpoint of an endpoints object (nested objects included); an
 * endpoint that already names its environment keeps it. Apply it once per endpoints file:
 *
 *   export const customerEndpoints = inEnvironment('both', { list: endpoint<…>()({ … }) });
 */
export function inEnvironment<T extends object>(environment: EndpointEnvironment, endpoints: T): T {
  const stamp = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    if (isEndpoint(value)) return { environment, ...value };
    return Object.fromEntries(Object.entries(value).map(([key, nested]) => [key, stamp(nested)]));
  };
  return stamp(endpoints) as T;
}

/** Every endpoint declared in a module of the contract or an endpoints object, however deeply nested. */
export function endpointsIn(value: unknown): Endpoint[] {
  if (typeof value !== 'object' || value === null) return [];
  if (isEndpoint(value)) return [value];
  return Object.values(value).flatMap(endpointsIn);
}
