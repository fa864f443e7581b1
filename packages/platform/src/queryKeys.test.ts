import { afterEach, describe, expect, it } from 'vitest';
import { endpoint } from '@planner/api';
import { queryClient } from './queryClient';
import { endpointQueryKey, invalidateEndpoint, invalidatePath } from './queryKeys';

const customerList = endpoint<unknown[]>()({ method: 'GET', path: '/api/customers', paged: true });
const customer = endpoint<unknown>()({ method: 'GET', path: '/api/customers/:id' });
const customerSettings = endpoint<unknown>()({ method: 'GET', path: '/api/customers-settings' });

function seed() {
  const keys = [
    endpointQueryKey(customerList, { query: { pageIndex: 0 } }),
    endpointQueryKey(customer, { params: { id: 'a' } }),
    endpointQueryKey(customer, { params: { id: 'b' } }),
    endpointQueryKey(customerSettings, {}),
  ];
  for (const queryKey of keys) queryClient.setQueryData(queryKey, { type: 'success', data: null });
  return keys;
}

const invalidated = () =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey);

describe('query keys', () => {
  afterEach(() => queryClient.clear());

  it('keys a query by path template, params and query', () => {
    expect(endpointQueryKey(customer, { params: { id: 'a' } })).toEqual(['/api/customers/:id', { id: 'a' }, null]);
  });

  it('invalidates one endpoint, optionally for some params only', async () => {
    const [, customerA, customerB] = seed();

    await invalidateEndpoint(customer, { id: 'a' });
    expect(invalidated()).toEqual([customerA]);

    await invalidateEndpoint(customer);
    expect(invalidated()).toEqual([customerA, customerB]);
  });

  it('invalidates every endpoint below a path, but not paths that only share a prefix', async () => {
    const [list, customerA, customerB] = seed();

    await invalidatePath('/api/customers');

    expect(invalidated()).toEqual([list, customerA, customerB]);
  });
});
