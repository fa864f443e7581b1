import type { Endpoint } from '@planner/api';
import { endpointQueryKey, useApiMutation } from '@planner/platform';
import { useQueryClient } from '@tanstack/react-query';

/** Saves a part of the company's settings with `put`; the cached answer of `get` is replaced by the server's answer. */
export function useCachedSave<P extends Endpoint>(get: Endpoint, put: P) {
  const queryClient = useQueryClient();
  return useApiMutation(put, {
    onSuccess: ({ data }) => {
      if (data) queryClient.setQueryData(endpointQueryKey(get, {}), { type: 'success', data });
    },
  });
}
