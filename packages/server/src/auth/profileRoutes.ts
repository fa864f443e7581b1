import { authEndpoints } from '@planner/api';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { withTenant } from '../db/scopes';
import { unauthorized } from '../http/errors';
import { registerEndpoint } from '../http/registerEndpoint';
import { success } from '../http/results';
import type { AppServices } from '../http/services';
import { accountSharedByAutoLogin } from './errors';
import { findCurrentUser, findLoginOfUser, listOpenSessions, revokeAllTokenFamilies } from './repository';

/** The signed-in person's own account: their name and the devices they are signed in on. */
export function registerProfileRoutes(app: FastifyInstance, { config, db, sessions }: AppServices): void {
  /** The auto-login account is everyone's on a demo host: nobody renames it or signs the others out. */
  const refuseSharedAccount = async (tenantId: string, userId: string) => {
    const login = await withTenant(db, tenantId, (trx) => findLoginOfUser(trx, tenantId, userId));
    if (login && login.loginName.toLowerCase() === config.autoLogin?.loginName.toLowerCase()) throw accountSharedByAutoLogin();
  };

  registerEndpoint(app, authEndpoints.updateProfile, async ({ tenantId, userId, body }) => {
    await refuseSharedAccount(tenantId, userId);
    const user = await withTenant(db, tenantId, async (trx) => {
      await trx
        .updateTable('users')
        .set({ first_name: body.firstName, last_name: body.lastName, version: sql<number>`version + 1` })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', userId)
        .execute();
      return findCurrentUser(trx, tenantId, userId);
    });
    if (!user) throw unauthorized();
    return success(user);
  });

  registerEndpoint(app, authEndpoints.sessions, async ({ tenantId, userId, sessionId }) => {
    const open = await withTenant(db, tenantId, (trx) => listOpenSessions(trx, userId));
    return success(
      open.map((session) => ({
        id: session.id,
        startedAt: session.startedAt.toISOString(),
        lastActiveAt: session.lastActiveAt.toISOString(),
        userAgent: session.userAgent,
        current: session.id === sessionId,
      })),
    );
  });

  registerEndpoint(app, authEndpoints.endAllSessions, async ({ tenantId, userId }) => {
    await refuseSharedAccount(tenantId, userId);
    const ended = await withTenant(db, tenantId, (trx) => revokeAllTokenFamilies(trx, userId));
    await sessions.markEnded(ended);
    return success(null);
  });
}
