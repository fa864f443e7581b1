import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasTokensAtom, signOut, store } from '@planner/platform';
import { autoLogin, AutoLoginError } from './autoLogin';

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(async () => {
  vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(200, { type: 'success', data: null })));
  await signOut();
  vi.unstubAllGlobals();
});

describe('autoLogin', () => {
  it('asks the server for a session, sending no credentials', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse(200, { type: 'success', data: { jwsTokens: { accessToken: 'a', refreshToken: 'r' } } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await autoLogin();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/auth/auto-login');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(fetchMock.mock.calls[0]?.[1]?.body ?? null).toBeNull();
    expect(store.get(hasTokensAtom)).toBe(true);
    expect(window.localStorage.getItem('access-token')).toBe('a');
  });

  it('fails loudly with the message of the server when the configured credentials are wrong', async () => {
    const message = 'Automatische Anmeldung als "demo@meisterplaner.de" fehlgeschlagen: Benutzername oder Passwort ist falsch.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(500, { type: 'UnexpectedError', errorCode: 'AutoLoginFailed', fallbackMessage: message })),
    );
    await expect(autoLogin()).rejects.toThrow(AutoLoginError);
    await expect(autoLogin()).rejects.toThrow(message);
    expect(store.get(hasTokensAtom)).toBe(false);
  });
});
