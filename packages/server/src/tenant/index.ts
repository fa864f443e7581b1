/** The tenant feature as other features and the composition root (src/app.ts) see it. */
import type { ServerFeature } from '../feature';
import { registerTenantRoutes } from './routes';
export { findLogo, toDataUrl } from './logo';
export { findQuoteSettings, findTenantInformation, insertTenant } from './repository';

export const tenantFeature: ServerFeature = {
  name: 'tenant',
  registerRoutes: registerTenantRoutes,
};
