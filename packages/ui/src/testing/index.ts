// `@planner/ui/testing`: it stubs fetch and registers afterEach hooks, so only tests may import it.
export { failure, fakeApi, fileResponse, pdfResponse, success, successPage } from './fakeApi';
export type { FakeAnswer, FakeRoutes, RecordedRequest } from './fakeApi';
export { mockApi } from './mockApi';
export { remoteRouteProblems } from './remoteRoutes';
export type { DeclaredRemoteRoutes } from './remoteRoutes';
export { renderRoutes, renderWithProviders } from './render';
export { TestProviders } from './TestProviders';
export { signInWithRoles } from './signIn';
export { configurationPreview, finalizedPreview, JOBSITE_ADDRESS, PROJECT_ID, testAppConfig, testProject } from './fixtures';
