import { quoteSettingsEndpoints, type QuoteSettings } from '@planner/api';
import { useApiQuery, useCachedSave } from '@planner/platform';

export function useQuoteSettings() {
  return useApiQuery(quoteSettingsEndpoints.get, {}, { throwOnError: false });
}

/** Saves texts and payment terms; the cached settings are replaced by the server's answer. */
export function useSaveQuoteSettings() {
  const mutation = useCachedSave(quoteSettingsEndpoints.get, quoteSettingsEndpoints.put);
  return (settings: QuoteSettings) => mutation.mutateAsync({ body: settings });
}
