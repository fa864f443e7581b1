import {
  MAX_INVITATIONS_PER_HOUR,
  MSG_ALREADY_MEMBER,
  MSG_INVITATION_NOT_OPEN,
  MSG_LAST_OWNER,
  MSG_NOT_YOURSELF,
  MSG_TOO_MANY_INVITATIONS,
  MSG_USER_CHANGED,
  MSG_USER_NOT_FOUND,
  teamEndpoints,
  type Role,
  type UserStatus,
} from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { admitInvitation, forgetOldAttempts, issuePasswordReset, passwordResetUrl } from '../auth';
import { asSystem, withTenant } from '../db/scopes';
import { registerEndpoint } from '../http/registerEndpoint';
import { tooManyRequests } from '../http/errors';
import { failure, paged, success } from '../http/results';
import type { AppServices } from '../http/services';
import { registerListExport } from '../listExport';
import { invitationMail, passwordResetMail } from '../mail';
import { findTenantInformation } from '../tenant';
import { createInvitation, listInvitations, revokeInvitation } from './invitations';
import { changeUser, type UserChangeOutcome } from './userChanges';
import { isCompanyMember, listTeamUsers, lockTeamUser } from './users';
import { TEAM_USER_EXPORT } from './userExport';

const userNotFound = () => failure('failure/NotFound', MSG_USER_NOT_FOUND);

function answerOf(outcome: UserChangeOutcome) {
  switch (outcome.kind) {
    case 'changed':
      return success(outcome.user);
    case 'not-found':
      return userNotFound();
    case 'conflict':
      return failure('failure/Conflict', MSG_USER_CHANGED);
    case 'last-owner':
      return failure('failure/LastOwner', MSG_LAST_OWNER, 409);
    case 'yourself':
      return failure('failure/NotYourself', MSG_NOT_YOURSELF);
  }
}

/** The owners' page 'Benutzer': the company's users with their roles, and invitations of new ones. */
export function registerTeamRoutes(app: FastifyInstance, { config, db, mailer, sessions }: AppServices): void {
  registerEndpoint(app, teamEndpoints.listUsers, async ({ tenantId, query }) =>
    paged(await withTenant(db, tenantId, (trx) => listTeamUsers(trx, tenantId, query)), query),
  );
  registerListExport(app, db, teamEndpoints.exportUsers, TEAM_USER_EXPORT, listTeamUsers);

  interface ChangeRequest {
    tenantId: string;
    userId: string;
    params: { id: string };
    body: { version: number; roles?: Role[] };
  }
  const change = async ({ tenantId, userId, params, body }: ChangeRequest, status?: UserStatus) => {
    const outcome = await withTenant(db, tenantId, (trx) =>
      changeUser(trx, {
        tenantId,
        actingUserId: userId,
        userId: params.id,
        version: body.version,
        ...(body.roles ? { roles: body.roles } : {}),
        ...(status ? { status } : {}),
      }),
    );
    if (outcome.kind === 'changed') {
      await sessions.markEnded(outcome.endedSessions);
      await sessions.forget(outcome.changedSessions);
    }
    return answerOf(outcome);
  };
  registerEndpoint(app, teamEndpoints.changeRoles, (context) => change(context));
  registerEndpoint(app, teamEndpoints.deactivateUser, (context) => change(context, 'Deactivated'));
  registerEndpoint(app, teamEndpoints.activateUser, (context) => change(context, 'Active'));

  registerEndpoint(app, teamEndpoints.createPasswordReset, async ({ tenantId, params }) => {
    const issued = await withTenant(db, tenantId, async (trx) => {
      const user = await lockTeamUser(trx, tenantId, params.id);
      if (!user || user.status !== 'Active') return null;
      return { email: user.email, ...(await issuePasswordReset(trx, { tenantId, userId: user.id })) };
    });
    if (!issued) return userNotFound();
    const emailed = await mailer.send(
      passwordResetMail({ to: issued.email, url: passwordResetUrl(config.publicUrl, issued.token), expiresAt: issued.expiresAt }),
    );
    return success({ token: issued.token, expiresAt: issued.expiresAt.toISOString(), emailed });
  });

  registerEndpoint(app, teamEndpoints.listInvitations, async ({ tenantId, query }) =>
    paged(await withTenant(db, tenantId, (trx) => listInvitations(trx, tenantId, query)), query),
  );

  // Whether the address signs in to another company is never told here: the invitee learns it on accepting.
  registerEndpoint(app, teamEndpoints.invite, async ({ tenantId, userId, body }) => {
    const admitted = await asSystem(db, (trx) => admitInvitation(trx, tenantId, MAX_INVITATIONS_PER_HOUR));
    await asSystem(db, forgetOldAttempts);
    if (!admitted) throw tooManyRequests(MSG_TOO_MANY_INVITATIONS);
    const created = await withTenant(db, tenantId, async (trx) => {
      if (await isCompanyMember(trx, tenantId, body.email)) return null;
      return {
        ...(await createInvitation(trx, tenantId, { email: body.email, roles: body.roles, invitedBy: userId })),
        companyName: (await findTenantInformation(trx, tenantId))?.name ?? '',
      };
    });
    if (!created) return failure('failure/EmailTaken', MSG_ALREADY_MEMBER, 409);
    const emailed = await mailer.send(
      invitationMail({
        to: body.email,
        companyName: created.companyName,
        inviterName: created.invitation.invitedBy,
        roles: body.roles,
        url: `${config.publicUrl}/invitation/${created.token}`,
        expiresAt: created.expiresAt,
      }),
    );
    return success({ invitation: created.invitation, token: created.token, expiresAt: created.expiresAt.toISOString(), emailed });
  });

  registerEndpoint(app, teamEndpoints.revokeInvitation, async ({ tenantId, params }) => {
    const invitation = await withTenant(db, tenantId, (trx) => revokeInvitation(trx, tenantId, params.id));
    if (!invitation) return failure('failure/NotFound', MSG_INVITATION_NOT_OPEN);
    return success(invitation);
  });
}
