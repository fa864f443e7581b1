/** The remotes feature as other features and the composition root (src/app.ts) see it. */
export { createRemotesManifestSource, WORKSPACE_BUILD } from './manifestSource';
export type { RemotesManifestSource } from './manifestSource';
export { registerRemoteProblemRoutes } from './routes';
