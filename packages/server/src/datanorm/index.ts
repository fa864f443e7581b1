/** DATANORM price lists of electrical wholesalers, imported into the master data. */
import type { ServerFeature } from '../feature';
import { datanormImportJobs } from './jobs';
import { registerDatanormRoutes } from './routes';

export const datanormFeature: ServerFeature = {
  name: 'datanorm',
  registerRoutes: registerDatanormRoutes,
  jobHandlers: ({ db }) => [datanormImportJobs(db)],
};
