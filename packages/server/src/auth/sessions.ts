import { randomUUID } from 'node:crypto';
import type { JwsTokens } from '@planner/api';
import type { SystemTransaction } from '../db/scopes';
import {
  findRefreshTokenForUpdate,
  insertRefreshToken,
  markRefreshTokenUsed,
  revokeTokenFamily,
} from './repository';
import {
  hashRefreshToken,
  newRefreshToken,
  REFRESH_TOKEN_LIFETIME_MS,
  type AccessClaims,
  type TokenService,
} from './tokens';

/** Issues an access token and a refresh token; the refresh token joins `familyId` or starts a family. */
export async function startSession(
  trx: SystemTransaction,
  tokens: TokenService,
  claims: AccessClaims,
  familyId: string = randomUUID(),
): Promise<JwsTokens> {
  const refresh = newRefreshToken();
  await insertRefreshToken(trx, {
    ...claims,
    familyId,
    tokenHash: refresh.hash,
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_LIFETIME_MS),
  });
  return { accessToken: await tokens.issueAccessToken(claims), refreshToken: refresh.token };
}

/**
 * Exchanges a refresh token for a new pair in the same family. A token that was already
 * used has leaked or been replayed: the whole family is revoked and `null` answered.
 */
export async function rotateSession(
  trx: SystemTransaction,
  tokens: TokenService,
  refreshToken: string,
): Promise<JwsTokens | null> {
  const stored = await findRefreshTokenForUpdate(trx, hashRefreshToken(refreshToken));
  if (!stored || stored.revokedAt !== null || stored.expiresAt.getTime() <= Date.now()) return null;
  if (stored.usedAt !== null) {
    await revokeTokenFamily(trx, stored.familyId);
    return null;
  }
  await markRefreshTokenUsed(trx, stored.id);
  return startSession(trx, tokens, { userId: stored.userId, tenantId: stored.tenantId }, stored.familyId);
}

/** Revokes the family of a refresh token; `false` when the token is unknown. */
export async function endSession(trx: SystemTransaction, refreshToken: string): Promise<boolean> {
  const stored = await findRefreshTokenForUpdate(trx, hashRefreshToken(refreshToken));
  if (!stored) return false;
  await revokeTokenFamily(trx, stored.familyId);
  return true;
}
