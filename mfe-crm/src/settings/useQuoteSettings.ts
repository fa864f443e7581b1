import { quoteSettingsEndpoints, type QuoteSettings } from '@planner/api';
import { endpointQueryKey, useApiMutation, useApiQuery } from '@planner/platform';
import { useQueryClient } from '@tanstack/react-query';

export function useQuoteSettings() {
  return useApiQuery(quoteSettingsEndpoints.get, {}, { throwOnError: false });
}

/** Saves texts and payment terms; the cached settings are replaced by the server's answer. */
export function useSaveQuoteSettings() {
  const queryClient = useQueryClient();
  const mutation = useApiMutation(quoteSettingsEndpoints.put, {
    onSuccess: ({ data }) => {
      if (data) queryClient.setQueryData(endpointQueryKey(quoteSettingsEndpoints.get, {}), { type: 'success', data });
    },
  });
  return (settings: QuoteSettings) => mutation.mutateAsync({ body: settings });
}
