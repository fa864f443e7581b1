// `@planner/ui/testing`: it intercepts requests and registers afterEach hooks, so only tests may import it.
export { mockApi } from './mockApi';
export type { RecordedRequest } from './mockApi';
export { remoteRouteProblems } from './remoteRoutes';
export type { DeclaredRemoteRoutes } from './remoteRoutes';
export { renderRoutes, renderWithProviders } from './render';
export { TestProviders } from './TestProviders';
export { signInWithRoles } from './signIn';
export { configurationPreview, finalizedPreview, JOBSITE_ADDRESS, PROJECT_ID, pvQuotePart, testAppConfig, testProject } from './fixtures';
