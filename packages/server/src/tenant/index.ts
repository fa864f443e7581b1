/** The tenant feature as other features and the composition root (src/app.ts) see it. */
export { findLogo } from './logo';
export { findQuoteSettings, findTenantInformation, insertTenant } from './repository';
export { registerTenantRoutes } from './routes';
