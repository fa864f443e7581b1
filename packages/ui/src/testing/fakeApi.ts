import type { PaginationInfo } from '@planner/api';
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** An answer of the fake server: a JSON body with its status, or a ready response (a PDF). */
export type FakeAnswer = { status?: number; body: unknown } | Response;
export type FakeRoutes = Record<string, (request: RecordedRequest) => FakeAnswer>;

const toResponse = (answer: FakeAnswer) =>
  answer instanceof Response
    ? answer
    : new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });

export const success = (data: unknown): FakeAnswer => ({ body: { type: 'success', data } });
export const failure = (type: string, message?: string, status = 422): FakeAnswer => ({ status, body: { type, message } });

/** A list endpoint's answer; all `data` on one page unless `paginationInfo` says otherwise. */
export const successPage = (data: readonly unknown[], paginationInfo: Partial<PaginationInfo> = {}): FakeAnswer => ({
  body: {
    type: 'success',
    data,
    paginationInfo: {
      pageIndex: 0,
      pageSize: 20,
      pageCount: 1,
      filteredElementsCount: data.length,
      totalElementsCount: data.length,
      ...paginationInfo,
    },
  },
});

/** A file as the server sends it, offered for download under `fileName`. */
export const fileResponse = (body: string, contentType: string, fileName: string) =>
  new Response(new Blob([body], { type: contentType }), {
    headers: { 'content-type': contentType, 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}` },
  });

export const pdfResponse = (fileName = 'Angebot.pdf') => fileResponse('%PDF-1.7 Angebot', 'application/pdf', fileName);

/**
 * Answers the client's fetches from `routes`, keyed `'GET /api/…'`, and records every request.
 * A request without a route fails the test with its method and path.
 */
export function fakeApi(routes: FakeRoutes) {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = new URL(input, 'http://localhost');
      const request = { method, path: url.pathname, query: url.searchParams, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
      requests.push(request);
      const route = routes[`${method} ${url.pathname}`];
      if (!route) throw new Error(`No fake answer for ${method} ${url.pathname}`);
      return toResponse(route(request));
    }),
  );
  return {
    requests,
    /** How often `METHOD path` was requested. */
    count: (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key).length,
  };
}
