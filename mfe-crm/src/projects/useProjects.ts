import { projectEndpoints, type PutProjectInput, type QueryInput } from '@planner/api';
import { invalidatePath, listQueryOptions, useApiMutation, useApiQuery } from '@planner/platform';

type ProjectListQuery = QueryInput<typeof projectEndpoints.list>;

export function useProjectList(query: ProjectListQuery, archived: boolean) {
  return useApiQuery(projectEndpoints.list, { query: { ...query, archived: archived ? 'true' : undefined } }, listQueryOptions);
}

export function useRecentProjects() {
  return useApiQuery(projectEndpoints.favorites, { query: { pageIndex: 0, pageSize: 5 } }, listQueryOptions);
}

export function useCustomerProjects(customerId: string, query: ProjectListQuery) {
  return useApiQuery(projectEndpoints.byCustomer, { params: { id: customerId }, query }, listQueryOptions);
}

export function useProject(id: string) {
  return useApiQuery(projectEndpoints.get, { params: { id } });
}

const refreshProjects = () =>
  Promise.all([invalidatePath('/api/electro/projects'), invalidatePath('/api/electro/configurations')]);

/** Creates or changes a project; answers `{ data }` or a `failure/NotFound`. */
export function useSaveProject() {
  const mutation = useApiMutation(projectEndpoints.put, { onSuccess: refreshProjects });
  return (project: PutProjectInput) => mutation.mutateAsync({ params: { id: project.id }, body: project });
}

/** Archives the project (hidden from the lists and the dashboard, quotes kept) or restores it. */
export function useArchiveProject() {
  const archive = useApiMutation(projectEndpoints.archive, { onSuccess: refreshProjects });
  const restore = useApiMutation(projectEndpoints.restore, { onSuccess: refreshProjects });
  return (id: string, archived: boolean) => (archived ? archive : restore).mutateAsync({ params: { id } });
}

export function useDeleteProject() {
  const mutation = useApiMutation(projectEndpoints.delete, { onSuccess: refreshProjects });
  return (id: string) => mutation.mutateAsync({ params: { id } });
}
