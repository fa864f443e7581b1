/** The quotes feature as other features and the composition root (src/app.ts) see it. */
import type { ServerFeature } from '../feature';
import { registerQuoteRoutes } from './routes';

export const quotesFeature: ServerFeature = {
  name: 'quotes',
  registerRoutes: registerQuoteRoutes,
};
