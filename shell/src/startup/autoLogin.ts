import { authEndpoints, type AutoLoginCredentials } from '@planner/api';
import { apiClient, hasTokensAtom, signIn, store } from '@planner/platform';

export class AutoLoginError extends Error {
  constructor(loginName: string) {
    super(`Automatische Anmeldung als "${loginName}" fehlgeschlagen: Benutzername oder Passwort ist falsch.`);
    this.name = 'AutoLoginError';
  }
}

/** Signs in with the configured credentials unless a session exists; bad credentials fail loudly. */
export async function autoLogin(credentials: AutoLoginCredentials): Promise<void> {
  if (store.get(hasTokensAtom)) return;
  let tokens;
  try {
    tokens = (await apiClient.call(authEndpoints.login, { body: credentials })).data.jwsTokens;
  } catch {
    throw new AutoLoginError(credentials.loginName);
  }
  await signIn(tokens);
}
