import { configurationEndpoints, projectEndpoints, type ConfigurationPreview, type Project } from '@planner/api';
import { invalidatePath, useApiMutation, useApiQuery } from '@planner/platform';
import { useOutletContext } from 'react-router';

const refresh = () => Promise.all([invalidatePath('/api/electro/configurations'), invalidatePath('/api/electro/projects')]);

export const useProject = (id: string) => useApiQuery(projectEndpoints.get, { params: { id } }, { throwOnError: false });

export const useConfiguration = (id: string) =>
  useApiQuery(configurationEndpoints.get, { params: { id } }, { throwOnError: false });

export const useProjectConfigurations = (projectId: string) =>
  useApiQuery(configurationEndpoints.byProject, { params: { id: projectId } }, { throwOnError: false });

/** Refetches the configuration (its total) and the project's quotes after a change on the page. */
export const refreshConfigurations = () => invalidatePath('/api/electro/configurations');

/** Rename, copy, delete and favorite of a quote; each answers `{ data }` or `{ failure }`. */
export function useConfigurationActions(project: Project) {
  const rename = useApiMutation(configurationEndpoints.put, { onSuccess: refresh });
  const clone = useApiMutation(configurationEndpoints.clone, { onSuccess: refresh });
  const remove = useApiMutation(configurationEndpoints.delete, { onSuccess: refresh });
  const saveProject = useApiMutation(projectEndpoints.put, { onSuccess: refresh });
  return {
    rename: (id: string, name: string) =>
      rename.mutateAsync({ params: { id }, body: { id, projectId: project.id, name } }),
    copy: (id: string, name: string) => clone.mutateAsync({ params: { id }, body: { name } }),
    delete: (id: string) => remove.mutateAsync({ params: { id } }),
    /** The favorite is set through the project's PUT, as the contract has it. */
    markFavorite: (id: string) =>
      saveProject.mutateAsync({
        params: { id: project.id },
        body: {
          id: project.id,
          name: project.name,
          jobsiteId: project.jobsiteId,
          propertyDeveloperType: project.propertyDeveloperType,
          favoriteConfigurationId: id,
        },
      }),
  };
}

export interface ConfigurationContext {
  configuration: ConfigurationPreview;
  /** Finalized or in review: every editing control is disabled. */
  readOnly: boolean;
}

export const useConfigurationContext = () => useOutletContext<ConfigurationContext>();
