import { quoteEndpoints, type QueryInput } from '@planner/api';
import { listQueryOptions, useApiQuery } from '@planner/platform';

export type QuoteListQuery = QueryInput<typeof quoteEndpoints.list>;

export function useQuoteList(query: QuoteListQuery) {
  return useApiQuery(quoteEndpoints.list, { query }, listQueryOptions);
}

/** The frozen quote of a finalized configuration. */
export function useQuote(configurationId: string) {
  return useApiQuery(quoteEndpoints.info, { params: { id: configurationId } }, { throwOnError: false });
}
