import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../db/database';
import { asSystem } from '../db/scopes';
import { verifyPassword } from './passwords';
import { admitLoginAttempt, forgetOldAttempts } from './rateLimit';

export type PasswordAttemptResult = 'throttled' | 'wrong' | 'right';

/**
 * Checks a password typed for `loginName` from `ip` under the sign-in limits: the attempt is
 * counted before the (slow) check, so parallel guesses cannot slip past the limit, and the
 * name's delay is waited out without holding a database connection. A right password still
 * has to be settled with `settleSuccessfulLogin`, in the transaction that acts on it.
 */
export async function checkPasswordAttempt(
  db: Db,
  attempt: { loginName: string; ip: string; password: string },
  storedHash: string | null,
): Promise<PasswordAttemptResult> {
  const admission = await asSystem(db, (trx) => admitLoginAttempt(trx, attempt.loginName, attempt.ip));
  if (!admission.admitted) return 'throttled';
  if (admission.delayMs > 0) await sleep(admission.delayMs);
  if (await verifyPassword(storedHash, attempt.password)) return 'right';
  await asSystem(db, forgetOldAttempts);
  return 'wrong';
}
