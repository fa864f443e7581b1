import { EMPTY_CHECKOUT, type CheckoutConfiguration } from '@planner/api';
import { failure, fakeApi, success, successPage, type FakeRoutes } from '@planner/ui/testing';

export const CONFIGURATION_ID = '5d7c1e52-3f4b-4a9e-9d7a-0b1c2d3e4f50';
const CHECKOUT_PATH = `/api/electro/configurations/${CONFIGURATION_ID}/checkout`;

export interface FakeCheckoutApi {
  /** Bodies of every PUT to the checkout, in order. */
  savedCheckouts: CheckoutConfiguration[];
  /** When (performance.now()) the covers total was requested. */
  coversTotalRequests: number[];
  /** From now on a PUT of the checkout answers failure/ConfigurationFinalized. */
  finalize: () => void;
}

/**
 * Answers the client's fetches like the server: option lists by path, the checkout of the
 * configuration (or failure/NotFound), a PUT that stores and echoes the checkout, and the
 * covers total (failure/NotFound while `coversTotal` is null or no cover is chosen).
 */
export function fakeCheckoutApi(
  options: Record<string, unknown[]>,
  checkout: CheckoutConfiguration | null = EMPTY_CHECKOUT,
  coversTotal: number | null = null,
): FakeCheckoutApi {
  let current = checkout;
  let finalized = false;
  const api: FakeCheckoutApi = { savedCheckouts: [], coversTotalRequests: [], finalize: () => (finalized = true) };
  const optionRoutes: FakeRoutes = Object.fromEntries(Object.entries(options).map(([path, list]) => [`GET ${path}`, () => successPage(list)]));
  fakeApi({
    ...optionRoutes,
    [`GET ${CHECKOUT_PATH}`]: () => (current ? success(current) : failure('failure/NotFound', 'Konfiguration für dieses Projekt nicht gefunden.', 404)),
    [`PUT ${CHECKOUT_PATH}`]: ({ body }) => {
      if (finalized) {
        return failure('failure/ConfigurationFinalized', 'Das Angebot ist fertiggestellt und kann nicht mehr geändert werden.');
      }
      current = body as CheckoutConfiguration;
      api.savedCheckouts.push(current);
      return success(current);
    },
    [`GET ${CHECKOUT_PATH}/total-covers-price`]: () => {
      api.coversTotalRequests.push(performance.now());
      return coversTotal === null || !current?.outletCovers
        ? failure('failure/NotFound', 'Es ist keine Schalter- und Steckdosenabdeckung ausgewählt.', 404)
        : success({ totalPrice: coversTotal });
    },
  });
  return api;
}
