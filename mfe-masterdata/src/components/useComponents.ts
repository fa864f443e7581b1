import { componentEndpoints, type ElectricalComponentInput } from '@planner/api';
import { invalidatePath, listQueryOptions, useApiMutation, useApiQuery } from '@planner/platform';
import type { ListQuery } from '@planner/ui';
import { todayIsoDate } from '../common/todayIsoDate';

type ComponentSortKey = 'Label' | 'Price';

const COMPONENTS_PATH = componentEndpoints.list.path;

export function useComponentList(query: ListQuery<ComponentSortKey>) {
  return useApiQuery(componentEndpoints.list, { query }, listQueryOptions);
}

/** Saves an installation with today's price; lists, tags and selectors refresh. */
export function useSaveComponent() {
  const mutation = useApiMutation(componentEndpoints.put, { onSuccess: () => invalidatePath(COMPONENTS_PATH) });
  return (component: ElectricalComponentInput) =>
    mutation.mutateAsync({ params: { id: component.id }, body: { component, priceValidFrom: todayIsoDate() } });
}

export function useDeleteComponent() {
  const mutation = useApiMutation(componentEndpoints.delete, { onSuccess: () => invalidatePath(COMPONENTS_PATH) });
  return (id: string) => mutation.mutateAsync({ params: { id } });
}
