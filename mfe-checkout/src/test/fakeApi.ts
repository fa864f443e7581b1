import { EMPTY_CHECKOUT, type CheckoutConfiguration } from '@planner/api';
import { vi } from 'vitest';

export interface FakeApi {
  /** Bodies of every PUT to the checkout, in order. */
  savedCheckouts: CheckoutConfiguration[];
  /** When (performance.now()) the covers total was requested. */
  coversTotalRequests: number[];
  /** From now on a PUT of the checkout answers failure/ConfigurationFinalized. */
  finalize: () => void;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const paged = (data: unknown[]) =>
  json({
    type: 'success',
    data,
    paginationInfo: { pageIndex: 0, pageSize: 20, pageCount: 1, filteredElementsCount: data.length, totalElementsCount: data.length },
  });

const notFound = (message: string) => json({ type: 'failure/NotFound', message }, 404);

/**
 * Answers the client's fetches like the server: option lists by path, the checkout of the
 * configuration (or failure/NotFound), a PUT that stores and echoes the checkout, and the
 * covers total (failure/NotFound while `coversTotal` is null or no cover is chosen).
 */
export function fakeApi(
  options: Record<string, unknown[]>,
  checkout: CheckoutConfiguration | null = EMPTY_CHECKOUT,
  coversTotal: number | null = null,
): FakeApi {
  let current = checkout;
  let finalized = false;
  const api: FakeApi = { savedCheckouts: [], coversTotalRequests: [], finalize: () => (finalized = true) };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname.endsWith('/checkout/total-covers-price')) {
        api.coversTotalRequests.push(performance.now());
        return coversTotal === null || !current?.outletCovers
          ? notFound('Es ist keine Schalter- und Steckdosenabdeckung ausgewählt.')
          : json({ type: 'success', data: { totalPrice: coversTotal } });
      }
      if (url.pathname.endsWith('/checkout')) {
        if (!current) return notFound('Konfiguration für dieses Projekt nicht gefunden.');
        if (init?.method === 'PUT' && finalized) {
          return json({ type: 'failure/ConfigurationFinalized', message: 'Das Angebot ist fertiggestellt und kann nicht mehr geändert werden.' }, 422);
        }
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
