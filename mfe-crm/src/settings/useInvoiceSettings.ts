import { invoiceEndpoints, type InvoiceSettings } from '@planner/api';
import { useApiQuery, useCachedSave } from '@planner/platform';

/** The company's invoice number range: prefix and the next number. */
export function useInvoiceSettings() {
  return useApiQuery(invoiceEndpoints.getSettings, {}, { throwOnError: false });
}

/** Saves the number range; answers `{ failure }` when the next number was already issued. */
export function useSaveInvoiceSettings() {
  const mutation = useCachedSave(invoiceEndpoints.getSettings, invoiceEndpoints.putSettings);
  return (settings: InvoiceSettings) => mutation.mutateAsync({ body: settings });
}
