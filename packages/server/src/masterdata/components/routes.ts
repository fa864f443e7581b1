import { MSG_COMPONENT_NOT_FOUND, MSG_ICON_REQUIRED, componentEndpoints } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { withTenant } from '../../db/scopes';
import { registerListExport } from '../../listExport';
import { COMPONENT_EXPORT } from './componentExport';
import { HttpError } from '../../http/errors';
import { registerEndpoint } from '../../http/registerEndpoint';
import { failure, paged, success } from '../../http/results';
import type { AppServices } from '../../http/services';
import { pngBytes } from '../icons';
import { assertSameId } from '../../http/idMismatch';
import { deleteComponent, findComponent, listComponents, saveComponent } from './componentRepository';
import { listTags } from './tagRepository';

const componentNotFound = () => failure('failure/NotFound', MSG_COMPONENT_NOT_FOUND);

const iconRequired = () =>
  new HttpError(400, 'ValidationError', `component.icon: ${MSG_ICON_REQUIRED}`, {
    fieldErrors: [{ path: 'component.icon', message: MSG_ICON_REQUIRED }],
  });

export function registerComponentRoutes(app: FastifyInstance, { db }: AppServices): void {
  registerEndpoint(app, componentEndpoints.list, async ({ tenantId, query }) => {
    return paged(await withTenant(db, tenantId, (trx) => listComponents(trx, tenantId, query)), query);
  });

  registerListExport(app, db, componentEndpoints.export, COMPONENT_EXPORT, listComponents);

  registerEndpoint(app, componentEndpoints.tags, async ({ tenantId, query }) => {
    return paged(await withTenant(db, tenantId, (trx) => listTags(trx, tenantId, query)), query);
  });

  registerEndpoint(app, componentEndpoints.get, async ({ tenantId, params }) => {
    const component = await withTenant(db, tenantId, (trx) => findComponent(trx, tenantId, params.id));
    return component ? success(component) : componentNotFound();
  });

  registerEndpoint(app, componentEndpoints.put, async ({ tenantId, params, body: { component, priceValidFrom } }) => {
    assertSameId(params.id, component.id, 'component.id');
    const icon = component.icon === null ? null : pngBytes(component.icon, 'component.icon');
    const saved = await withTenant(db, tenantId, async (trx) => {
      const outcome = await saveComponent(
        trx,
        tenantId,
        { ...component, icon, tags: component.tags.tags },
        priceValidFrom,
      );
      return outcome === 'saved' ? findComponent(trx, tenantId, component.id) : undefined;
    });
    if (!saved) throw iconRequired();
    return success(saved);
  });

  registerEndpoint(app, componentEndpoints.delete, async ({ tenantId, params }) => {
    const deleted = await withTenant(db, tenantId, (trx) => deleteComponent(trx, tenantId, params.id));
    return deleted ? success(null) : componentNotFound();
  });
}
