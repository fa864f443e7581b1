/** The projects feature as other features and the composition root (src/app.ts) see it. */
import type { ServerFeature } from '../feature';
import { registerProjectRoutes } from './routes';
import { crmDemoStep } from './demoSeed';

export { saveProject } from './repository';

export const projectsFeature: ServerFeature = {
  name: 'projects',
  registerRoutes: registerProjectRoutes,
  demoStep: crmDemoStep,
  auditedRecords: { projects: {} },
};
