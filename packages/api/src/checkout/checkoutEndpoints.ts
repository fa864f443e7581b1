import { endpoint } from '../endpoint';
import { CheckoutConfigurationBodySchema, type CheckoutConfiguration } from './checkoutSchemas';

const CHECKOUT = '/api/electro/configurations/:id/checkout';

/** The checkout configuration of a quote; PUT replaces it as a whole. */
export const checkoutEndpoints = {
  get: endpoint<CheckoutConfiguration>()({ method: 'GET', path: CHECKOUT, failures: ['failure/NotFound'] }),
  put: endpoint<CheckoutConfiguration>()({
    method: 'PUT',
    path: CHECKOUT,
    body: CheckoutConfigurationBodySchema,
    failures: ['failure/NotFound', 'failure/ConfigurationFinalized'],
  }),
};
