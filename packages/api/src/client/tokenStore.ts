import type { JwsTokens } from '../auth/schemas';

export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(tokens: JwsTokens): void;
  clear(): void;
}

export const ACCESS_TOKEN_KEY = 'access-token';
export const REFRESH_TOKEN_KEY = 'refresh-token';

/** Keeps the tokens in `localStorage`, read on every call so other tabs' changes are seen. */
export function localStorageTokenStore(storage: () => Storage = () => localStorage): TokenStore {
  return {
    getAccessToken: () => storage().getItem(ACCESS_TOKEN_KEY),
    getRefreshToken: () => storage().getItem(REFRESH_TOKEN_KEY),
    setTokens: ({ accessToken, refreshToken }) => {
      storage().setItem(ACCESS_TOKEN_KEY, accessToken);
      storage().setItem(REFRESH_TOKEN_KEY, refreshToken);
    },
    clear: () => {
      storage().removeItem(ACCESS_TOKEN_KEY);
      storage().removeItem(REFRESH_TOKEN_KEY);
    },
  };
}
