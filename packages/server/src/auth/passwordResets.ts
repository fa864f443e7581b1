import { PASSWORD_RESET_VALID_MINUTES } from '@planner/api';
import { sql } from 'kysely';
import type { SystemTransaction, TenantTransaction } from '../db/scopes';
import { sha256Hex } from '../storage/sha256';
import { newLinkToken } from './linkTokens';
import { revokeAllTokenFamilies, updatePasswordHash } from './repository';
import './tables';

export interface IssuedReset {
  token: string;
  expiresAt: Date;
}

/** A new single-use reset link for an active user; earlier ones stay valid until used or expired. */
export async function issuePasswordReset(
  trx: TenantTransaction | SystemTransaction,
  user: { tenantId: string; userId: string },
): Promise<IssuedReset> {
  const { token, tokenSha256 } = newLinkToken();
  const expiresAt = new Date(Date.now() + PASSWORD_RESET_VALID_MINUTES * 60_000);
  await trx
    .insertInto('password_resets')
    .values({ tenant_id: user.tenantId, user_id: user.userId, token_sha256: tokenSha256, expires_at: expiresAt })
    .execute();
  return { token, expiresAt };
}

/** The unused, unexpired reset of `token` of an active user; the row is locked with `forUpdate`. */
function usableReset(trx: SystemTransaction, token: string) {
  return trx
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select(['password_resets.id', 'password_resets.tenant_id as tenantId', 'password_resets.user_id as userId', 'users.email'])
    .where('password_resets.token_sha256', '=', sha256Hex(token))
    .where('password_resets.used_at', 'is', null)
    .where('password_resets.expires_at', '>', sql<Date>`now()`)
    .where('users.status', '=', 'Active');
}

export function findUsablePasswordReset(trx: SystemTransaction, token: string) {
  return usableReset(trx, token).executeTakeFirst();
}

/**
 * Sets the new password through a reset link, once: the link and every other open link of the
 * user are used up, and every session of the user ends. Answers the user and the ended sessions,
 * `undefined` when the link cannot be used (unknown, used, expired, user deactivated).
 */
export async function usePasswordReset(trx: SystemTransaction, token: string, passwordHash: string) {
  const reset = await usableReset(trx, token).forUpdate('password_resets').executeTakeFirst();
  if (!reset) return undefined;
  await trx
    .updateTable('password_resets')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', reset.userId)
    .where('used_at', 'is', null)
    .execute();
  await updatePasswordHash(trx, reset.userId, passwordHash);
  const endedSessions = await revokeAllTokenFamilies(trx, reset.userId);
  return { tenantId: reset.tenantId, userId: reset.userId, endedSessions };
}
