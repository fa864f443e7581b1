/** The customers feature as other features and the composition root (src/app.ts) see it. */
export { findCustomer, saveCustomer } from './repository';
export { MSG_CUSTOMER_NOT_FOUND, registerCustomerRoutes } from './routes';
