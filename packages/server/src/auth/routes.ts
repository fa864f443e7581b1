import { authEndpoints } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../db/errors';
import { asSystem, withTenant } from '../db/scopes';
import { unauthorized } from '../http/errors';
import { registerEndpoint } from '../http/registerEndpoint';
import { failure, success } from '../http/results';
import type { AppServices } from '../http/services';
import { createCompanyAccount } from './accounts';
import { registerAutoLogin } from './autoLogin';
import { refuseCommonPassword } from './commonPasswords';
import { invalidCredentials, registrationDisabled, tooManyLoginAttempts, tooManyRegistrations } from './errors';
import { registerPasswordChange } from './passwordChange';
import { registerPasswordResetRoutes } from './passwordResetRoutes';
import { registerProfileRoutes } from './profileRoutes';
import { hashPassword } from './passwords';
import { admitRegistration, forgetOldAttempts } from './rateLimit';
import { findCurrentUser, LOGIN_NAME_UNIQUE_INDEX } from './repository';
import { endSession, rotateSession, sessionStartOf, startSession } from './sessions';
import { signIn } from './signIn';

const ALREADY_REGISTERED_MESSAGE = 'Ein Account mit dieser E-Mail-Adresse existiert bereits.';

export function registerAuthRoutes(app: FastifyInstance, services: AppServices): void {
  const { config, db, tokens, sessions } = services;
  registerEndpoint(app, authEndpoints.register, async ({ body, request }) => {
    if (!config.registrationEnabled) throw registrationDisabled();
    await refuseCommonPassword('password', body.password);
    const admitted = await asSystem(db, (trx) => admitRegistration(trx, request.ip, config.registrationsPerHour));
    await asSystem(db, forgetOldAttempts);
    if (!admitted) throw tooManyRegistrations();

    const passwordHash = await hashPassword(body.password);
    try {
      const jwsTokens = await asSystem(db, async (trx) => {
        const account = await createCompanyAccount(trx, {
          environments: body.environment,
          company: {
            name: body.companyName,
            address: null,
            contactInformation: null,
            bankInformation: null,
            legalInformation: null,
          },
          owner: { email: body.email, firstName: body.firstName, lastName: body.lastName, passwordHash },
        });
        return startSession(trx, tokens, account, sessionStartOf(request));
      });
      return success({ jwsTokens });
    } catch (error) {
      if (isUniqueViolation(error, LOGIN_NAME_UNIQUE_INDEX)) {
        return failure('failure/AlreadyRegistered', ALREADY_REGISTERED_MESSAGE);
      }
      throw error;
    }
  });

  registerEndpoint(app, authEndpoints.login, async ({ body, request }) => {
    const result = await signIn(db, tokens, { ...body, ip: request.ip, start: sessionStartOf(request) });
    if (result.outcome === 'throttled') throw tooManyLoginAttempts();
    if (result.outcome === 'wrong') throw invalidCredentials();
    return success({ jwsTokens: result.jwsTokens });
  });

  registerEndpoint(app, authEndpoints.refreshAccessToken, async ({ refreshToken }) => {
    const rotation = await asSystem(db, (trx) => rotateSession(trx, tokens, refreshToken));
    if (rotation.renewed) return success({ jwsTokens: rotation.renewed });
    if (rotation.endedSessionId) await sessions.markEnded([rotation.endedSessionId]);
    throw unauthorized();
  });

  registerEndpoint(app, authEndpoints.logout, async ({ refreshToken }) => {
    const endedSessionId = await asSystem(db, (trx) => endSession(trx, refreshToken));
    if (!endedSessionId) throw unauthorized();
    await sessions.markEnded([endedSessionId]);
    return success(null);
  });

  registerAutoLogin(app, services);
  registerPasswordChange(app, services);
  registerPasswordResetRoutes(app, services);
  registerProfileRoutes(app, services);

  registerEndpoint(app, authEndpoints.me, async ({ tenantId, userId }) => {
    const user = await withTenant(db, tenantId, (trx) => findCurrentUser(trx, tenantId, userId));
    if (!user) throw unauthorized();
    return success(user);
  });
}
