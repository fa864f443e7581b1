/** The appConfig feature as other features and the composition root (src/app.ts) see it. */
import type { ServerFeature } from '../feature';
import { registerAppConfigRoutes } from './routes';

export const appConfigFeature: ServerFeature = {
  name: 'appConfig',
  registerRoutes: registerAppConfigRoutes,
};
