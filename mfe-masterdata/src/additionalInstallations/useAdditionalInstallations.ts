import { additionalInstallationEndpoints, type AdditionalInstallationInput } from '@planner/api';
import { invalidatePath, listQueryOptions, useApiMutation, useApiQuery } from '@planner/platform';
import type { ListQuery } from '@planner/ui';
import { todayIsoDate } from '../common/todayIsoDate';

type AdditionalInstallationSortKey = 'Title' | 'Price';

const ADDITIONAL_INSTALLATIONS_PATH = additionalInstallationEndpoints.list.path;

/** One page of the list; the search text is sent as the `title` filter. */
export function useAdditionalInstallationList({ anyText, ...query }: ListQuery<AdditionalInstallationSortKey>) {
  return useApiQuery(additionalInstallationEndpoints.list, { query: { ...query, title: anyText } }, listQueryOptions);
}

/** Saves an additional installation with today's price; lists and selectors refresh. */
export function useSaveAdditionalInstallation() {
  const mutation = useApiMutation(additionalInstallationEndpoints.put, {
    onSuccess: () => invalidatePath(ADDITIONAL_INSTALLATIONS_PATH),
  });
  return (additionalInstallation: AdditionalInstallationInput) =>
    mutation.mutateAsync({
      params: { id: additionalInstallation.id },
      body: { additionalInstallation, priceValidFrom: todayIsoDate() },
    });
}

export function useDeleteAdditionalInstallation() {
  const mutation = useApiMutation(additionalInstallationEndpoints.delete, {
    onSuccess: () => invalidatePath(ADDITIONAL_INSTALLATIONS_PATH),
  });
  return (id: string) => mutation.mutateAsync({ params: { id } });
}
