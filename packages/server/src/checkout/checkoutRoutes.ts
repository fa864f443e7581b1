import {
  checkoutEndpoints,
  MSG_CHECKOUT_NOT_FOUND,
  MSG_CONFIGURATION_FINALIZED,
  MSG_NO_OUTLET_COVER_CHOSEN,
} from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { withTenant } from '../db/scopes';
import { registerEndpoint } from '../http/registerEndpoint';
import { failure, success } from '../http/results';
import type { AppServices } from '../http/services';
import { findCheckout, findConfigurationStatus, saveCheckout } from './checkoutRepository';
import { toCheckoutColumns } from './checkoutValidation';
import { configurationCoversTotalCents } from './coversTotal';

const notFound = () => failure('failure/NotFound', MSG_CHECKOUT_NOT_FOUND);

export function registerCheckoutRoutes(app: FastifyInstance, { db }: AppServices): void {
  registerEndpoint(app, checkoutEndpoints.get, async ({ tenantId, params }) => {
    const checkout = await withTenant(db, tenantId, async (trx) => {
      const status = await findConfigurationStatus(trx, tenantId, params.id);
      if (!status) return undefined;
      const found = await findCheckout(trx, tenantId, params.id);
      // A quote keeps what it was made with; what the catalogue offers since only matters while in progress.
      if (status === 'InProgress') return found;
      const { unavailable: _unavailable, ...asQuoted } = found;
      return asQuoted;
    });
    return checkout ? success(checkout) : notFound();
  });

  registerEndpoint(app, checkoutEndpoints.put, async ({ tenantId, params, body }) => {
    return withTenant(db, tenantId, async (trx) => {
      const status = await findConfigurationStatus(trx, tenantId, params.id);
      if (!status) return notFound();
      if (status !== 'InProgress') return failure('failure/ConfigurationFinalized', MSG_CONFIGURATION_FINALIZED);
      await saveCheckout(trx, tenantId, params.id, await toCheckoutColumns(trx, tenantId, params.id, body));
      return success(await findCheckout(trx, tenantId, params.id));
    });
  });

  registerEndpoint(app, checkoutEndpoints.totalCoversPrice, async ({ tenantId, params }) => {
    return withTenant(db, tenantId, async (trx) => {
      if (!(await findConfigurationStatus(trx, tenantId, params.id))) return notFound();
      const checkout = await findCheckout(trx, tenantId, params.id);
      const totalPrice = await configurationCoversTotalCents(trx, tenantId, params.id, checkout.outletCovers);
      return totalPrice === null ? failure('failure/NotFound', MSG_NO_OUTLET_COVER_CHOSEN) : success({ totalPrice });
    });
  });
}
