import { QUOTE_STATUSES } from '@planner/api';
import { useListFilterParam } from '@planner/ui';

/** The status filter of the quotes list, kept in the URL beside the list state; a change goes back to the first page. */
export function useQuoteStatusFilter() {
  const [quoteStatus, setQuoteStatus] = useListFilterParam('quoteStatus', QUOTE_STATUSES);
  return { quoteStatus, setQuoteStatus };
}
