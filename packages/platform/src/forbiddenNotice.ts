import type { ApiError } from '@planner/api';
import { pageMessagesHost } from './pageMessages';

const FALLBACK_MESSAGE = 'Ihre Rolle erlaubt diese Änderung nicht.';

interface ErrorToasts {
  error: (content: string) => unknown;
}

// A refused change can reach both the mutation cache and the error bus; it is shown once.
const shown = new WeakSet<ApiError>();

/** Shows the server's reason for a refused request (403) as a toast of the page. */
export function showForbiddenNotice(error: ApiError): void {
  if (shown.has(error)) return;
  shown.add(error);
  pageMessagesHost<ErrorToasts>()?.error(error.body.fallbackMessage || FALLBACK_MESSAGE);
}
