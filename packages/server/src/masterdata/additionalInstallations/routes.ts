import { additionalInstallationEndpoints } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { withTenant } from '../../db/scopes';
import { registerListExport } from '../../listExport';
import { ADDITIONAL_INSTALLATION_EXPORT } from './additionalInstallationExport';
import { registerEndpoint } from '../../http/registerEndpoint';
import { failure, paged, success } from '../../http/results';
import type { AppServices } from '../../http/services';
import { pngBytes } from '../icons';
import { assertSameId } from '../../http/idMismatch';
import {
  deleteAdditionalInstallation,
  findAdditionalInstallation,
  listAdditionalInstallations,
  saveAdditionalInstallation,
} from './repository';

const notFound = () => failure('failure/NotFound', 'Zusatzinstallation nicht gefunden.');

export function registerAdditionalInstallationRoutes(app: FastifyInstance, { db }: AppServices): void {
  registerEndpoint(app, additionalInstallationEndpoints.list, async ({ tenantId, query }) => {
    return paged(await withTenant(db, tenantId, (trx) => listAdditionalInstallations(trx, tenantId, query)), query);
  });

  registerListExport(app, db, additionalInstallationEndpoints.export, ADDITIONAL_INSTALLATION_EXPORT, listAdditionalInstallations);

  registerEndpoint(app, additionalInstallationEndpoints.get, async ({ tenantId, params }) => {
    const installation = await withTenant(db, tenantId, (trx) => findAdditionalInstallation(trx, tenantId, params.id));
    return installation ? success(installation) : notFound();
  });

  registerEndpoint(
    app,
    additionalInstallationEndpoints.put,
    async ({ tenantId, params, body: { additionalInstallation, priceValidFrom } }) => {
      assertSameId(params.id, additionalInstallation.id, 'additionalInstallation.id');
      const icon =
        additionalInstallation.icon === null ? null : pngBytes(additionalInstallation.icon, 'additionalInstallation.icon');
      const saved = await withTenant(db, tenantId, async (trx) => {
        await saveAdditionalInstallation(trx, tenantId, { ...additionalInstallation, icon }, priceValidFrom);
        return findAdditionalInstallation(trx, tenantId, additionalInstallation.id);
      });
      if (!saved) throw new Error('saved additional installation not found');
      return success(saved);
    },
  );

  registerEndpoint(app, additionalInstallationEndpoints.delete, async ({ tenantId, params }) => {
    const deleted = await withTenant(db, tenantId, (trx) => deleteAdditionalInstallation(trx, tenantId, params.id));
    return deleted ? success(null) : notFound();
  });
}
