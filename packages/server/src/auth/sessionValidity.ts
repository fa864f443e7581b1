import type { Role } from '@planner/api';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/database';
import { asSystem } from '../db/scopes';
import type { AccessContext } from '../http/authentication';
import type { SessionValidity, TokenService } from '../http/services';
import { findSessionRoles } from './repository';

/** How long this instance trusts a session's state and its user's roles before asking the database again. */
const SESSION_TRUSTED_MS = 5_000;
const SESSIONS_KEPT = 10_000;

export type { AccessContext, SessionValidity };

interface KnownSession {
  roles: readonly Role[] | null;
  /** Until when the answer holds; an ended session stays ended. */
  validUntilMs: number;
}

export function createSessionValidity(db: Db): SessionValidity {
  const known = new LRUCache<string, KnownSession>({ max: SESSIONS_KEPT });
  const pending = new Map<string, Promise<readonly Role[] | null>>();
  const remember = (sessionId: string, session: KnownSession) => known.set(sessionId, session);

  const lookUp = async (sessionId: string) => {
    const roles = (await asSystem(db, (trx) => findSessionRoles(trx, sessionId))) ?? null;
    const stillUnended = known.get(sessionId)?.roles !== null;
    if (stillUnended) {
      remember(sessionId, { roles, validUntilMs: roles ? Date.now() + SESSION_TRUSTED_MS : Infinity });
    }
    return stillUnended ? roles : null;
  };

  return {
    async rolesOf(sessionId) {
      const session = known.get(sessionId);
      if (session && Date.now() < session.validUntilMs) return session.roles;
      let lookup = pending.get(sessionId);
      if (!lookup) {
        // Parallel requests of one client share a single query.
        lookup = lookUp(sessionId).finally(() => pending.delete(sessionId));
        pending.set(sessionId, lookup);
      }
      return lookup;
    },
    markEnded(sessionIds) {
      for (const sessionId of sessionIds) remember(sessionId, { roles: null, validUntilMs: Infinity });
    },
    forget(sessionIds) {
      for (const sessionId of sessionIds) {
        if (known.get(sessionId)?.roles !== null) known.delete(sessionId);
      }
    },
  };
}

/** Verifies an access token and that its session is open; adds the roles its user holds now. */
export function createAccessCheck(tokens: TokenService, sessions: SessionValidity) {
  return async (token: string): Promise<AccessContext | null> => {
    const claims = await tokens.verifyAccessToken(token);
    if (!claims) return null;
    const roles = await sessions.rolesOf(claims.sessionId);
    return roles ? { ...claims, roles } : null;
  };
}
