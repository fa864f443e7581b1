import type { Endpoint } from '@planner/api';
import { endpointQueryKey } from './queryKeys';
import { useApiMutation } from './useApiMutation';
import { useQueryClient } from '@tanstack/react-query';

/** Saves settings (of the company, of PV designs) with `put`; the cached answer of `get` is replaced by the server's answer. */
export function useCachedSave<P extends Endpoint>(get: Endpoint, put: P) {
  const queryClient = useQueryClient();
  return useApiMutation(put, {
    onSuccess: ({ data }) => {
      if (data) queryClient.setQueryData(endpointQueryKey(get, {}), { type: 'success', data });
    },
  });
}
