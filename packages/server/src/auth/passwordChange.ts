import { authEndpoints, MSG_CURRENT_PASSWORD_WRONG } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { asSystem, withTenant } from '../db/scopes';
import { unauthorized } from '../http/errors';
import { registerEndpoint } from '../http/registerEndpoint';
import { success } from '../http/results';
import type { AppServices } from '../http/services';
import { fieldError } from '../http/validation';
import { refuseCommonPassword } from './commonPasswords';
import { passwordFixedByServer, tooManyLoginAttempts } from './errors';
import { checkPasswordAttempt } from './passwordAttempt';
import { hashPassword } from './passwords';
import { settleSuccessfulLogin } from './rateLimit';
import { findLoginOfUser, revokeOtherTokenFamilies, updatePasswordHash } from './repository';

/**
 * POST /api/auth/change-password: the current password is checked like a sign-in (and
 * counts against the same limits); afterwards every other session of the user has ended,
 * its access tokens refused at once, while the session that changed it goes on. The
 * auto-login account keeps the password the server signs in with (a demo visitor could
 * otherwise lock every other visitor out).
 */
export function registerPasswordChange(app: FastifyInstance, { config, db, sessions }: AppServices): void {
  registerEndpoint(app, authEndpoints.changePassword, async ({ tenantId, userId, sessionId, body, request }) => {
    await refuseCommonPassword('newPassword', body.newPassword);
    const user = await withTenant(db, tenantId, (trx) => findLoginOfUser(trx, tenantId, userId));
    if (!user) throw unauthorized();
    if (user.loginName.toLowerCase() === config.autoLogin?.loginName.toLowerCase()) throw passwordFixedByServer();

    const attempt = { loginName: user.loginName, ip: request.ip, password: body.currentPassword };
    const result = await checkPasswordAttempt(db, attempt, user.passwordHash);
    if (result === 'throttled') throw tooManyLoginAttempts();
    if (result === 'wrong') throw fieldError('currentPassword', MSG_CURRENT_PASSWORD_WRONG);

    const passwordHash = await hashPassword(body.newPassword);
    const endedSessions = await asSystem(db, async (trx) => {
      await settleSuccessfulLogin(trx, user.loginName, request.ip);
      await updatePasswordHash(trx, userId, passwordHash);
      return revokeOtherTokenFamilies(trx, userId, sessionId);
    });
    await sessions.markEnded(endedSessions);
    return success(null);
  });
}
