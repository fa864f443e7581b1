/** The projects feature as other features and the composition root (src/app.ts) see it. */
export { crmDemoStep } from './demoSeed';
export { registerProjectRoutes } from './routes';
