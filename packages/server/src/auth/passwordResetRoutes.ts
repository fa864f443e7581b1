import { authEndpoints, MSG_RESET_LINK_INVALID } from '@planner/api';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Db } from '../db/database';
import { asSystem } from '../db/scopes';
import { registerEndpoint } from '../http/registerEndpoint';
import { failure, success } from '../http/results';
import type { AppServices } from '../http/services';
import { passwordResetMail, type Mailer } from '../mail';
import { refuseCommonPassword } from './commonPasswords';
import { TOKEN_PATTERN } from './linkTokens';
import { findUsablePasswordReset, issuePasswordReset, usePasswordReset } from './passwordResets';
import { hashPassword } from './passwords';
import { admitResetMail } from './rateLimit';
import { admitSignedOutRequest } from './signedOutLinks';
import { findUserByLoginName } from './repository';
import { sessionStartOf, startSession } from './sessions';

/** A token of another shape is no link: answered like an unknown one. */
const TokenParams = v.object({ token: v.pipe(v.string(), v.regex(TOKEN_PATTERN, MSG_RESET_LINK_INVALID)) });
const invalidLink = () => failure('failure/NotFound', MSG_RESET_LINK_INVALID);

export const passwordResetUrl = (publicUrl: string, token: string) => `${publicUrl}/password-reset/${token}`;

/** Mails a reset link to an active user of this address, when there is one and the address is not flooded. */
async function mailResetLink(db: Db, mailer: Mailer, publicUrl: string, email: string): Promise<void> {
  const issued = await asSystem(db, async (trx) => {
    if (!(await admitResetMail(trx, email))) return null;
    const user = await findUserByLoginName(trx, email);
    return user ? issuePasswordReset(trx, user) : null;
  });
  if (issued) await mailer.send(passwordResetMail({ to: email, url: passwordResetUrl(publicUrl, issued.token), expiresAt: issued.expiresAt }));
}

/**
 * The signed-out side of 'Passwort vergessen?': a request answers at once and alike whether the
 * address is known or not (the lookup and the mail run after the answer, so not even its timing
 * tells); a link is checked and used once.
 */
export function registerPasswordResetRoutes(app: FastifyInstance, { config, db, mailer, tokens, sessions }: AppServices): void {
  const admit = (ip: string) => admitSignedOutRequest(db, ip);
  const inBackground = (log: FastifyBaseLogger, work: Promise<void>) => {
    work.catch((error: unknown) => log.error({ err: error }, 'password reset mail failed'));
  };

  registerEndpoint(app, authEndpoints.requestPasswordReset, async ({ body, request }) => {
    await admit(request.ip);
    if (mailer.enabled) inBackground(request.log, mailResetLink(db, mailer, config.publicUrl, body.email));
    return success(null);
  });

  const options = { params: TokenParams };
  registerEndpoint(
    app,
    authEndpoints.checkPasswordReset,
    async ({ params, request }) => {
      await admit(request.ip);
      const reset = await asSystem(db, (trx) => findUsablePasswordReset(trx, params.token));
      return reset ? success({ email: reset.email }) : invalidLink();
    },
    options,
  );

  registerEndpoint(
    app,
    authEndpoints.resetPassword,
    async ({ params, body, request }) => {
      await admit(request.ip);
      await refuseCommonPassword('password', body.password);
      const passwordHash = await hashPassword(body.password);
      const outcome = await asSystem(db, async (trx) => {
        const used = await usePasswordReset(trx, params.token, passwordHash);
        if (!used) return null;
        const jwsTokens = await startSession(trx, tokens, used, sessionStartOf(request));
        return { jwsTokens, endedSessions: used.endedSessions };
      });
      if (!outcome) return invalidLink();
      await sessions.markEnded(outcome.endedSessions);
      return success({ jwsTokens: outcome.jwsTokens });
    },
    options,
  );
}
