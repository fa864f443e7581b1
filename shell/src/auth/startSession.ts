import type { JwsTokens } from '@planner/api';
import { hasTokensAtom, signIn, signOut, store } from '@planner/platform';

/**
 * Signs in with the tokens an invitation or a password reset answered. A session this browser
 * held before ends first, and the app loads afresh, so nothing of the previous user stays.
 */
export async function startSession(tokens: JwsTokens): Promise<void> {
  if (store.get(hasTokensAtom)) await signOut();
  await signIn(tokens);
  window.location.assign('/');
}
