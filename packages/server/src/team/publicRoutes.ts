import {
  MSG_EMAIL_HAS_ACCOUNT,
  MSG_INVITATION_EXPIRED,
  MSG_INVITATION_NOT_FOUND,
  MSG_INVITATION_REVOKED,
  MSG_INVITATION_USED,
  publicInvitationEndpoints,
} from '@planner/api';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  admitSignedOutRequest,
  hashPassword,
  insertUser,
  LOGIN_NAME_UNIQUE_INDEX,
  refuseCommonPassword,
  sessionStartOf,
  startSession,
  TOKEN_PATTERN,
} from '../auth';
import { actAs, withAuditEvent } from '../audit';
import { isUniqueViolation } from '../db/errors';
import { asSystem } from '../db/scopes';
import { registerEndpoint } from '../http/registerEndpoint';
import { failure, success } from '../http/results';
import type { AppServices } from '../http/services';
import { invitationByToken, invitationState, markAccepted } from './invitations';

/** A token of another shape is no invitation: answered like an unknown one. */
const TokenParams = v.object({ token: v.pipe(v.string(), v.regex(TOKEN_PATTERN, MSG_INVITATION_NOT_FOUND)) });

type Problem = 'NotFound' | 'Expired' | 'Revoked' | 'Accepted';

function problemAnswer(problem: Problem) {
  switch (problem) {
    case 'Expired':
      return failure('failure/LinkExpired', MSG_INVITATION_EXPIRED, 404);
    case 'Revoked':
      return failure('failure/LinkRevoked', MSG_INVITATION_REVOKED, 404);
    case 'Accepted':
      return failure('failure/AlreadyAccepted', MSG_INVITATION_USED, 409);
    default:
      return failure('failure/NotFound', MSG_INVITATION_NOT_FOUND);
  }
}

function problemOf(invitation: Parameters<typeof invitationState>[0] | undefined): Problem | null {
  if (!invitation) return 'NotFound';
  const state = invitationState(invitation);
  return state === 'Pending' ? null : state;
}

/** The invitee's side: the invitation by its token, and accepting it with name and password. */
export function registerPublicInvitationRoutes(app: FastifyInstance, { db, tokens }: AppServices): void {
  const options = { params: TokenParams };

  registerEndpoint(
    app,
    publicInvitationEndpoints.get,
    async ({ params, request }) => {
      await admitSignedOutRequest(db, request.ip);
      const invitation = await asSystem(db, (trx) => invitationByToken(trx, params.token).executeTakeFirst());
      const problem = problemOf(invitation);
      if (problem || !invitation) return problemAnswer(problem ?? 'NotFound');
      return success({
        companyName: invitation.companyName,
        email: invitation.email,
        roles: invitation.roles,
        expiresAt: invitation.expires_at.toISOString(),
      });
    },
    options,
  );

  registerEndpoint(
    app,
    publicInvitationEndpoints.accept,
    async ({ params, body, request }) => {
      await admitSignedOutRequest(db, request.ip);
      await refuseCommonPassword('password', body.password);
      const passwordHash = await hashPassword(body.password);
      try {
        return await asSystem(db, async (trx) => {
          const invitation = await invitationByToken(trx, params.token).forUpdate('invitations').executeTakeFirst();
          const problem = problemOf(invitation);
          if (problem || !invitation) return problemAnswer(problem ?? 'NotFound');
          const user = { tenantId: invitation.tenantId, email: invitation.email, loginName: invitation.email.toLowerCase() };
          const userId = await insertUser(trx, { ...user, ...body, passwordHash, roles: invitation.roles });
          await actAs(trx, userId);
          const accepted = { entity: 'invitations', entityId: invitation.id, event: 'invitation.accepted' } as const;
          await withAuditEvent(trx, invitation.tenantId, accepted, () => markAccepted(trx, invitation.tenantId, invitation.id, userId));
          const jwsTokens = await startSession(trx, tokens, { tenantId: invitation.tenantId, userId }, sessionStartOf(request));
          return success({ jwsTokens });
        });
      } catch (error) {
        if (isUniqueViolation(error, LOGIN_NAME_UNIQUE_INDEX)) return failure('failure/EmailTaken', MSG_EMAIL_HAS_ACCOUNT, 409);
        throw error;
      }
    },
    options,
  );
}
