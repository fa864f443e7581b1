import type { HttpHandler } from 'msw';
import { setupWorker } from 'msw/browser';

/**
 * Answers the page's API calls in the browser with `handlers` (a remote's mock mode); other
 * requests (the app's own files) pass. The dev server serves MSW's worker at `/mockServiceWorker.js`.
 */
export async function startMockWorker(handlers: readonly HttpHandler[]): Promise<void> {
  await setupWorker(...handlers).start({ onUnhandledRequest: 'bypass', quiet: true });
}
