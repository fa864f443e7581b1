import { propertyDeveloperEndpoints, type PropertyDeveloperInput } from '@planner/api';
import { invalidatePath, listQueryOptions, useApiMutation, useApiQuery } from '@planner/platform';
import type { ListQuery } from '@planner/ui';

type PropertyDeveloperSortKey = 'Name' | 'City';

const DEVELOPERS_PATH = propertyDeveloperEndpoints.list.path;

export function usePropertyDeveloperList(query: ListQuery<PropertyDeveloperSortKey>) {
  return useApiQuery(propertyDeveloperEndpoints.list, { query }, listQueryOptions);
}

export function usePropertyDeveloper(id: string) {
  return useApiQuery(propertyDeveloperEndpoints.get, { params: { id } });
}

/** Creates or changes a developer; every developer view refreshes afterwards. */
export function useSavePropertyDeveloper() {
  const mutation = useApiMutation(propertyDeveloperEndpoints.put, { onSuccess: () => invalidatePath(DEVELOPERS_PATH) });
  return (developer: PropertyDeveloperInput) => mutation.mutateAsync({ params: { id: developer.id }, body: developer });
}

/**
 * Deletes a developer. The refresh is not awaited: the caller leaves the detail page at once,
 * instead of seeing it turn into 'not found' first.
 */
export function useDeletePropertyDeveloper() {
  const mutation = useApiMutation(propertyDeveloperEndpoints.delete, {
    onSuccess: () => void invalidatePath(DEVELOPERS_PATH),
  });
  return (id: string) => mutation.mutateAsync({ params: { id } });
}
