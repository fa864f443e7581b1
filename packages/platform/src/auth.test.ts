import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from './auth';
import { queryClient } from './queryClient';
import { store } from './store';
import { hasTokensAtom } from './tokenStore';

const tokens = { accessToken: 'access', refreshToken: 'refresh' };

describe('session', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    queryClient.clear();
  });

  it('signIn stores both tokens and marks the session present', async () => {
    await signIn(tokens);

    expect(localStorage.getItem('access-token')).toBe('access');
    expect(localStorage.getItem('refresh-token')).toBe('refresh');
    expect(store.get(hasTokensAtom)).toBe(true);
  });

  it('signOut revokes the refresh token, clears both tokens and the query cache', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ type: 'success', data: null }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await signIn(tokens);
    queryClient.setQueryData(['/api/customers', null, null], { type: 'success', data: [] });

    await signOut();

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/logout');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer refresh');
    expect(localStorage.getItem('access-token')).toBeNull();
    expect(localStorage.getItem('refresh-token')).toBeNull();
    expect(store.get(hasTokensAtom)).toBe(false);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('signOut ends the local session when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await signIn(tokens);

    await signOut();

    expect(localStorage.getItem('refresh-token')).toBeNull();
    expect(store.get(hasTokensAtom)).toBe(false);
  });
});
