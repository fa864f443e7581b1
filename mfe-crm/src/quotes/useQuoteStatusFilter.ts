import { QUOTE_STATUSES, type QuoteStatus } from '@planner/api';
import { useSearchParams } from 'react-router';

const PARAM = 'quoteStatus';

const isQuoteStatus = (value: string | null): value is QuoteStatus =>
  value !== null && (QUOTE_STATUSES as readonly string[]).includes(value);

/** The status filter of the quotes list, kept in the URL beside the list state; a change goes back to the first page. */
export function useQuoteStatusFilter() {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get(PARAM);
  const quoteStatus = isQuoteStatus(raw) ? raw : undefined;
  const setQuoteStatus = (next: QuoteStatus | undefined) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set(PARAM, next);
        else params.delete(PARAM);
        params.delete('pageIndex');
        return params;
      },
      { replace: true },
    );
  return { quoteStatus, setQuoteStatus };
}
