import type { JwsTokens } from '@planner/api';
import type { Db } from '../db/database';
import { asSystem } from '../db/scopes';
import { checkPasswordAttempt } from './passwordAttempt';
import { settleSuccessfulLogin } from './rateLimit';
import { findUserByLoginName } from './repository';
import { startSession, type SessionStart } from './sessions';
import type { TokenService } from './tokens';

export type SignInResult = { outcome: 'throttled' } | { outcome: 'wrong' } | { outcome: 'signed-in'; jwsTokens: JwsTokens };

/** Checks a login name and password under the sign-in limits and starts a session when they match. */
export async function signIn(
  db: Db,
  tokens: TokenService,
  attempt: { loginName: string; password: string; ip: string; start: SessionStart },
): Promise<SignInResult> {
  const user = await asSystem(db, (trx) => findUserByLoginName(trx, attempt.loginName));
  const result = await checkPasswordAttempt(db, attempt, user?.passwordHash ?? null);
  if (result === 'throttled') return { outcome: 'throttled' };
  if (result === 'wrong' || !user) return { outcome: 'wrong' };
  const jwsTokens = await asSystem(db, async (trx) => {
    await settleSuccessfulLogin(trx, attempt.loginName, attempt.ip);
    return startSession(trx, tokens, { tenantId: user.tenantId, userId: user.userId }, attempt.start);
  });
  return { outcome: 'signed-in', jwsTokens };
}
