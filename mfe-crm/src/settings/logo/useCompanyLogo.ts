import { companyLogoEndpoints, type CompanyLogo } from '@planner/api';
import { endpointQueryKey, useApiMutation, useApiQuery } from '@planner/platform';
import { useQueryClient } from '@tanstack/react-query';

export function useCompanyLogo() {
  return useApiQuery(companyLogoEndpoints.get, {}, { throwOnError: false });
}

/** Saves or removes the logo; the cached logo becomes what the server kept. */
export function useChangeCompanyLogo() {
  const queryClient = useQueryClient();
  const keep = (logo: CompanyLogo | null) =>
    queryClient.setQueryData(endpointQueryKey(companyLogoEndpoints.get, {}), { type: 'success', data: logo });
  const save = useApiMutation(companyLogoEndpoints.put, { onSuccess: ({ data }) => data && keep(data) });
  const remove = useApiMutation(companyLogoEndpoints.delete, { onSuccess: () => keep(null) });
  return {
    save: (imageData: string) => save.mutateAsync({ body: { imageData } }),
    remove: () => remove.mutateAsync({}),
    isPending: save.isPending || remove.isPending,
  };
}
