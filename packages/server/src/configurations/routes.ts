import {
  configurationEndpoints,
  MSG_CANNOT_DELETE_LAST_CONFIGURATION,
  MSG_CONFIGURATION_FINALIZED,
  MSG_CONFIGURATION_IS_FAVORITE,
  MSG_CONFIGURATION_NOT_FOUND,
  MSG_NOTHING_TO_CLONE,
  MSG_PROJECT_NOT_FOUND,
  MSG_QUOTE_IS_FINALIZED,
} from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { assertSameId } from '../http/idMismatch';
import { withTenant } from '../db/scopes';
import { registerEndpoint } from '../http/registerEndpoint';
import { failure, success } from '../http/results';
import type { AppServices } from '../http/services';
import { findConfigurationPreview } from './previews';
import { cloneConfiguration, deleteConfiguration, listProjectConfigurations, saveConfiguration } from './repository';

export function registerConfigurationRoutes(app: FastifyInstance, { db }: AppServices): void {
  registerEndpoint(app, configurationEndpoints.get, async ({ tenantId, params }) => {
    const preview = await withTenant(db, tenantId, (trx) => findConfigurationPreview(trx, tenantId, params.id));
    return preview ? success(preview) : failure('failure/NotFound', MSG_CONFIGURATION_NOT_FOUND);
  });

  registerEndpoint(app, configurationEndpoints.put, async ({ tenantId, params, body }) => {
    assertSameId(params.id, body.id);
    const preview = await withTenant(db, tenantId, (trx) => saveConfiguration(trx, tenantId, body));
    if (preview === 'finalized') return failure('failure/ConfigurationFinalized', MSG_CONFIGURATION_FINALIZED);
    return preview ? success(preview) : failure('failure/NotFound', MSG_PROJECT_NOT_FOUND);
  });

  registerEndpoint(app, configurationEndpoints.delete, async ({ tenantId, params }) => {
    const outcome = await withTenant(db, tenantId, (trx) => deleteConfiguration(trx, tenantId, params.id));
    switch (outcome) {
      case 'deleted':
        return success(null);
      case 'not-found':
        return failure('failure/ConfigurationNotFound', MSG_CONFIGURATION_NOT_FOUND);
      case 'last':
        return failure('failure/CannotDeleteLastConfiguration', MSG_CANNOT_DELETE_LAST_CONFIGURATION);
      case 'favorite':
        return failure('failure/IsFavorite', MSG_CONFIGURATION_IS_FAVORITE);
      case 'finalized':
        return failure('failure/IsFinalized', MSG_QUOTE_IS_FINALIZED, 409);
    }
  });

  registerEndpoint(app, configurationEndpoints.clone, async ({ tenantId, params, body }) => {
    const id = await withTenant(db, tenantId, (trx) => cloneConfiguration(trx, tenantId, params.id, body.name));
    return id ? success(id) : failure('failure/NotFound', MSG_NOTHING_TO_CLONE);
  });

  registerEndpoint(app, configurationEndpoints.byProject, async ({ tenantId, params }) => {
    const previews = await withTenant(db, tenantId, (trx) => listProjectConfigurations(trx, tenantId, params.id));
    return previews ? success(previews) : failure('failure/NotFound', MSG_PROJECT_NOT_FOUND);
  });
}
