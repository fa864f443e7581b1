import { customerEndpoints, MSG_CUSTOMER_HAS_FINALIZED_QUOTES } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { withTenant } from '../db/scopes';
import { assertSameId } from '../http/idMismatch';
import { registerEndpoint } from '../http/registerEndpoint';
import { failure, paged, success } from '../http/results';
import type { AppServices } from '../http/services';
import { setArchived, hasFinalizedQuotes } from '../retention';
import { registerListExport } from '../listExport';
import { CUSTOMER_EXPORT } from './customerExport';
import { registerCustomerImportRoutes } from './import/routes';
import { createCustomerListCache } from './listCache';
import { deleteCustomer, findCustomer, listCustomers, saveCustomer } from './repository';

export const MSG_CUSTOMER_NOT_FOUND = 'Kunde nicht gefunden.';

export function registerCustomerRoutes(app: FastifyInstance, services: AppServices): void {
  const { db } = services;
  registerCustomerImportRoutes(app, services);
  const listCache = createCustomerListCache();
  registerEndpoint(app, customerEndpoints.list, async ({ tenantId, query }) => {
    return paged(await withTenant(db, tenantId, (trx) => listCustomers(trx, tenantId, query, listCache)), query);
  });

  // An export's pages are read once: kept apart, they do not push the list's own pages out of its cache.
  const exportCache = createCustomerListCache({ pages: 1 });
  registerListExport(app, db, customerEndpoints.export, CUSTOMER_EXPORT, (trx, tenantId, query) => listCustomers(trx, tenantId, query, exportCache));

  registerEndpoint(app, customerEndpoints.get, async ({ tenantId, params }) => {
    const customer = await withTenant(db, tenantId, (trx) => findCustomer(trx, tenantId, params.id));
    return customer ? success(customer) : failure('failure/NotFound', MSG_CUSTOMER_NOT_FOUND);
  });

  registerEndpoint(app, customerEndpoints.put, async ({ tenantId, params, body }) => {
    assertSameId(params.id, body.id);
    return success(await withTenant(db, tenantId, (trx) => saveCustomer(trx, tenantId, body)));
  });

  registerEndpoint(app, customerEndpoints.delete, ({ tenantId, params }) =>
    withTenant(db, tenantId, async (trx) => {
      if (await hasFinalizedQuotes(trx, tenantId, { customerId: params.id })) {
        return failure('failure/HasFinalizedQuotes', MSG_CUSTOMER_HAS_FINALIZED_QUOTES, 409);
      }
      return (await deleteCustomer(trx, tenantId, params.id)) ? success(null) : failure('failure/NotFound', MSG_CUSTOMER_NOT_FOUND);
    }),
  );

  for (const [endpoint, archived] of [
    [customerEndpoints.archive, true],
    [customerEndpoints.restore, false],
  ] as const) {
    registerEndpoint(app, endpoint, ({ tenantId, params }) =>
      withTenant(db, tenantId, async (trx) => {
        const customer = (await setArchived(trx, 'customers', tenantId, params.id, archived)) && (await findCustomer(trx, tenantId, params.id));
        return customer ? success(customer) : failure('failure/NotFound', MSG_CUSTOMER_NOT_FOUND);
      }),
    );
  }
}
