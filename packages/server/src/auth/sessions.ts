import { randomUUID } from 'node:crypto';
import type { JwsTokens } from '@planner/api';
import type { SystemTransaction } from '../db/scopes';
import {
  findRefreshTokenForUpdate,
  insertRefreshToken,
  markRefreshTokenUsed,
  revokeTokenFamily,
  stampSignIn,
} from './repository';
import {
  hashRefreshToken,
  newRefreshToken,
  REFRESH_TOKEN_LIFETIME_MS,
  type AccessClaims,
  type TokenService,
} from './tokens';

type SessionUser = Omit<AccessClaims, 'sessionId'>;

/** The browser's description of itself, kept shortened with the session for the user's device list. */
const USER_AGENT_KEPT_CHARACTERS = 300;

export const sessionStartOf = (request: { headers: { 'user-agent'?: string | undefined } }): SessionStart => ({
  userAgent: (request.headers['user-agent'] ?? '').slice(0, USER_AGENT_KEPT_CHARACTERS),
});

export interface SessionStart {
  userAgent: string;
}

/** Signs a user in: a new session (refresh-token family) and the user's last sign-in is now. */
export async function startSession(
  trx: SystemTransaction,
  tokens: TokenService,
  user: SessionUser,
  start: SessionStart,
): Promise<JwsTokens> {
  await stampSignIn(trx, user.userId);
  return issueTokens(trx, tokens, user, randomUUID(), start.userAgent);
}

/** Issues an access token and a refresh token of the family `familyId`; the family is the session. */
async function issueTokens(
  trx: SystemTransaction,
  tokens: TokenService,
  user: SessionUser,
  familyId: string,
  userAgent: string,
): Promise<JwsTokens> {
  const refresh = newRefreshToken();
  await insertRefreshToken(trx, {
    ...user,
    familyId,
    tokenHash: refresh.hash,
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_LIFETIME_MS),
    userAgent,
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
  const user = { userId: stored.userId, tenantId: stored.tenantId };
  const renewed = await issueTokens(trx, tokens, user, stored.familyId, stored.userAgent);
  return { renewed };
}

/** Revokes the family of a refresh token; answers the ended session, `null` when the token is unknown. */
export async function endSession(trx: SystemTransaction, refreshToken: string): Promise<string | null> {
  const stored = await findRefreshTokenForUpdate(trx, hashRefreshToken(refreshToken));
  if (!stored) return null;
  await revokeTokenFamily(trx, stored.familyId);
  return stored.familyId;
}
