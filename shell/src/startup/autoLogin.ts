import { authEndpoints } from '@planner/api';
import { apiClient, hasTokensAtom, signIn, store } from '@planner/platform';

export class AutoLoginError extends Error {
  constructor(reason: string) {
    super(reason.startsWith('Automatische Anmeldung') ? reason : `Automatische Anmeldung fehlgeschlagen: ${reason}`);
    this.name = 'AutoLoginError';
  }
}

/**
 * Asks the server to sign in as its configured auto-login account unless a session exists;
 * the credentials stay on the server. A failure (e.g. wrong configured credentials) is loud.
 */
export async function autoLogin(): Promise<void> {
  if (store.get(hasTokensAtom)) return;
  let tokens;
  try {
    tokens = (await apiClient.call(authEndpoints.autoLogin, {})).data.jwsTokens;
  } catch (error) {
    throw new AutoLoginError(error instanceof Error ? error.message : String(error));
  }
  await signIn(tokens);
}
