import {
  MSG_CONFIGURATION_NOT_FOUND,
  MSG_JOBSITE_NOT_FOUND,
  MSG_PROJECT_HAS_FINALIZED_QUOTES,
  MSG_PROJECT_NOT_FOUND,
  projectEndpoints,
} from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { MSG_CUSTOMER_NOT_FOUND, findCustomer } from '../customers';
import { assertSameId } from '../http/idMismatch';
import { withTenant, type TenantTransaction } from '../db/scopes';
import { registerListExport } from '../listExport';
import { PROJECT_EXPORT } from './projectExport';
import { registerEndpoint } from '../http/registerEndpoint';
import { failure, paged, success } from '../http/results';
import type { AppServices } from '../http/services';
import { findJobsite } from '../jobsites';
import { setArchived, hasFinalizedQuotes } from '../retention';
import { developerOrderProblem } from './developerOrder';
import { deleteProject, findProject, listProjects, saveProject, type ProjectValues } from './repository';

/** Saves the project after checking what it refers to; the failure message when something is unknown. */
async function checkedSaveProject(trx: TenantTransaction, tenantId: string, project: ProjectValues) {
  if (!(await findJobsite(trx, tenantId, project.jobsiteId))) return MSG_JOBSITE_NOT_FOUND;
  if (project.propertyDeveloperType.type === 'DeveloperConstruction') {
    const problem = await developerOrderProblem(trx, tenantId, project.propertyDeveloperType);
    if (problem) return problem;
  }
  if (!(await saveProject(trx, tenantId, project))) return MSG_CONFIGURATION_NOT_FOUND;
  return (await findProject(trx, tenantId, project.id))!;
}

export function registerProjectRoutes(app: FastifyInstance, { db }: AppServices): void {
  registerEndpoint(app, projectEndpoints.list, async ({ tenantId, query }) => {
    return paged(await withTenant(db, tenantId, (trx) => listProjects(trx, tenantId, query)), query);
  });

  registerListExport(app, db, projectEndpoints.export, PROJECT_EXPORT, listProjects);

  registerEndpoint(app, projectEndpoints.favorites, async ({ tenantId, query }) => {
    return paged(await withTenant(db, tenantId, (trx) => listProjects(trx, tenantId, query, { byLastChange: true })), query);
  });

  registerEndpoint(app, projectEndpoints.byCustomer, async ({ tenantId, params, query }) => {
    const page = await withTenant(db, tenantId, async (trx) =>
      (await findCustomer(trx, tenantId, params.id))
        ? listProjects(trx, tenantId, query, { customerId: params.id })
        : undefined,
    );
    return page
      ? paged(page, query)
      : failure('failure/NotFound', MSG_CUSTOMER_NOT_FOUND);
  });

  registerListExport(
    app,
    db,
    projectEndpoints.byCustomerExport,
    PROJECT_EXPORT,
    (trx, tenantId, query, params) => listProjects(trx, tenantId, query, { customerId: params.id }),
    async (trx, tenantId, params) => ((await findCustomer(trx, tenantId, params.id)) ? null : failure('failure/NotFound', MSG_CUSTOMER_NOT_FOUND)),
  );

  registerEndpoint(app, projectEndpoints.get, async ({ tenantId, params }) => {
    const project = await withTenant(db, tenantId, (trx) => findProject(trx, tenantId, params.id));
    return project ? success(project) : failure('failure/NotFound', MSG_PROJECT_NOT_FOUND);
  });

  registerEndpoint(app, projectEndpoints.put, async ({ tenantId, params, body }) => {
    assertSameId(params.id, body.id);
    const outcome = await withTenant(db, tenantId, (trx) => checkedSaveProject(trx, tenantId, body));
    return typeof outcome === 'string' ? failure('failure/NotFound', outcome) : success(outcome);
  });

  registerEndpoint(app, projectEndpoints.delete, ({ tenantId, params }) =>
    withTenant(db, tenantId, async (trx) => {
      if (await hasFinalizedQuotes(trx, tenantId, { projectId: params.id })) {
        return failure('failure/HasFinalizedQuotes', MSG_PROJECT_HAS_FINALIZED_QUOTES, 409);
      }
      return (await deleteProject(trx, tenantId, params.id)) ? success(null) : failure('failure/NotFound', MSG_PROJECT_NOT_FOUND);
    }),
  );

  for (const [endpoint, archived] of [
    [projectEndpoints.archive, true],
    [projectEndpoints.restore, false],
  ] as const) {
    registerEndpoint(app, endpoint, ({ tenantId, params }) =>
      withTenant(db, tenantId, async (trx) => {
        const project = (await setArchived(trx, 'projects', tenantId, params.id, archived)) && (await findProject(trx, tenantId, params.id));
        return project ? success(project) : failure('failure/NotFound', MSG_PROJECT_NOT_FOUND);
      }),
    );
  }
}
