/** The jobsites feature as other features and the composition root (src/app.ts) see it. */
export { findJobsite, jobsitesWithCustomer, saveJobsite, toJobsite } from './repository';
export { registerJobsiteRoutes } from './routes';
