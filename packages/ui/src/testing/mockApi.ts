import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach } from 'vitest';

const server = setupServer();
let listening = false;

afterEach(() => server.resetHandlers());
afterAll(() => {
  if (listening) server.close();
});

/**
 * Answers the client's requests in this test with typed handlers (`mockEndpoint` of
 * `@planner/ui/mocks`); a request no handler answers fails the test with its method and URL.
 */
export function mockApi(...handlers: HttpHandler[]): void {
  if (!listening) {
    server.listen({ onUnhandledRequest: 'error' });
    listening = true;
  }
  server.use(...handlers);
}
