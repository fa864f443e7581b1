import { checkoutEndpoints, EMPTY_CHECKOUT, type CheckoutConfiguration } from '@planner/api';
import { mockEndpoint, mockFailure } from '@planner/ui/mocks';
import { mockApi } from '@planner/ui/testing';
import { optionMocks, type Catalogues } from '../mock/optionMocks';

export const CONFIGURATION_ID = '5d7c1e52-3f4b-4a9e-9d7a-0b1c2d3e4f50';


export interface MockCheckoutApi {
  /** Bodies of every PUT to the checkout, in order. */
  savedCheckouts: CheckoutConfiguration[];
  /** When (performance.now()) the covers total was requested. */
  coversTotalRequests: number[];
  /** From now on a PUT of the checkout answers failure/ConfigurationFinalized. */
  finalize: () => void;
}

/**
 * Answers the client's requests like the server: the option catalogues, the checkout of the
 * configuration (or failure/NotFound), a PUT that stores and echoes the checkout, and the
 * covers total (failure/NotFound while `coversTotal` is null or no cover is chosen).
 */
export function mockCheckoutApi(
  catalogues: Catalogues,
  checkout: CheckoutConfiguration | null = EMPTY_CHECKOUT,
  coversTotal: number | null = null,
): MockCheckoutApi {
  let current = checkout;
  let finalized = false;
  const api: MockCheckoutApi = { savedCheckouts: [], coversTotalRequests: [], finalize: () => (finalized = true) };
  mockApi(
    ...optionMocks(catalogues),
    mockEndpoint(checkoutEndpoints.get, () => current ?? mockFailure('failure/NotFound', 'Konfiguration für dieses Projekt nicht gefunden.', 404)),
    mockEndpoint(checkoutEndpoints.put, ({ body }) => {
      if (finalized) {
        return mockFailure('failure/ConfigurationFinalized', 'Das Angebot ist fertiggestellt und kann nicht mehr geändert werden.');
      }
      current = body as CheckoutConfiguration;
      api.savedCheckouts.push(current);
      return current;
    }),
    mockEndpoint(checkoutEndpoints.totalCoversPrice, () => {
      api.coversTotalRequests.push(performance.now());
      return coversTotal === null || !current?.outletCovers
        ? mockFailure('failure/NotFound', 'Es ist keine Schalter- und Steckdosenabdeckung ausgewählt.', 404)
        : { totalPrice: coversTotal };
    }),
  );
  return api;
}
