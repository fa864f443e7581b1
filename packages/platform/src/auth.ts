import { authEndpoints } from '@planner/api';
import type { JwsTokens } from '@planner/api';
import { apiClient } from './apiClient';
import { queryClient } from './queryClient';
import { tokenStore } from './tokenStore';

/** Stores the tokens of a fresh session and loads the current user again. */
export async function signIn(tokens: JwsTokens): Promise<void> {
  tokenStore.setTokens(tokens);
  await queryClient.resetQueries({ queryKey: [authEndpoints.me.path] });
}

/** Ends the session: revokes the refresh token (best effort), forgets the tokens and all cached data. */
export async function signOut(): Promise<void> {
  if (tokenStore.getRefreshToken()) {
    try {
      await apiClient.call(authEndpoints.logout);
    } catch {
      // The server may be unreachable; the local session ends anyway.
    }
  }
  tokenStore.clear();
  queryClient.clear();
}
