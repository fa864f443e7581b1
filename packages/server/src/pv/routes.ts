import { manufacturerEndpoints } from '@planner/api/pv';
import type { FastifyInstance } from 'fastify';
import { withTenant } from '../db/scopes';
import { registerEndpoint } from '../http/registerEndpoint';
import { failure, paged, success } from '../http/results';
import type { AppServices } from '../http/services';
import { installUploadBodyParser } from '../http/uploads';
import { registerPvDesignRoutes } from './design/routes';
import { registerPvOfferRoutes } from './offer/routes';
import { registerPartFileRoutes } from './fileRoutes';
import { registerListExport } from '../listExport';
import { MANUFACTURER_EXPORT } from './manufacturerExport';
import { listManufacturers, saveManufacturer } from './manufacturerRepository';
import { registerPartRoutes } from './partRoutes';
import { partKinds } from './partKinds';

export function registerPvRoutes(app: FastifyInstance, services: AppServices): void {
  const { db } = services;

  registerEndpoint(app, manufacturerEndpoints.list, async ({ tenantId, query }) => {
    return paged(await withTenant(db, tenantId, (trx) => listManufacturers(trx, tenantId, query)), query);
  });

  registerListExport(app, db, manufacturerEndpoints.export, MANUFACTURER_EXPORT, listManufacturers);

  registerEndpoint(app, manufacturerEndpoints.put, async ({ tenantId, params, body }) => {
    const saved = await withTenant(db, tenantId, (trx) =>
      saveManufacturer(trx, tenantId, { ...body.manufacturer, id: params.id }),
    );
    return saved
      ? success(saved)
      : failure('failure/AlreadyExists', 'Ein Hersteller mit diesem Namen existiert bereits.');
  });

  for (const kind of partKinds) registerPartRoutes(app, services, kind);
  registerPvDesignRoutes(app, services);
  registerPvOfferRoutes(app, services);
  void app.register(async (uploads) => {
    installUploadBodyParser(uploads);
    for (const kind of partKinds) registerPartFileRoutes(uploads, services, kind);
  });
}
