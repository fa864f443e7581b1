import { configurationEndpoints, projectEndpoints, type ConfigurationPreview } from '@planner/api';
import { invalidatePath, useApiQuery } from '@planner/platform';
import { useOutletContext } from 'react-router';

export const useProject = (id: string) => useApiQuery(projectEndpoints.get, { params: { id } }, { throwOnError: false });

export const useConfiguration = (id: string) =>
  useApiQuery(configurationEndpoints.get, { params: { id } }, { throwOnError: false });

/** Refetches the configuration (its total) and the project's quotes after a change on the page. */
export const refreshConfigurations = () => invalidatePath('/api/electro/configurations');

export interface ConfigurationContext {
  configuration: ConfigurationPreview;
  /** Finalized or in review: every editing control is disabled. */
  readOnly: boolean;
}

export const useConfigurationContext = () => useOutletContext<ConfigurationContext>();
