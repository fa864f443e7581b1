import type { BodyInput, DataOf, Endpoint, FailureOf, PaginationInfo, PathParams } from '@planner/api';
import { http, HttpResponse, type HttpHandler } from 'msw';

/** What a mock handler is asked: the path parameters, the query, the body as the client sent it. */
export interface MockRequest<E> {
  params: PathParams<E>;
  query: URLSearchParams;
  body: BodyInput<E>;
  request: Request;
}

/** A domain failure the endpoint declares, answered instead of its data. */
export class MockFailure<F extends string = string> {
  constructor(
    readonly type: F,
    readonly message?: string,
    readonly status = 422,
  ) {}
}

/** The endpoint's data: for a paged list all rows (the mock answers the page asked for), a `Response` for a file. */
export type MockData<E> = E extends { binary: true } ? Response : DataOf<E>;

type Answer<E> = MockData<E> | MockFailure<Extract<FailureOf<E>, string>> | Response;

export type MockHandler<E> = (request: MockRequest<E>) => Answer<E> | Promise<Answer<E>>;

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/** Answers `failure(…)` for one of the failures the endpoint declares. */
export const mockFailure = <F extends string>(type: F, message?: string, status?: number) => new MockFailure(type, message, status);

/** An answer as the server gives it for an unexpected error (500), for the error states of pages. */
export const mockServerError = () =>
  HttpResponse.json(
    { type: 'UnexpectedError', errorCode: 'UnexpectedError', fallbackMessage: 'Ein unerwarteter Fehler ist aufgetreten.', stackTrace: null },
    { status: 500 },
  );

/** A refusal outside the endpoint's domain failures (401 without a session, 429, a 400 with field errors). */
export const mockExpectedError = (status: number, errorCode: string, fallbackMessage: string, fieldErrors?: readonly { path: string; message: string }[]) =>
  HttpResponse.json({ type: 'ExpectedError', errorCode, fallbackMessage, ...(fieldErrors ? { fieldErrors } : {}) }, { status });

/** One page of `rows` as the server pages a list (`pageIndex`, `pageSize` of the query). */
function pageOf(rows: readonly unknown[], query: URLSearchParams) {
  const pageIndex = Number(query.get('pageIndex') ?? 0);
  const pageSize = Number(query.get('pageSize') ?? 20);
  const paginationInfo: PaginationInfo = {
    pageIndex,
    pageSize,
    pageCount: Math.ceil(rows.length / pageSize),
    filteredElementsCount: rows.length,
    totalElementsCount: rows.length,
  };
  return { type: 'success', data: rows.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize), paginationInfo };
}

/**
 * One page of a list as the server answers it, with the pagination the test names (`pageCount: 2`
 * to show a pager over `rows`); the rows are sent as given.
 */
export const mockPage = (rows: readonly unknown[], paginationInfo: Partial<PaginationInfo> = {}) =>
  HttpResponse.json({
    type: 'success',
    data: rows,
    paginationInfo: { pageIndex: 0, pageSize: 20, pageCount: 1, filteredElementsCount: rows.length, totalElementsCount: rows.length, ...paginationInfo },
  });

/** A file as the server sends it, offered for download under `fileName`. */
export const mockFile = (body: string, contentType: string, fileName: string) =>
  new Response(new Blob([body], { type: contentType }), {
    headers: { 'content-type': contentType, 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}` },
  });

/** A PDF as the server sends it. */
export const mockPdf = (fileName = 'Angebot.pdf') => mockFile('%PDF-1.7 Angebot', 'application/pdf', fileName);

async function bodyOf(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'DELETE') return undefined;
  return (request.headers.get('content-type') ?? '').includes('json') ? request.json() : request.blob();
}

/**
 * A mock of one endpoint of the contract for MSW: the handler's answer is checked against the
 * endpoint's data type and its declared failures, and sent in the contract's envelope.
 *
 *   mockEndpoint(customerEndpoints.get, ({ params }) => customers.find((c) => c.id === params.id) ?? mockFailure('failure/NotFound'))
 */
export function mockEndpoint<E extends Endpoint>(endpoint: E, handler: MockHandler<E>): HttpHandler {
  return METHODS[endpoint.method](`*${endpoint.path}`, async ({ request, params }) => {
    const query = new URL(request.url).searchParams;
    const body = (await bodyOf(request.clone())) as BodyInput<E>;
    const answer = await handler({ params: params as unknown as PathParams<E>, query, body, request });
    if (answer instanceof Response) return answer;
    if (answer instanceof MockFailure) {
      return HttpResponse.json({ type: answer.type, message: answer.message }, { status: answer.status });
    }
    if (endpoint.paged) return HttpResponse.json(pageOf(answer as readonly unknown[], query));
    return HttpResponse.json({ type: 'success', data: answer });
  });
}
