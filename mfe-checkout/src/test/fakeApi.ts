import { EMPTY_CHECKOUT, type CheckoutConfiguration } from '@planner/api';
import { vi } from 'vitest';

export interface FakeApi {
  /** Bodies of every PUT to the checkout, in order. */
  savedCheckouts: CheckoutConfiguration[];
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const paged = (data: unknown[]) =>
  json({
    type: 'success',
    data,
    paginationInfo: { pageIndex: 0, pageSize: 20, pageCount: 1, filteredElementsCount: data.length, totalElementsCount: data.length },
  });

/**
 * Answers the client's fetches like the server: option lists by path, the checkout of the
 * configuration (or failure/NotFound), and a PUT that stores and echoes the checkout.
 */
export function fakeApi(options: Record<string, unknown[]>, checkout: CheckoutConfiguration | null = EMPTY_CHECKOUT): FakeApi {
  const api: FakeApi = { savedCheckouts: [] };
  let current = checkout;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname.endsWith('/checkout')) {
        if (!current) return json({ type: 'failure/NotFound', message: 'Konfiguration für dieses Projekt nicht gefunden.' }, 404);
        if (init?.method === 'PUT') {
          current = JSON.parse(String(init.body)) as CheckoutConfiguration;
          api.savedCheckouts.push(current);
        }
        return json({ type: 'success', data: current });
      }
      const list = options[url.pathname];
      if (list) return paged(list);
      return json({ type: 'success', data: null });
    }),
  );
  return api;
}
