import { createApiClient } from '@planner/api';
import type { ApiResult, CallArgs, Endpoint } from '@planner/api';
import { loadClientId } from './clientId';
import { reportError } from './errorBus';
import { tokenStore } from './tokenStore';

/** The configured API client of the app (same origin, tokens in `localStorage`). */
export const apiClient = createApiClient({
  tokenStore,
  clientId: loadClientId(),
  onVersionMismatch: reportError,
});

/** `apiClient.call` for generic code, where TypeScript cannot resolve the argument tuple. */
export function callEndpoint<E extends Endpoint>(endpoint: E, args: CallArgs<E>): Promise<ApiResult<E>> {
  const call = apiClient.call as (endpoint: E, args: CallArgs<E>) => Promise<ApiResult<E>>;
  return call(endpoint, args);
}
