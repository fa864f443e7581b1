import type { Role } from '@planner/api';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/database';
import type { Notifications } from '../db/notifications';
import { asSystem } from '../db/scopes';
import type { AccessContext } from '../http/authentication';
import type { SessionValidity, TokenService } from '../http/services';
import { findSessionRoles } from './repository';

/**
 * How long this process trusts a session's state and its user's roles before asking the database
 * again, while it hears the other processes' changes; a change whose message was never sent (its
 * process died between commit and message) counts here after this long at the latest.
 */
const SESSION_TRUSTED_MS = 5_000;
const SESSIONS_KEPT = 10_000;
export const SESSION_CHANGES_CHANNEL = 'session_changes';
/** Sessions per message: 100 ids of 36 characters stay well below NOTIFY's 8 000 bytes. */
const SESSIONS_PER_MESSAGE = 100;

interface SessionChange {
  ended?: readonly string[];
  changed?: readonly string[];
}

export type { AccessContext, SessionValidity };

interface KnownSession {
  roles: readonly Role[] | null;
  /** Until when the answer holds; an ended session stays ended. */
  validUntilMs: number;
}

function chunks(ids: readonly string[]): string[][] {
  const parts: string[][] = [];
  for (let start = 0; start < ids.length; start += SESSIONS_PER_MESSAGE) parts.push(ids.slice(start, start + SESSIONS_PER_MESSAGE));
  return parts;
}

/**
 * The sessions' state with the roles of their users, kept in memory for a few seconds; every
 * process hears the others' ends and role changes through `notifications` (ADR 0019) and trusts
 * nothing kept while it cannot hear them.
 */
export function createSessionValidity(db: Db, notifications: Notifications, logger: FastifyBaseLogger): SessionValidity & { close(): void } {
  const known = new LRUCache<string, KnownSession>({ max: SESSIONS_KEPT });
  const pending = new Map<string, Promise<readonly Role[] | null>>();
  // Counts every change heard; a lookup that overlapped one keeps its answer for its own request only.
  let changesHeard = 0;
  const remember = (sessionId: string, session: KnownSession) => known.set(sessionId, session);

  const lookUp = async (sessionId: string) => {
    const changesBefore = changesHeard;
    const roles = (await asSystem(db, (trx) => findSessionRoles(trx, sessionId))) ?? null;
    const stillUnended = known.get(sessionId)?.roles !== null;
    if (stillUnended && changesBefore === changesHeard) {
      remember(sessionId, { roles, validUntilMs: roles ? Date.now() + SESSION_TRUSTED_MS : Infinity });
    }
    return stillUnended ? roles : null;
  };

  const endHere = (sessionIds: readonly string[]) => {
    changesHeard += 1;
    for (const sessionId of sessionIds) remember(sessionId, { roles: null, validUntilMs: Infinity });
  };
  const forgetHere = (sessionIds: readonly string[]) => {
    changesHeard += 1;
    for (const sessionId of sessionIds) {
      if (known.get(sessionId)?.roles !== null) known.delete(sessionId);
    }
  };
  // The change is committed when this runs: a failed message is logged, the others then notice within SESSION_TRUSTED_MS.
  const tell = async (changes: SessionChange[]) => {
    try {
      for (const change of changes) await notifications.publish(SESSION_CHANGES_CHANNEL, JSON.stringify(change));
    } catch (error) {
      logger.error({ err: error }, 'other processes could not be told of ended or changed sessions');
    }
  };

  const unsubscribe = notifications.subscribe(SESSION_CHANGES_CHANNEL, {
    onMessage(payload) {
      const change = JSON.parse(payload) as SessionChange;
      endHere(change.ended ?? []);
      forgetHere(change.changed ?? []);
    },
    onMissed() {
      changesHeard += 1;
      // Ended sessions stay ended; everything else is asked again.
      for (const [sessionId, session] of known.entries()) if (session.roles !== null) known.delete(sessionId);
    },
  });

  return {
    async rolesOf(sessionId) {
      const session = known.get(sessionId);
      const trusted = session && (session.roles === null || (notifications.live && Date.now() < session.validUntilMs));
      if (trusted) return session.roles;
      let lookup = pending.get(sessionId);
      if (!lookup) {
        // Parallel requests of one client share a single query.
        lookup = lookUp(sessionId).finally(() => pending.delete(sessionId));
        pending.set(sessionId, lookup);
      }
      return lookup;
    },
    async markEnded(sessionIds) {
      endHere(sessionIds);
      await tell(chunks(sessionIds).map((ended) => ({ ended })));
    },
    async forget(sessionIds) {
      forgetHere(sessionIds);
      await tell(chunks(sessionIds).map((changed) => ({ changed })));
    },
    close: unsubscribe,
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
