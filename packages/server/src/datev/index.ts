/** The tax adviser's booking batch (DATEV format) as the composition root (src/app.ts) sees it. */
import type { ServerFeature } from '../feature';
import { registerDatevRoutes } from './routes';

export const datevFeature: ServerFeature = {
  name: 'datev',
  registerRoutes: registerDatevRoutes,
};
