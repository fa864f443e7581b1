/** The appConfig feature as other features and the composition root (src/app.ts) see it. */
export { registerAppConfigRoutes } from './routes';
