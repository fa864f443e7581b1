import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach } from 'vitest';

/** A request the client sent in this test, in the order sent. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The JSON body as sent (filled in once read), undefined without one. */
  body: unknown;
}

const server = setupServer();
let listening = false;
const requests: RecordedRequest[] = [];

async function readBody(request: Request, entry: RecordedRequest) {
  if (request.method === 'GET' || request.method === 'DELETE') return;
  const text = await request.text();
  const json = (request.headers.get('content-type') ?? '').includes('json');
  entry.body = text === '' ? undefined : json ? JSON.parse(text) : text;
}

server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  const entry: RecordedRequest = { method: request.method, path: url.pathname, query: url.searchParams, body: undefined };
  requests.push(entry);
  void readBody(request.clone(), entry);
});

afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => {
  if (listening) server.close();
});

const recorder = {
  /** Every request of this test so far. */
  requests: requests as readonly RecordedRequest[],
  /** How often `METHOD path` was requested. */
  count: (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key).length,
};

/**
 * Answers the client's requests in this test with typed handlers (`mockEndpoint` of
 * `@planner/ui/mocks`); a request no handler answers fails the test with its method and URL.
 * Handlers of a later call take precedence. Answers what the client sent, to check its requests.
 */
export function mockApi(...handlers: HttpHandler[]): typeof recorder {
  if (!listening) {
    server.listen({ onUnhandledRequest: 'error' });
    listening = true;
  }
  server.use(...handlers);
  return recorder;
}
