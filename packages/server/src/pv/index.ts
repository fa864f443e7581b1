/** The pv feature as other features and the composition root (src/app.ts) see it. */
export { pvDemoStep } from './demoSeed';
export { registerPvRoutes } from './routes';
