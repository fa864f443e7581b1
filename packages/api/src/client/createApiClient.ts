import { authEndpoints } from '../auth/endpoints';
import type { Endpoint, EndpointAuth } from '../endpoint';
import { PROTOCOL_VERSION } from '../protocol';
import { ApiError, NetworkError } from './errors';
import { readResult } from './readResult';
import type { UntypedResult } from './readResult';
import type { TokenStore } from './tokenStore';
import type { ApiResult, CallArgsParam } from './types';
import { buildUrl } from './url';
import { randomUuid } from './uuid';

export interface ApiClientOptions {
  /** Prefix of every path; empty for the same origin. */
  baseUrl?: string;
  tokenStore: TokenStore;
  /** Identifies this browser installation in the server logs. */
  clientId: string;
  /** Sent comma-separated as `Feature-Flags` when not empty. */
  featureFlags?: readonly string[];
  /** Called before an `ApiError` with a `CVE…` error code is thrown. */
  onVersionMismatch?: (error: ApiError) => void;
  fetch?: typeof fetch;
}

export interface ApiClient {
  /**
   * Calls an endpoint of the contract. Resolves to the success or a declared domain
   * failure; throws `ApiError` for error answers and `NetworkError` when no answer came.
   */
  call<E extends Endpoint>(endpoint: E, ...args: CallArgsParam<E>): Promise<ApiResult<E>>;
}

interface UntypedArgs {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { baseUrl = '', tokenStore, clientId, featureFlags = [], onVersionMismatch } = options;
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  let refreshing: Promise<boolean> | null = null;

  const bearerFor = (auth: EndpointAuth) =>
    auth === 'refresh' ? tokenStore.getRefreshToken() : tokenStore.getAccessToken();

  async function send(endpoint: Endpoint, args: UntypedArgs, bearer: string | null): Promise<Response> {
    const headers = new Headers({
      Accept: endpoint.binary ? '*/*' : 'application/json',
      'X-Protocol-Version': PROTOCOL_VERSION,
      'X-Client-Id': clientId,
      'X-Request-Id': randomUuid(),
    });
    if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
    if (featureFlags.length > 0) headers.set('Feature-Flags', featureFlags.join(','));

    let body: BodyInit | undefined;
    if (args.body instanceof Blob) {
      body = args.body;
      headers.set('Content-Type', args.body.type || 'application/octet-stream');
    } else if (args.body !== undefined) {
      body = JSON.stringify(args.body);
      headers.set('Content-Type', 'application/json');
    }

    const url = buildUrl(baseUrl, endpoint.path, args.params, args.query);
    try {
      return await fetchImpl(url, { method: endpoint.method, headers, body, signal: args.signal });
    } catch (error) {
      // A cancelled request is not a network problem; the caller that aborted handles it.
      if (args.signal?.aborted) throw error;
      throw new NetworkError(error);
    }
  }

  async function refreshTokens(): Promise<boolean> {
    if (tokenStore.getRefreshToken()) {
      try {
        const result = (await callUntyped(authEndpoints.refreshAccessToken, {})) as ApiResult<
          typeof authEndpoints.refreshAccessToken
        >;
        if (result.type === 'success') {
          tokenStore.setTokens(result.data.jwsTokens);
          return true;
        }
      } catch {
        // Any error ends the session below.
      }
    }
    tokenStore.clear();
    return false;
  }

  /** Renews the access token once for all requests that failed with 401 at the same time. */
  function renewAccessToken(rejectedToken: string | null): Promise<boolean> {
    const current = tokenStore.getAccessToken();
    if (current !== null && current !== rejectedToken) return Promise.resolve(true);
    refreshing ??= refreshTokens().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function read(endpoint: Endpoint, response: Response): Promise<UntypedResult> {
    try {
      return await readResult(response, endpoint.binary ?? false);
    } catch (error) {
      if (error instanceof ApiError && error.isVersionMismatch) onVersionMismatch?.(error);
      throw error;
    }
  }

  async function callUntyped(endpoint: Endpoint, args: UntypedArgs): Promise<UntypedResult> {
    const auth = endpoint.auth ?? 'access';
    const bearer = bearerFor(auth);
    const response = await send(endpoint, args, bearer);
    if (response.status === 401 && auth === 'access' && (await renewAccessToken(bearer))) {
      return read(endpoint, await send(endpoint, args, tokenStore.getAccessToken()));
    }
    return read(endpoint, response);
  }

  return {
    call: ((endpoint: Endpoint, args: UntypedArgs = {}) => callUntyped(endpoint, args)) as ApiClient['call'],
  };
}
