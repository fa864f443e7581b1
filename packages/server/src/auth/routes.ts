import { authEndpoints } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../db/errors';
import { asSystem, withTenant } from '../db/scopes';
import { HttpError, tooManyRequests, unauthorized } from '../http/errors';
import { registerEndpoint } from '../http/registerEndpoint';
import { failure, success } from '../http/results';
import type { AppServices } from '../http/services';
import { createCompanyAccount } from './accounts';
import { hashPassword, verifyPassword } from './passwords';
import {
  clearLoginFailures,
  isLoginBlocked,
  isRegistrationBlocked,
  recordFailedLogin,
  recordRegistration,
} from './rateLimit';
import { findCurrentUser, findUserByLoginName, LOGIN_NAME_UNIQUE_INDEX } from './repository';
import { endSession, rotateSession, startSession } from './sessions';

const invalidCredentials = () =>
  new HttpError(401, 'InvalidCredentials', 'Ungültiger Benutzername oder falsches Passwort.');

const tooManyLoginAttempts = () =>
  tooManyRequests('Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es später erneut.');

const tooManyRegistrations = () =>
  tooManyRequests('Zu viele Registrierungen von diesem Anschluss. Bitte versuchen Sie es später erneut.');

const registrationDisabled = () => new HttpError(403, 'RegistrationDisabled', 'Die Registrierung ist deaktiviert.');

const ALREADY_REGISTERED_MESSAGE = 'Ein Account mit dieser E-Mail-Adresse existiert bereits.';

export function registerAuthRoutes(app: FastifyInstance, { config, db, tokens }: AppServices): void {
  registerEndpoint(app, authEndpoints.register, async ({ body, request }) => {
    if (!config.registrationEnabled) throw registrationDisabled();
    const blocked = await asSystem(db, async (trx) => {
      if (await isRegistrationBlocked(trx, request.ip, config.registrationsPerHour)) return true;
      await recordRegistration(trx, request.ip);
      return false;
    });
    if (blocked) throw tooManyRegistrations();

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
        return startSession(trx, tokens, account);
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
    const { loginName, password } = body;
    const user = await asSystem(db, async (trx) => {
      if (await isLoginBlocked(trx, loginName, request.ip)) throw tooManyLoginAttempts();
      return findUserByLoginName(trx, loginName);
    });
    const passwordValid = await verifyPassword(user?.passwordHash ?? null, password);

    const jwsTokens = await asSystem(db, async (trx) => {
      if (!user || !passwordValid) {
        await recordFailedLogin(trx, loginName, request.ip);
        return null;
      }
      await clearLoginFailures(trx, loginName);
      return startSession(trx, tokens, { tenantId: user.tenantId, userId: user.userId });
    });
    if (!jwsTokens) throw invalidCredentials();
    return success({ jwsTokens });
  });

  registerEndpoint(app, authEndpoints.refreshAccessToken, async ({ refreshToken }) => {
    const jwsTokens = await asSystem(db, (trx) => rotateSession(trx, tokens, refreshToken));
    if (!jwsTokens) throw unauthorized();
    return success({ jwsTokens });
  });

  registerEndpoint(app, authEndpoints.logout, async ({ refreshToken }) => {
    const ended = await asSystem(db, (trx) => endSession(trx, refreshToken));
    if (!ended) throw unauthorized();
    return success(null);
  });

  registerEndpoint(app, authEndpoints.me, async ({ tenantId, userId }) => {
    const user = await withTenant(db, tenantId, (trx) => findCurrentUser(trx, tenantId, userId));
    if (!user) throw unauthorized();
    return success(user);
  });
}
