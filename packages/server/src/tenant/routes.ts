import { companyLogoEndpoints, quoteSettingsEndpoints, tenantEndpoints } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { withTenant } from '../db/scopes';
import { unauthorized } from '../http/errors';
import { registerEndpoint } from '../http/registerEndpoint';
import { success } from '../http/results';
import type { AppServices } from '../http/services';
import { findLogo, logoFromDataUrl, replaceLogo, toDataUrl } from './logo';
import { findQuoteSettings, findTenantInformation, saveQuoteSettings, saveTenantInformation } from './repository';

export function registerTenantRoutes(app: FastifyInstance, { db, blobs }: AppServices): void {
  registerEndpoint(app, tenantEndpoints.get, async ({ tenantId }) => {
    const information = await withTenant(db, tenantId, (trx) => findTenantInformation(trx, tenantId));
    // A valid token of a company that no longer exists is treated like an invalid token.
    if (!information) throw unauthorized();
    return success(information);
  });

  registerEndpoint(app, tenantEndpoints.put, async ({ tenantId, body }) => {
    const saved = await withTenant(db, tenantId, async (trx) =>
      (await saveTenantInformation(trx, tenantId, body)) ? findTenantInformation(trx, tenantId) : undefined,
    );
    if (!saved) throw unauthorized();
    return success(saved);
  });

  registerEndpoint(app, quoteSettingsEndpoints.get, async ({ tenantId }) => {
    const settings = await withTenant(db, tenantId, (trx) => findQuoteSettings(trx, tenantId));
    if (!settings) throw unauthorized();
    return success(settings);
  });

  registerEndpoint(app, quoteSettingsEndpoints.put, async ({ tenantId, body }) => {
    const saved = await withTenant(db, tenantId, async (trx) =>
      (await saveQuoteSettings(trx, tenantId, body)) ? findQuoteSettings(trx, tenantId) : undefined,
    );
    if (!saved) throw unauthorized();
    return success(saved);
  });

  registerEndpoint(app, companyLogoEndpoints.get, async ({ tenantId }) => {
    const logo = await withTenant(db, tenantId, (trx) => findLogo(trx, tenantId, blobs));
    return success(logo && { imageData: toDataUrl(logo) });
  });

  registerEndpoint(app, companyLogoEndpoints.put, async ({ tenantId, body }) => {
    const logo = logoFromDataUrl(body.imageData);
    await withTenant(db, tenantId, (trx) => replaceLogo(trx, tenantId, blobs, logo));
    return success({ imageData: toDataUrl(logo) });
  });

  registerEndpoint(app, companyLogoEndpoints.delete, async ({ tenantId }) => {
    await withTenant(db, tenantId, (trx) => replaceLogo(trx, tenantId, blobs, null));
    return success(null);
  });
}
