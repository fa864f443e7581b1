import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { ArchivedQuerySchema } from '../retention/retention';
import { ProjectListQuerySchema, PutProjectSchema, type Project } from './schemas';
import { inEnvironment } from '../endpointEnvironment';
import { exportQuerySchema, listExportEndpoint } from '../listExport';

export const MSG_PROJECT_NOT_FOUND = 'Projekt nicht gefunden.';

const ProjectListWithArchiveSchema = v.object({ ...ProjectListQuerySchema.entries, archived: ArchivedQuerySchema });

export const projectEndpoints = inEnvironment('both', {
  list: endpoint<Project[]>()({
    method: 'GET',
    path: '/api/electro/projects',
    query: ProjectListWithArchiveSchema,
    paged: true,
  }),
  /** The projects the list shows (search, archive, sort) as .xlsx or CSV. */
  export: listExportEndpoint('/api/electro/projects/export', ProjectListWithArchiveSchema),
  /** The projects worked on last, for the dashboard. */
  favorites: endpoint<Project[]>()({
    method: 'GET',
    path: '/api/electro/projects/favorites',
    query: ProjectListQuerySchema,
    paged: true,
  }),
  byCustomer: endpoint<Project[]>()({
    method: 'GET',
    path: '/api/electro/projects/by-customer/:id',
    query: ProjectListQuerySchema,
    paged: true,
    failures: ['failure/NotFound'],
  }),
  /** A customer's projects as the customer page shows them (search, sort) as .xlsx or CSV; an unknown customer is 404. */
  byCustomerExport: endpoint<Blob>()({
    method: 'GET',
    permission: 'read',
    path: '/api/electro/projects/by-customer/:id/export',
    query: exportQuerySchema(ProjectListQuerySchema),
    binary: true,
    failures: ['failure/NotFound'],
  }),
  get: endpoint<Project>()({ method: 'GET', path: '/api/electro/projects/:id', failures: ['failure/NotFound'] }),
  /** Fails with NotFound when the jobsite, the favorite quote or the developer data are unknown. */
  put: endpoint<Project>()({
    method: 'PUT',
    permission: 'plan',
    path: '/api/electro/projects/:id',
    body: PutProjectSchema,
    failures: ['failure/NotFound'],
  }),
  /**
   * Deletes the project with its quotes; a project with finalized quotes is kept
   * (`failure/HasFinalizedQuotes`) and can be archived instead.
   */
  delete: endpoint<null>()({
    method: 'DELETE',
    permission: 'plan',
    path: '/api/electro/projects/:id',
    failures: ['failure/NotFound', 'failure/HasFinalizedQuotes'],
  }),
  /** Hides the project from the lists and the dashboard; its quotes are kept. */
  archive: endpoint<Project>()({ method: 'POST', permission: 'plan', path: '/api/electro/projects/:id/archive', failures: ['failure/NotFound'] }),
  restore: endpoint<Project>()({ method: 'POST', permission: 'plan', path: '/api/electro/projects/:id/restore', failures: ['failure/NotFound'] }),
});
