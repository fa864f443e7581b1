import { configurationEndpoints, floorEndpoints, projectEndpoints, type ConfigurationPreview } from '@planner/api';
import { mockEndpoint } from '@planner/ui/mocks';
import { project } from './fixtures';

/** What the configuration page loads: the project, the configuration `current()` with no floors. */
export const configurationPageHandlers = (current: () => ConfigurationPreview) => [
  mockEndpoint(projectEndpoints.get, () => project),
  mockEndpoint(configurationEndpoints.get, () => current()),
  mockEndpoint(configurationEndpoints.byProject, () => [current()]),
  mockEndpoint(floorEndpoints.list, () => []),
];
