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
  it('signs in with the configured credentials', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { type: 'success', data: { jwsTokens: { accessToken: 'a', refreshToken: 'r' } } })),
    );
    await autoLogin({ loginName: 'demo@meisterplaner.de', password: 'richtig' });
    expect(store.get(hasTokensAtom)).toBe(true);
    expect(window.localStorage.getItem('access-token')).toBe('a');
  });

  it('fails loudly when the credentials are wrong', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(401, { type: 'ExpectedError', errorCode: 'InvalidCredentials', fallbackMessage: 'Ungültig' }),
      ),
    );
    await expect(autoLogin({ loginName: 'demo@meisterplaner.de', password: 'falsch' })).rejects.toThrow(AutoLoginError);
    await expect(autoLogin({ loginName: 'demo@meisterplaner.de', password: 'falsch' })).rejects.toThrow(
      'Automatische Anmeldung als "demo@meisterplaner.de" fehlgeschlagen',
    );
    expect(store.get(hasTokensAtom)).toBe(false);
  });
});
