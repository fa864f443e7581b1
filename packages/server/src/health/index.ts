/** The health feature as other features and the composition root (src/app.ts) see it. */
import type { ServerFeature } from '../feature';
import { registerHealthRoutes } from './routes';

export const healthFeature: ServerFeature = {
  name: 'health',
  registerRoutes: registerHealthRoutes,
};
