import { tenantEndpoints, type TenantInformation } from '@planner/api';
import { endpointQueryKey, useApiMutation, useApiQuery } from '@planner/platform';
import { useQueryClient } from '@tanstack/react-query';

export function useTenantInformation() {
  return useApiQuery(tenantEndpoints.get, {}, { throwOnError: false });
}

/** Saves the whole company record; the cached record is replaced by the server's answer. */
export function useSaveTenantInformation() {
  const queryClient = useQueryClient();
  const mutation = useApiMutation(tenantEndpoints.put, {
    onSuccess: ({ data }) => {
      if (data) queryClient.setQueryData(endpointQueryKey(tenantEndpoints.get, {}), { type: 'success', data });
    },
  });
  return (tenant: TenantInformation) => mutation.mutateAsync({ body: tenant });
}
