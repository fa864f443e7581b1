import { authEndpoints } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { asSystem } from '../db/scopes';
import { registerEndpoint } from '../http/registerEndpoint';
import { success } from '../http/results';
import type { AppServices } from '../http/services';
import { autoLoginAllowed } from './autoLoginHosts';
import { autoLoginMisconfigured, autoLoginUnavailable, tooManyLoginAttempts } from './errors';
import { verifyPassword } from './passwords';
import { admitAutoLogin, forgetOldAttempts } from './rateLimit';
import { findUserByLoginName } from './repository';
import { sessionStartOf, startSession } from './sessions';

/**
 * POST /api/auth/auto-login: on hosts configured for it, the server signs the visitor in as
 * its auto-login account; the credentials never leave it. Not under the per-name sign-in
 * limits (nobody guesses here, and many visitors of a demo arrive at once), only per address.
 */
export function registerAutoLogin(app: FastifyInstance, { config, db, tokens }: AppServices): void {
  registerEndpoint(app, authEndpoints.autoLogin, async ({ request }) => {
    if (!config.autoLogin || !autoLoginAllowed(config, request.hostname)) throw autoLoginUnavailable();
    const { loginName, password } = config.autoLogin;
    const admitted = await asSystem(db, (trx) => admitAutoLogin(trx, request.ip));
    if (!admitted) {
      await asSystem(db, forgetOldAttempts);
      throw tooManyLoginAttempts();
    }

    const user = await asSystem(db, (trx) => findUserByLoginName(trx, loginName));
    if (!user || !(await verifyPassword(user.passwordHash, password))) {
      request.log.error({ loginName }, 'AUTO_LOGIN_NAME and AUTO_LOGIN_PASSWORD do not sign in');
      throw autoLoginMisconfigured(loginName);
    }
    const jwsTokens = await asSystem(db, (trx) =>
      startSession(trx, tokens, { tenantId: user.tenantId, userId: user.userId }, sessionStartOf(request)),
    );
    return success({ jwsTokens });
  });
}
