import { configurationEndpoints, projectEndpoints, type ConfigurationPreview } from '@planner/api';
import { invalidatePath, useApiQuery, type PermissionState } from '@planner/platform';
import { useOutletContext } from 'react-router';

export const useProject = (id: string) => useApiQuery(projectEndpoints.get, { params: { id } }, { throwOnError: false });

export const useConfiguration = (id: string) =>
  useApiQuery(configurationEndpoints.get, { params: { id } }, { throwOnError: false });

/** Refetches the configuration (its total) and the project's quotes after a change on the page. */
export const refreshConfigurations = () => invalidatePath('/api/electro/configurations');

export interface ConfigurationContext {
  configuration: ConfigurationPreview;
  /** Finalized or in review, or a user who may not plan: every editing control is disabled. */
  readOnly: boolean;
  /** Whether the user may change quotes; its reason goes on the disabled controls. */
  plan: PermissionState;
}

export const useConfigurationContext = () => useOutletContext<ConfigurationContext>();
