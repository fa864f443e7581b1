import { listQuerySchema } from '../envelope';
import { endpoint } from '../endpoint';
import { CUSTOMER_SORT_KEYS, CustomerSchema, type Customer } from './schemas';

const CUSTOMER_NOT_FOUND = ['failure/NotFound'] as const;

export const customerEndpoints = {
  list: endpoint<Customer[]>()({
    method: 'GET',
    path: '/api/customers',
    query: listQuerySchema(CUSTOMER_SORT_KEYS),
    paged: true,
  }),
  get: endpoint<Customer>()({ method: 'GET', path: '/api/customers/:id', failures: CUSTOMER_NOT_FOUND }),
  /** Creates the customer with the client's id, or replaces it. */
  put: endpoint<Customer>()({ method: 'PUT', path: '/api/customers/:id', body: CustomerSchema }),
  /** Deletes the customer with its jobsites, projects and quotes. */
  delete: endpoint<null>()({ method: 'DELETE', path: '/api/customers/:id', failures: CUSTOMER_NOT_FOUND }),
};
