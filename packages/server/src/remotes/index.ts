/** The remotes feature as other features and the composition root (src/app.ts) see it. */
import type { ServerFeature } from '../feature';
import { registerRemoteProblemRoutes } from './routes';
export { createRemotesManifestSource, WORKSPACE_BUILD } from './manifestSource';
export type { RemotesManifestSource } from './manifestSource';

export const remotesFeature: ServerFeature = {
  name: 'remotes',
  registerRoutes: registerRemoteProblemRoutes,
};
