import { authEndpoints } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../db/errors';
import { asSystem, withTenant } from '../db/scopes';
import { HttpError, tooManyRequests, unauthorized } from '../http/errors';
import { registerEndpoint } from '../http/registerEndpoint';
import { failure, success } from '../http/results';
import type { AppServices } from '../http/services';
import { createCompanyAccount } from './accounts';
import { checkPasswordAttempt } from './passwordAttempt';
import { hashPassword } from './passwords';
import { admitRegistration, forgetOldAttempts, settleSuccessfulLogin } from './rateLimit';
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

export function registerAuthRoutes(app: FastifyInstance, { config, db, tokens, sessions }: AppServices): void {
  registerEndpoint(app, authEndpoints.register, async ({ body, request }) => {
    if (!config.registrationEnabled) throw registrationDisabled();
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
    const user = await asSystem(db, (trx) => findUserByLoginName(trx, loginName));
    const result = await checkPasswordAttempt(db, { loginName, ip: request.ip, password }, user?.passwordHash ?? null);
    if (result === 'throttled') throw tooManyLoginAttempts();
    if (result === 'wrong' || !user) throw invalidCredentials();

    const jwsTokens = await asSystem(db, async (trx) => {
      await settleSuccessfulLogin(trx, loginName, request.ip);
      return startSession(trx, tokens, { tenantId: user.tenantId, userId: user.userId });
    });
    return success({ jwsTokens });
  });

  registerEndpoint(app, authEndpoints.refreshAccessToken, async ({ refreshToken }) => {
    const rotation = await asSystem(db, (trx) => rotateSession(trx, tokens, refreshToken));
    if (rotation.renewed) return success({ jwsTokens: rotation.renewed });
    if (rotation.endedSessionId) sessions.markEnded([rotation.endedSessionId]);
    throw unauthorized();
  });

  registerEndpoint(app, authEndpoints.logout, async ({ refreshToken }) => {
    const endedSessionId = await asSystem(db, (trx) => endSession(trx, refreshToken));
    if (!endedSessionId) throw unauthorized();
    sessions.markEnded([endedSessionId]);
    return success(null);
  });

  registerEndpoint(app, authEndpoints.me, async ({ tenantId, userId }) => {
    const user = await withTenant(db, tenantId, (trx) => findCurrentUser(trx, tenantId, userId));
    if (!user) throw unauthorized();
    return success(user);
  });
}
