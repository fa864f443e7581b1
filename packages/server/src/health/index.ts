/** The health feature as other features and the composition root (src/app.ts) see it. */
export { registerHealthRoutes } from './routes';
