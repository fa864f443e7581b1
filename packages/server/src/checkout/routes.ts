import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../http/services';
import { registerCheckoutRoutes } from './checkoutRoutes';
import { registerCheckoutOptionRoutes } from './optionRoutes';

/** The option catalogues ('Sondervereinbarungen') and the checkout of each quote. */
export function registerCheckoutFeatureRoutes(app: FastifyInstance, services: AppServices): void {
  registerCheckoutOptionRoutes(app, services);
  registerCheckoutRoutes(app, services);
}
