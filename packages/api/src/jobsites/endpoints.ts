import { endpoint } from '../endpoint';
import { JobsiteListQuerySchema, PutJobsiteSchema, type Jobsite } from './schemas';
import { inEnvironment } from '../endpointEnvironment';
import { listExportEndpoint } from '../listExport';

export const MSG_JOBSITE_NOT_FOUND = 'Die Baustelle konnte nicht gefunden werden.';

export const jobsiteEndpoints = inEnvironment('both', {
  list: endpoint<Jobsite[]>()({ method: 'GET', path: '/api/jobsites', query: JobsiteListQuerySchema, paged: true }),
  /** The jobsites the list shows (search, customer, sort) as .xlsx or CSV. */
  export: listExportEndpoint('/api/jobsites/export', JobsiteListQuerySchema),
  get: endpoint<Jobsite>()({ method: 'GET', path: '/api/jobsites/:id', failures: ['failure/NotFound'] }),
  /** Creates the jobsite with the client's id, or replaces it; its customer must exist. */
  put: endpoint<Jobsite>()({
    method: 'PUT',
    permission: 'plan',
    path: '/api/jobsites/:id',
    body: PutJobsiteSchema,
    failures: ['failure/NotFound'],
  }),
  delete: endpoint<null>()({ method: 'DELETE', permission: 'plan', path: '/api/jobsites/:id', failures: ['failure/NotFound'] }),
});
