/** DATANORM price lists of electrical wholesalers, imported into the master data. */
import type { ServerFeature } from '../feature';
import { registerDatanormRoutes } from './routes';

export const datanormFeature: ServerFeature = {
  name: 'datanorm',
  registerRoutes: registerDatanormRoutes,
};
