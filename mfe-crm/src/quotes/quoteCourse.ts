import type { QuoteDetail } from '@planner/api';

/** Whether the quote page shows a notice on the quote's course (see QuoteCourseNotice). */
export const hasCourseNotice = (quote: Pick<QuoteDetail, 'withdrawal' | 'statusLock'>) =>
  Boolean(quote.withdrawal) || quote.statusLock === 'Invoiced' || quote.statusLock === 'AcceptedOnline';
