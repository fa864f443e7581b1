import * as v from 'valibot';
import { listQuerySchema } from '../envelope';
import { ArchivedQuerySchema } from '../retention/retention';
import { endpoint } from '../endpoint';
import { CUSTOMER_SORT_KEYS, CustomerSchema, type Customer } from './schemas';
import { inEnvironment } from '../endpointEnvironment';
import { listExportEndpoint } from '../listExport';

const CUSTOMER_NOT_FOUND = ['failure/NotFound'] as const;

const CustomerListQuerySchema = v.object({ ...listQuerySchema(CUSTOMER_SORT_KEYS).entries, archived: ArchivedQuerySchema });

export const customerEndpoints = inEnvironment('both', {
  list: endpoint<Customer[]>()({
    method: 'GET',
    path: '/api/customers',
    query: CustomerListQuerySchema,
    paged: true,
  }),
  /** The customers the list shows (search, archive, sort) as .xlsx or CSV. */
  export: listExportEndpoint('/api/customers/export', CustomerListQuerySchema),
  get: endpoint<Customer>()({ method: 'GET', path: '/api/customers/:id', failures: CUSTOMER_NOT_FOUND }),
  /** Creates the customer with the client's id, or replaces it. */
  put: endpoint<Customer>()({ method: 'PUT', permission: 'plan', path: '/api/customers/:id', body: CustomerSchema }),
  /**
   * Deletes the customer with its jobsites, projects and quotes; a customer with finalized
   * quotes is kept (`failure/HasFinalizedQuotes`) and can be archived instead.
   */
  delete: endpoint<null>()({
    method: 'DELETE',
    permission: 'plan',
    path: '/api/customers/:id',
    failures: [...CUSTOMER_NOT_FOUND, 'failure/HasFinalizedQuotes'],
  }),
  /** Hides the customer from lists and pickers; everything it has is kept. */
  archive: endpoint<Customer>()({ method: 'POST', permission: 'plan', path: '/api/customers/:id/archive', failures: CUSTOMER_NOT_FOUND }),
  restore: endpoint<Customer>()({ method: 'POST', permission: 'plan', path: '/api/customers/:id/restore', failures: CUSTOMER_NOT_FOUND }),
});
