import { tenantEndpoints, type TenantInformation } from '@planner/api';
import { useApiQuery, useCachedSave } from '@planner/platform';

export function useTenantInformation() {
  return useApiQuery(tenantEndpoints.get, {}, { throwOnError: false });
}

/** Saves the whole company record; the cached record is replaced by the server's answer. */
export function useSaveTenantInformation() {
  const mutation = useCachedSave(tenantEndpoints.get, tenantEndpoints.put);
  return (tenant: TenantInformation) => mutation.mutateAsync({ body: tenant });
}
