import {
  configurationAdditionalInstallationEndpoints as endpoints,
  MSG_ADDITIONAL_INSTALLATION_NOT_FOUND,
  MSG_CONFIGURATION_FINALIZED,
  MSG_CONFIGURATION_NOT_FOUND,
} from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { assertSameId } from '../http/idMismatch';
import { withTenant } from '../db/scopes';
import { registerEndpoint } from '../http/registerEndpoint';
import { failure, success } from '../http/results';
import type { AppServices } from '../http/services';
import {
  deleteConfigurationAdditionalInstallation,
  listConfigurationAdditionalInstallations,
  saveConfigurationAdditionalInstallation,
} from './additionalInstallationRepository';
import { configurationAccess } from './configurationAccess';

const configurationNotFound = () => failure('failure/NotFound', MSG_CONFIGURATION_NOT_FOUND);
const installationNotFound = () => failure('failure/NotFound', MSG_ADDITIONAL_INSTALLATION_NOT_FOUND);
const finalized = () => failure('failure/ConfigurationFinalized', MSG_CONFIGURATION_FINALIZED);

export function registerConfigurationAdditionalInstallationRoutes(app: FastifyInstance, { db }: AppServices): void {
  registerEndpoint(app, endpoints.list, ({ tenantId, params }) =>
    withTenant(db, tenantId, async (trx) =>
      (await configurationAccess(trx, tenantId, params.id)) === 'not-found'
        ? configurationNotFound()
        : success(await listConfigurationAdditionalInstallations(trx, tenantId, params.id)),
    ),
  );

  registerEndpoint(app, endpoints.put, async ({ tenantId, params, body }) => {
    assertSameId(params.installationId, body.id);
    return withTenant(db, tenantId, async (trx) => {
      const access = await configurationAccess(trx, tenantId, params.id);
      if (access === 'not-found') return configurationNotFound();
      if (access === 'finalized') return finalized();
      const saved = await saveConfigurationAdditionalInstallation(trx, tenantId, params.id, body);
      return saved ? success(saved) : installationNotFound();
    });
  });

  registerEndpoint(app, endpoints.delete, ({ tenantId, params }) =>
    withTenant(db, tenantId, async (trx) => {
      const access = await configurationAccess(trx, tenantId, params.id);
      if (access === 'not-found') return configurationNotFound();
      if (access === 'finalized') return finalized();
      const deleted = await deleteConfigurationAdditionalInstallation(trx, tenantId, params.id, params.installationId);
      return deleted ? success(null) : installationNotFound();
    }),
  );
}
