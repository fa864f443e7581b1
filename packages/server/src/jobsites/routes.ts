import { jobsiteEndpoints, MSG_JOBSITE_NOT_FOUND } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { MSG_CUSTOMER_NOT_FOUND } from '../customers';
import { assertSameId } from '../http/idMismatch';
import { withTenant } from '../db/scopes';
import { registerListExport } from '../listExport';
import { JOBSITE_EXPORT } from './jobsiteExport';
import { registerEndpoint } from '../http/registerEndpoint';
import { failure, paged, success } from '../http/results';
import type { AppServices } from '../http/services';
import { deleteJobsite, findJobsite, listJobsites, saveJobsite } from './repository';

export function registerJobsiteRoutes(app: FastifyInstance, { db }: AppServices): void {
  registerEndpoint(app, jobsiteEndpoints.list, async ({ tenantId, query }) => {
    return paged(await withTenant(db, tenantId, (trx) => listJobsites(trx, tenantId, query)), query);
  });

  registerListExport(app, db, jobsiteEndpoints.export, JOBSITE_EXPORT, listJobsites);

  registerEndpoint(app, jobsiteEndpoints.get, async ({ tenantId, params }) => {
    const jobsite = await withTenant(db, tenantId, (trx) => findJobsite(trx, tenantId, params.id));
    return jobsite ? success(jobsite) : failure('failure/NotFound', MSG_JOBSITE_NOT_FOUND);
  });

  registerEndpoint(app, jobsiteEndpoints.put, async ({ tenantId, params, body }) => {
    assertSameId(params.id, body.jobsite.id);
    const jobsite = await withTenant(db, tenantId, (trx) => saveJobsite(trx, tenantId, body.jobsite));
    return jobsite ? success(jobsite) : failure('failure/NotFound', MSG_CUSTOMER_NOT_FOUND);
  });

  registerEndpoint(app, jobsiteEndpoints.delete, async ({ tenantId, params }) => {
    const deleted = await withTenant(db, tenantId, (trx) => deleteJobsite(trx, tenantId, params.id));
    return deleted ? success(null) : failure('failure/NotFound', MSG_JOBSITE_NOT_FOUND);
  });
}
