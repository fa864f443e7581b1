/** The quotes feature as other features and the composition root (src/app.ts) see it. */
export { registerQuoteRoutes } from './routes';
