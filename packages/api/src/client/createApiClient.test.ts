import * as v from 'valibot';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { authEndpoints } from '../auth/endpoints';
import { endpoint } from '../endpoint';
import { PROTOCOL_VERSION } from '../protocol';
import { createApiClient } from './createApiClient';
import { ApiError, NetworkError } from './errors';
import type { TokenStore } from './tokenStore';

interface Customer {
  id: string;
  name: string;
  createdAt: Date;
}

const customers = {
  get: endpoint<Customer>()({ method: 'GET', path: '/api/customers/:id', failures: ['failure/NotFound'] }),
  list: endpoint<Customer[]>()({
    method: 'GET',
    path: '/api/customers',
    paged: true,
    query: v.object({ pageIndex: v.number(), anyText: v.optional(v.string()) }),
  }),
  put: endpoint<null>()({ method: 'PUT', path: '/api/customers/:id', body: v.object({ name: v.string() }) }),
  pdf: endpoint<Blob>()({ method: 'GET', path: '/api/customers/:id/pdf', binary: true }),
};

function memoryTokenStore(accessToken: string | null, refreshToken: string | null): TokenStore {
  const tokens = { accessToken, refreshToken };
  return {
    getAccessToken: () => tokens.accessToken,
    getRefreshToken: () => tokens.refreshToken,
    setTokens: (next) => Object.assign(tokens, next),
    clear: () => Object.assign(tokens, { accessToken: null, refreshToken: null }),
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const unauthorized = () =>
  json(401, { type: 'ExpectedError', errorCode: 'AUTH-401', fallbackMessage: 'Unauthorized' });

type Handler = (request: Request) => Response | Promise<Response>;

/** A fake `fetch` that records every request and answers with `handler`. */
function fakeFetch(handler: Handler) {
  const requests: Request[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://test'), init);
    requests.push(request);
    return handler(request);
  });
  return { fetch: fetchFn as unknown as typeof fetch, requests };
}

const bearer = (request: Request) => request.headers.get('Authorization');
const pathOf = (request: Request) => new URL(request.url).pathname;

function clientWith(handler: Handler, tokenStore = memoryTokenStore('old-access', 'old-refresh')) {
  const fake = fakeFetch(handler);
  const onVersionMismatch = vi.fn();
  const client = createApiClient({
    tokenStore,
    clientId: 'client-1',
    featureFlags: ['beta-editor', 'pv'],
    onVersionMismatch,
    fetch: fake.fetch,
  });
  return { client, tokenStore, requests: fake.requests, onVersionMismatch };
}

const customer = { id: 'c1', name: 'Müller', createdAt: '2026-11-22T10:00:00.000Z' };

describe('createApiClient', () => {
  it('sends the protocol headers, a fresh request id per call and the access token', async () => {
    const { client, requests } = clientWith(() => json(200, { type: 'success', data: customer }));

    await client.call(customers.get, { params: { id: 'c1' } });
    await client.call(customers.get, { params: { id: 'c1' } });

    const [first, second] = requests;
    expect(bearer(first!)).toBe('Bearer old-access');
    expect(first!.headers.get('X-Protocol-Version')).toBe(PROTOCOL_VERSION);
    expect(first!.headers.get('X-Client-Id')).toBe('client-1');
    expect(first!.headers.get('Feature-Flags')).toBe('beta-editor,pv');
    expect(first!.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(first!.headers.get('X-Request-Id')).not.toBe(second!.headers.get('X-Request-Id'));
  });

  it('leaves out Authorization without a token and Feature-Flags when none are configured', async () => {
    const fake = fakeFetch(() => json(200, { type: 'success', data: customer }));
    const client = createApiClient({ tokenStore: memoryTokenStore(null, null), clientId: 'c', fetch: fake.fetch });

    await client.call(customers.get, { params: { id: 'c1' } });

    expect(fake.requests[0]!.headers.has('Authorization')).toBe(false);
    expect(fake.requests[0]!.headers.has('Feature-Flags')).toBe(false);
  });

  it('encodes path parameters and builds the query without undefined values', async () => {
    const { client, requests } = clientWith(() => json(200, { type: 'success', data: customer }));

    await client.call(customers.get, { params: { id: 'a/b c' } });
    await client.call(customers.list, { query: { pageIndex: 2, anyText: undefined } });
    await client.call(customers.list, { query: { pageIndex: 0, anyText: 'Müller & Söhne' } });

    expect(requests[0]!.url).toBe('http://test/api/customers/a%2Fb%20c');
    expect(requests[1]!.url).toBe('http://test/api/customers?pageIndex=2');
    expect(new URL(requests[2]!.url).searchParams.get('anyText')).toBe('Müller & Söhne');
  });

  it('sends the body as JSON', async () => {
    const { client, requests } = clientWith(() => json(200, { type: 'success', data: null }));

    await client.call(customers.put, { params: { id: 'c1' }, body: { name: 'Schmidt' } });

    expect(requests[0]!.method).toBe('PUT');
    expect(requests[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(await requests[0]!.json()).toEqual({ name: 'Schmidt' });
  });

  it('turns ISO timestamps into dates but keeps plain dates and numbers', async () => {
    const { client } = clientWith(() =>
      json(200, { type: 'success', data: { ...customer, birthday: '1980-05-01', zip: '12345', count: 3 } }),
    );

    const result = await client.call(customers.get, { params: { id: 'c1' } });

    if (result.type !== 'success') throw new Error('expected a success');
    const data = result.data as unknown as Record<string, unknown>;
    expect(data.createdAt).toEqual(new Date('2026-11-22T10:00:00.000Z'));
    expect(data.birthday).toBe('1980-05-01');
    expect(data.zip).toBe('12345');
    expect(data.count).toBe(3);
  });

  it('returns the pagination info of paged lists', async () => {
    const paginationInfo = { pageIndex: 0, pageSize: 10, pageCount: 1, filteredElementsCount: 1, totalElementsCount: 1 };
    const { client } = clientWith(() => json(200, { type: 'success', data: [customer], paginationInfo }));

    const result = await client.call(customers.list, { query: { pageIndex: 0 } });

    expect(result.paginationInfo).toEqual(paginationInfo);
    expect(result.data).toHaveLength(1);
  });

  it('returns domain failures as values', async () => {
    const { client } = clientWith(() => json(404, { type: 'failure/NotFound', message: 'Kunde nicht gefunden.' }));

    const result = await client.call(customers.get, { params: { id: 'c1' } });

    expect(result).toEqual({ type: 'failure/NotFound', message: 'Kunde nicht gefunden.' });
  });

  it('throws error answers as ApiError', async () => {
    const body = { type: 'UnexpectedError', errorCode: 'E500', fallbackMessage: 'Boom', stackTrace: 'at x' };
    const { client } = clientWith(() => json(500, body));

    const error = await client.call(customers.get, { params: { id: 'c1' } }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, body, isVersionMismatch: false });
  });

  it('throws an ApiError for an answer that is not an envelope', async () => {
    const { client } = clientWith(() => new Response('<html>Bad Gateway</html>', { status: 502 }));

    const error = await client.call(customers.get, { params: { id: 'c1' } }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, body: { type: 'UnexpectedError', errorCode: 'HTTP-502' } });
  });

  it('marks CVE error codes as version mismatch and reports them', async () => {
    const body = { type: 'ExpectedError', errorCode: 'CVE-ProtocolVersionMismatch', fallbackMessage: 'Neue Version' };
    const { client, onVersionMismatch } = clientWith(() => json(400, body));

    const error = await client.call(customers.get, { params: { id: 'c1' } }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isVersionMismatch).toBe(true);
    expect(onVersionMismatch).toHaveBeenCalledWith(error);
  });

  it('throws NetworkError when fetch rejects', async () => {
    const { client } = clientWith(() => {
      throw new TypeError('Failed to fetch');
    });

    const error = await client.call(customers.get, { params: { id: 'c1' } }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).cause).toBeInstanceOf(TypeError);
  });

  it('passes an abort through unchanged', async () => {
    const { client } = clientWith((request) => {
      throw request.signal.reason;
    });
    const controller = new AbortController();
    controller.abort();

    const error = await client.call(customers.get, { params: { id: 'c1' }, signal: controller.signal }).catch((e: unknown) => e);

    expect(error).not.toBeInstanceOf(NetworkError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('types arguments and results from the endpoint', async () => {
    const { client } = clientWith(() => json(200, { type: 'success', data: customer }));

    // @ts-expect-error the id path parameter is required
    await expect(client.call(customers.get)).rejects.toThrow('Missing path parameter "id"');
    const result = await client.call(customers.get, { params: { id: 'c1' } });

    expectTypeOf(result.type).toEqualTypeOf<'success' | 'failure/NotFound'>();
    if (result.type === 'success') expectTypeOf(result.data).toEqualTypeOf<Customer>();
  });

  describe('binary endpoints', () => {
    it('answers a Blob', async () => {
      const { client } = clientWith(() => new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }));

      const result = await client.call(customers.pdf, { params: { id: 'c1' } });

      expect(result.data).toBeInstanceOf(Blob);
      expect(await result.data.text()).toBe('%PDF-1.7');
    });

    it('answers the file name the server offers in Content-Disposition', async () => {
      const { client } = clientWith(
        () =>
          new Response('%PDF-1.7', {
            headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': "attachment; filename*=UTF-8''Angebot-M%C3%BCller.pdf" },
          }),
      );

      const result = await client.call(customers.pdf, { params: { id: 'c1' } });

      expect(result).toMatchObject({ type: 'success', fileName: 'Angebot-Müller.pdf' });
      expectTypeOf(result.fileName).toEqualTypeOf<string | undefined>();
    });

    it('answers no file name when the server names none', async () => {
      const { client } = clientWith(() => new Response('x', { headers: { 'Content-Type': 'image/png', 'Content-Disposition': 'attachment' } }));

      const result = await client.call(customers.pdf, { params: { id: 'c1' } });

      expect(result).not.toHaveProperty('fileName');
    });

    it('throws an error JSON inside the blob as ApiError', async () => {
      const body = { type: 'UnexpectedError', errorCode: 'E500', fallbackMessage: 'PDF failed' };
      const { client } = clientWith(
        () => new Response(JSON.stringify(body), { status: 500, headers: { 'Content-Type': 'application/octet-stream' } }),
      );

      const error = await client.call(customers.pdf, { params: { id: 'c1' } }).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).body).toEqual(body);
    });
  });

  describe('401 handling', () => {
    const newTokens = { jwsTokens: { accessToken: 'new-access', refreshToken: 'new-refresh' } };

    it('lets concurrent 401s share exactly one refresh, then retries each once', async () => {
      const { client, tokenStore, requests } = clientWith(async (request) => {
        if (pathOf(request) === authEndpoints.refreshAccessToken.path) {
          await new Promise((resolve) => setTimeout(resolve, 10));
          return json(200, { type: 'success', data: newTokens });
        }
        return bearer(request) === 'Bearer new-access'
          ? json(200, { type: 'success', data: customer })
          : unauthorized();
      });

      const results = await Promise.all([
        client.call(customers.get, { params: { id: 'c1' } }),
        client.call(customers.get, { params: { id: 'c2' } }),
        client.call(customers.get, { params: { id: 'c3' } }),
      ]);

      expect(results.map((result) => result.type)).toEqual(['success', 'success', 'success']);
      const refreshCalls = requests.filter((request) => pathOf(request) === '/api/auth/refresh-access-token');
      expect(refreshCalls).toHaveLength(1);
      expect(refreshCalls[0]!.method).toBe('POST');
      expect(bearer(refreshCalls[0]!)).toBe('Bearer old-refresh');
      expect(tokenStore.getAccessToken()).toBe('new-access');
      expect(tokenStore.getRefreshToken()).toBe('new-refresh');
      expect(requests).toHaveLength(7);
    });

    it('clears both tokens and throws the original 401 when the refresh fails, without retrying the refresh', async () => {
      const { client, tokenStore, requests } = clientWith(() => unauthorized());

      const error = await client.call(customers.get, { params: { id: 'c1' } }).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(401);
      expect(requests.map(pathOf)).toEqual(['/api/customers/c1', '/api/auth/refresh-access-token']);
      expect(tokenStore.getAccessToken()).toBeNull();
      expect(tokenStore.getRefreshToken()).toBeNull();
    });

    it('clears the tokens when the refresh call cannot reach the server', async () => {
      const { client, tokenStore } = clientWith((request) => {
        if (pathOf(request) === authEndpoints.refreshAccessToken.path) throw new TypeError('Failed to fetch');
        return unauthorized();
      });

      await expect(client.call(customers.get, { params: { id: 'c1' } })).rejects.toMatchObject({ status: 401 });
      expect(tokenStore.getAccessToken()).toBeNull();
    });

    it('does not call the server to refresh without a refresh token', async () => {
      const { client, requests } = clientWith(() => unauthorized(), memoryTokenStore('old-access', null));

      await expect(client.call(customers.get, { params: { id: 'c1' } })).rejects.toBeInstanceOf(ApiError);
      expect(requests).toHaveLength(1);
    });

    it('retries without refreshing when another request already renewed the token', async () => {
      const tokenStore = memoryTokenStore('old-access', 'old-refresh');
      const { client, requests } = clientWith((request) => {
        if (bearer(request) === 'Bearer old-access') {
          tokenStore.setTokens(newTokens.jwsTokens);
          return unauthorized();
        }
        return json(200, { type: 'success', data: customer });
      }, tokenStore);

      const result = await client.call(customers.get, { params: { id: 'c1' } });

      expect(result.type).toBe('success');
      expect(requests.map(pathOf)).toEqual(['/api/customers/c1', '/api/customers/c1']);
    });

    it('never refreshes for public endpoints', async () => {
      const { client, requests } = clientWith(() => unauthorized());

      await expect(
        client.call(authEndpoints.login, { body: { loginName: 'a', password: 'b' } }),
      ).rejects.toMatchObject({ status: 401 });
      expect(requests).toHaveLength(1);
    });

    it('sends the refresh token as bearer for refresh endpoints and never refreshes for them', async () => {
      const { client, requests, tokenStore } = clientWith(() => unauthorized());

      await expect(client.call(authEndpoints.logout)).rejects.toMatchObject({ status: 401 });
      expect(requests).toHaveLength(1);
      expect(bearer(requests[0]!)).toBe('Bearer old-refresh');
      expect(tokenStore.getAccessToken()).toBe('old-access');
    });
  });
});
