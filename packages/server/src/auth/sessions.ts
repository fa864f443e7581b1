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

type SessionUser = Omit<AccessClaims, 'sessionId'>;

/**
 * Issues an access token and a refresh token; the refresh token joins the family `familyId`
 * or starts one. The family is the session: the access token carries its id.
 */
export async function startSession(
  trx: SystemTransaction,
  tokens: TokenService,
  user: SessionUser,
  familyId: string = randomUUID(),
): Promise<JwsTokens> {
  const refresh = newRefreshToken();
  await insertRefreshToken(trx, {
    ...user,
    familyId,
    tokenHash: refresh.hash,
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_LIFETIME_MS),
  });
  return { accessToken: await tokens.issueAccessToken({ ...user, sessionId: familyId }), refreshToken: refresh.token };
}

export type Rotation = { renewed: JwsTokens } | { renewed: null; endedSessionId: string | null };

/**
 * Exchanges a refresh token for a new pair in the same family. A token that was already
 * used has leaked or been replayed: the whole family, the session, is revoked.
 */
export async function rotateSession(trx: SystemTransaction, tokens: TokenService, refreshToken: string): Promise<Rotation> {
  const stored = await findRefreshTokenForUpdate(trx, hashRefreshToken(refreshToken));
  if (!stored || stored.revokedAt !== null || stored.expiresAt.getTime() <= Date.now()) {
    return { renewed: null, endedSessionId: null };
  }
  if (stored.usedAt !== null) {
    await revokeTokenFamily(trx, stored.familyId);
    return { renewed: null, endedSessionId: stored.familyId };
  }
  await markRefreshTokenUsed(trx, stored.id);
  const renewed = await startSession(trx, tokens, { userId: stored.userId, tenantId: stored.tenantId }, stored.familyId);
  return { renewed };
}

/** Revokes the family of a refresh token; answers the ended session, `null` when the token is unknown. */
export async function endSession(trx: SystemTransaction, refreshToken: string): Promise<string | null> {
  const stored = await findRefreshTokenForUpdate(trx, hashRefreshToken(refreshToken));
  if (!stored) return null;
  await revokeTokenFamily(trx, stored.familyId);
  return stored.familyId;
}
