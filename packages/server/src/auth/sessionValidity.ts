import { LRUCache } from 'lru-cache';
import type { Db } from '../db/database';
import { asSystem } from '../db/scopes';
import { isSessionActive } from './repository';
import type { AccessClaims, TokenService } from './tokens';

/** How long this instance trusts that a session is still open before asking the database again. */
const ACTIVE_SESSION_TRUSTED_MS = 5_000;
const SESSIONS_KEPT = 10_000;

export interface SessionValidity {
  isActive(sessionId: string): Promise<boolean>;
  /** Ended sessions are refused here at once; other instances notice within a few seconds. */
  markEnded(sessionIds: readonly string[]): void;
}

interface KnownSession {
  active: boolean;
  /** Until when the answer holds; an ended session stays ended. */
  validUntilMs: number;
}

export function createSessionValidity(db: Db): SessionValidity {
  const known = new LRUCache<string, KnownSession>({ max: SESSIONS_KEPT });
  const pending = new Map<string, Promise<boolean>>();
  const remember = (sessionId: string, session: KnownSession) => known.set(sessionId, session);

  const lookUp = async (sessionId: string) => {
    const active = await asSystem(db, (trx) => isSessionActive(trx, sessionId));
    const stillUnended = known.get(sessionId)?.active !== false;
    if (stillUnended) {
      remember(sessionId, { active, validUntilMs: active ? Date.now() + ACTIVE_SESSION_TRUSTED_MS : Infinity });
    }
    return active && stillUnended;
  };

  return {
    async isActive(sessionId) {
      const session = known.get(sessionId);
      if (session && Date.now() < session.validUntilMs) return session.active;
      let lookup = pending.get(sessionId);
      if (!lookup) {
        // Parallel requests of one client share a single query.
        lookup = lookUp(sessionId).finally(() => pending.delete(sessionId));
        pending.set(sessionId, lookup);
      }
      return lookup;
    },
    markEnded(sessionIds) {
      for (const sessionId of sessionIds) remember(sessionId, { active: false, validUntilMs: Infinity });
    },
  };
}

/** Verifies an access token and that its session has not ended. */
export function createAccessCheck(tokens: TokenService, sessions: SessionValidity) {
  return async (token: string): Promise<AccessClaims | null> => {
    const claims = await tokens.verifyAccessToken(token);
    if (!claims) return null;
    return (await sessions.isActive(claims.sessionId)) ? claims : null;
  };
}
