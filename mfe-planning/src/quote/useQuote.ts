import { quoteEndpoints, type FinalizeQuoteInput } from '@planner/api';
import { refreshQuotes, useApiMutation, useApiQuery } from '@planner/platform';

/** The totals the quote would have at today's prices. */
export const useQuotePreview = (configurationId: string) =>
  useApiQuery(quoteEndpoints.preview, { params: { id: configurationId } }, { throwOnError: false });

/** Freezes the configuration into a quote; answers the quote or a failure. */
export function useFinalizeQuote() {
  // Not awaited: the PDF is fetched right away, while the click still counts as the user's for opening a tab.
  const mutation = useApiMutation(quoteEndpoints.finalize, { onSuccess: () => void refreshQuotes() });
  return (configurationId: string, input: FinalizeQuoteInput) =>
    mutation.mutateAsync({ params: { id: configurationId }, body: input });
}
