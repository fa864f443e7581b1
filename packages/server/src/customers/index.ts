/** The customers feature as other features and the composition root (src/app.ts) see it. */
import type { ServerFeature } from '../feature';
import { registerCustomerRoutes } from './routes';
export { findCustomer, saveCustomer } from './repository';
export { MSG_CUSTOMER_NOT_FOUND } from './routes';

export const customersFeature: ServerFeature = {
  name: 'customers',
  registerRoutes: registerCustomerRoutes,
  auditedRecords: { customers: {} },
};
