import { MAX_PAGE_SIZE } from '@planner/api';
import type { ApiResult, CallArgs, Endpoint } from '@planner/api';
import { callEndpoint } from '../apiClient';

/** First page size of selectors (spec: load 100, then all if there are more). */
export const SELECTOR_PAGE_SIZE = 100;

/**
 * Every item of a paged list: loads 100, and when the list holds more, loads them all
 * with one request of that size.
 */
export async function loadAllItems<E extends Endpoint & { paged: true }>(
  endpoint: E,
  signal?: AbortSignal,
): Promise<ApiResult<E>> {
  const call = (pageSize: number) =>
    callEndpoint(endpoint, { query: { pageIndex: 0, pageSize }, signal } as unknown as CallArgs<E>);
  const first = await call(SELECTOR_PAGE_SIZE);
  if (first.type !== 'success' || !('paginationInfo' in first) || !first.paginationInfo) return first;
  const total = first.paginationInfo.totalElementsCount;
  return total > SELECTOR_PAGE_SIZE ? call(Math.min(total, MAX_PAGE_SIZE)) : first;
}
