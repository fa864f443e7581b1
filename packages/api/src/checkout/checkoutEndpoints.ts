import { endpoint } from '../endpoint';
import { CheckoutConfigurationBodySchema, type CheckoutConfiguration } from './checkoutSchemas';
import { inEnvironment } from '../endpointEnvironment';

const CHECKOUT = '/api/electro/configurations/:id/checkout';

/** The price of the chosen outlet and switch covers for every installation placed on the quote's floors. */
export interface CoversTotalPrice {
  /** In cents. */
  totalPrice: number;
}

/** The checkout configuration of a quote; PUT replaces it as a whole. */
export const checkoutEndpoints = inEnvironment('ElektroPlanner', {
  get: endpoint<CheckoutConfiguration>()({ method: 'GET', path: CHECKOUT, failures: ['failure/NotFound'] }),
  put: endpoint<CheckoutConfiguration>()({
    method: 'PUT',
    permission: 'plan',
    path: CHECKOUT,
    body: CheckoutConfigurationBodySchema,
    failures: ['failure/NotFound', 'failure/ConfigurationFinalized'],
  }),
  /** failure/NotFound also while no outlet cover type is chosen: then nothing is shown. */
  totalCoversPrice: endpoint<CoversTotalPrice>()({
    method: 'GET',
    path: `${CHECKOUT}/total-covers-price`,
    failures: ['failure/NotFound'],
  }),
});
