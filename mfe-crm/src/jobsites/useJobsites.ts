import { jobsiteEndpoints, type JobsiteInput, type QueryInput } from '@planner/api';
import { invalidatePath, listQueryOptions, useApiMutation, useApiQuery } from '@planner/platform';

export function useJobsiteList(query: QueryInput<typeof jobsiteEndpoints.list>, enabled = true) {
  return useApiQuery(jobsiteEndpoints.list, { query }, { ...listQueryOptions, enabled });
}

export function useJobsite(id: string) {
  return useApiQuery(jobsiteEndpoints.get, { params: { id } });
}

export function useSaveJobsite() {
  const mutation = useApiMutation(jobsiteEndpoints.put, {
    onSuccess: () => Promise.all([invalidatePath('/api/jobsites'), invalidatePath('/api/electro/projects')]),
  });
  return (jobsite: JobsiteInput) => mutation.mutateAsync({ params: { id: jobsite.id }, body: { jobsite } });
}

export function useDeleteJobsite() {
  const mutation = useApiMutation(jobsiteEndpoints.delete, {
    onSuccess: () => Promise.all([invalidatePath('/api/jobsites'), invalidatePath('/api/electro/projects')]),
  });
  return (id: string) => mutation.mutateAsync({ params: { id } });
}
