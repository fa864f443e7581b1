import { ApiError, authEndpoints, NetworkError } from '@planner/api';
import type { ErrorBody } from '@planner/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isForbidden, retryQuery, throwMutationError, throwQueryError } from './errorPolicy';
import { hostPageMessages } from './pageMessages';
import { queryClient } from './queryClient';
import { endpointQueryKey } from './queryKeys';

const apiError = (status: number, overrides: Partial<ErrorBody> = {}) =>
  new ApiError(status, { type: 'ExpectedError', errorCode: `E-${status}`, fallbackMessage: '', ...overrides });

const PLAN_MISSING = 'Nur Inhaber und Planer dürfen Kunden, Projekte, Angebote und Rechnungen ändern.';
const forbidden = () => apiError(403, { errorCode: 'Forbidden', fallbackMessage: PLAN_MISSING });

describe('retry policy', () => {
  it.each([400, 401, 403, 404, 409, 422])('does not retry an ApiError %i', (status) => {
    expect(retryQuery(0, apiError(status))).toBe(false);
  });

  it('does not retry a version mismatch', () => {
    expect(retryQuery(0, apiError(400, { errorCode: 'CVE-ProtocolVersionMismatch' }))).toBe(false);
  });

  it('retries network errors and gateway or overload answers once', () => {
    for (const error of [new NetworkError(new TypeError('Failed to fetch')), apiError(502), apiError(503), apiError(504)]) {
      expect([0, 1].map((failureCount) => retryQuery(failureCount, error))).toEqual([true, false]);
    }
  });

  it('does not retry a server fault, so its error page shows at once', () => {
    expect(retryQuery(0, apiError(500, { type: 'UnexpectedError' }))).toBe(false);
  });

  it('does not retry programming errors', () => {
    expect(retryQuery(0, new TypeError('x is undefined'))).toBe(false);
  });

  it('never retries the current-user query', () => {
    const defaults = queryClient.defaultQueryOptions({ queryKey: endpointQueryKey(authEndpoints.me, {}) });
    expect(defaults.retry).toBe(false);
  });

  it('uses the policy for all other queries', () => {
    const defaults = queryClient.defaultQueryOptions({ queryKey: ['/api/customers', null, null] });
    expect(defaults.retry).toBe(retryQuery);
    expect(defaults.retryDelay).toBe(500);
    expect(defaults.staleTime).toBe(0);
  });
});

describe('throwing to the error boundary', () => {
  it('throws query errors except a 401 and a 403', () => {
    expect(throwQueryError(apiError(500))).toBe(true);
    expect(throwQueryError(apiError(404))).toBe(true);
    expect(throwQueryError(new NetworkError(new Error('offline')))).toBe(true);
    expect(throwQueryError(apiError(401))).toBe(false);
    expect(throwQueryError(forbidden())).toBe(false);
  });

  it('throws mutation errors except a 401, a 403 and field errors', () => {
    expect(throwMutationError(apiError(500))).toBe(true);
    expect(throwMutationError(apiError(401))).toBe(false);
    expect(throwMutationError(forbidden())).toBe(false);
    expect(throwMutationError(apiError(400, { fieldErrors: [{ path: 'name', message: 'Darf nicht leer sein' }] }))).toBe(
      false,
    );
  });
});

describe('a refused request', () => {
  afterEach(() => queryClient.clear());

  it('is a 403 answered as an ExpectedError', () => {
    expect(isForbidden(forbidden())).toBe(true);
    expect(isForbidden(apiError(403, { type: 'UnexpectedError' }))).toBe(false);
    expect(isForbidden(apiError(409))).toBe(false);
    expect(isForbidden(new Error('403'))).toBe(false);
  });

  it('shows the server message of a refused mutation once as a toast of the page', async () => {
    const toasts = { error: vi.fn() };
    const withdraw = hostPageMessages(toasts);
    const error = forbidden();
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => Promise.reject(error),
    });

    await expect(mutation.execute(undefined)).rejects.toBe(error);
    await expect(mutation.execute(undefined)).rejects.toBe(error);
    withdraw();

    expect(toasts.error.mock.calls).toEqual([[PLAN_MISSING]]);
  });

  it('shows no toast for other mutation errors', async () => {
    const toasts = { error: vi.fn() };
    const withdraw = hostPageMessages(toasts);
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => Promise.reject(apiError(409)),
    });

    await expect(mutation.execute(undefined)).rejects.toBeInstanceOf(ApiError);
    withdraw();

    expect(toasts.error).not.toHaveBeenCalled();
  });
});
