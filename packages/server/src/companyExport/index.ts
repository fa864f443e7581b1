/** A company's own data in one ZIP (ADR 0035) as the composition root (src/app.ts) sees it. */
import type { ServerFeature } from '../feature';
import { companyExportJobs } from './buildExport';
import { registerCompanyExportRoutes } from './routes';

export const companyExportFeature: ServerFeature = {
  name: 'companyExport',
  registerRoutes: registerCompanyExportRoutes,
  jobHandlers: ({ db }) => [companyExportJobs(db)],
};
