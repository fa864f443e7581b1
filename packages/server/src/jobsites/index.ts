/** The jobsites feature as other features and the composition root (src/app.ts) see it. */
import type { ServerFeature } from '../feature';
import { registerJobsiteRoutes } from './routes';
export { findJobsite, jobsitesWithCustomer, saveJobsite, toJobsite } from './repository';

export const jobsitesFeature: ServerFeature = {
  name: 'jobsites',
  registerRoutes: registerJobsiteRoutes,
  auditedRecords: { jobsites: {} },
};
