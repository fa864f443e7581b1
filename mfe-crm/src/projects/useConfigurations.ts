import { configurationEndpoints, type Project } from '@planner/api';
import { invalidatePath, useApiMutation, useApiQuery } from '@planner/platform';
import { useSaveProject } from './useProjects';

const refresh = () => Promise.all([invalidatePath('/api/electro/configurations'), invalidatePath('/api/electro/projects')]);

export function useProjectConfigurations(projectId: string) {
  return useApiQuery(configurationEndpoints.byProject, { params: { id: projectId } }, { throwOnError: false });
}

/** Creates a quote (with a new id) or renames one. */
export function useSaveConfiguration() {
  const mutation = useApiMutation(configurationEndpoints.put, { onSuccess: refresh });
  return (configuration: { id: string; projectId: string; name: string }) =>
    mutation.mutateAsync({ params: { id: configuration.id }, body: configuration });
}

export function useCloneConfiguration() {
  const mutation = useApiMutation(configurationEndpoints.clone, { onSuccess: refresh });
  return (id: string, name: string) => mutation.mutateAsync({ params: { id }, body: { name } });
}

export function useDeleteConfiguration() {
  const mutation = useApiMutation(configurationEndpoints.delete, { onSuccess: refresh });
  return (id: string) => mutation.mutateAsync({ params: { id } });
}

/** Makes the quote the project's favorite (through the project's PUT, as the contract has it). */
export function useMarkFavorite() {
  const saveProject = useSaveProject();
  return (project: Project, configurationId: string) =>
    saveProject({
      id: project.id,
      name: project.name,
      jobsiteId: project.jobsiteId,
      propertyDeveloperType: project.propertyDeveloperType,
      favoriteConfigurationId: configurationId,
    });
}
