import { endpoint } from '../endpoint';
import type { AuthTokensResponse } from '../auth/schemas';
import {
  AcceptInvitationSchema,
  ChangeRolesSchema,
  ChangeUserStatusSchema,
  CreateInvitationSchema,
  TeamUserListQuerySchema,
  type CreatedInvitation,
  type Invitation,
  type IssuedLink,
  type PublicInvitation,
  type TeamUser,
} from './schemas';
import { listQuerySchema } from '../envelope';
import { inEnvironment } from '../endpointEnvironment';
import { listExportEndpoint } from '../listExport';

/** `failure/NotYourself`: an owner cannot deactivate their own user. */
const USER_CHANGE_FAILURES = ['failure/NotFound', 'failure/Conflict', 'failure/LastOwner', 'failure/NotYourself'] as const;

/** The company's users and invitations; owners only. */
export const teamEndpoints = inEnvironment('both', {
  listUsers: endpoint<TeamUser[]>()({
    method: 'GET',
    path: '/api/team/users',
    query: TeamUserListQuerySchema,
    paged: true,
    permission: 'manageCompany',
  }),
  /** The users as the list shows them (search, sort), as .xlsx or CSV (ADR 0025); owners only, like the list. */
  exportUsers: listExportEndpoint('/api/team/users/export', TeamUserListQuerySchema, 'manageCompany'),
  /** `failure/LastOwner` when the company would have no active owner left. */
  changeRoles: endpoint<TeamUser>()({
    method: 'PUT',
    path: '/api/team/users/:id/roles',
    body: ChangeRolesSchema,
    permission: 'manageCompany',
    failures: [...USER_CHANGE_FAILURES],
  }),
  /** Ends every session of the user at once. */
  deactivateUser: endpoint<TeamUser>()({
    method: 'POST',
    path: '/api/team/users/:id/deactivate',
    body: ChangeUserStatusSchema,
    permission: 'manageCompany',
    failures: [...USER_CHANGE_FAILURES],
  }),
  activateUser: endpoint<TeamUser>()({
    method: 'POST',
    path: '/api/team/users/:id/activate',
    body: ChangeUserStatusSchema,
    permission: 'manageCompany',
    failures: [...USER_CHANGE_FAILURES],
  }),
  /** A single-use password reset link for an active user, for the owner to pass on. */
  createPasswordReset: endpoint<IssuedLink>()({
    method: 'POST',
    path: '/api/team/users/:id/password-reset',
    permission: 'manageCompany',
    failures: ['failure/NotFound'],
  }),
  listInvitations: endpoint<Invitation[]>()({
    method: 'GET',
    path: '/api/team/invitations',
    query: listQuerySchema(['CreatedAt'] as const),
    paged: true,
    permission: 'manageCompany',
  }),
  /**
   * `failure/EmailTaken` only when the address is a user of this company: an address in use in another
   * company is invited and answered like any other, so owners cannot probe for accounts. At most
   * `MAX_INVITATIONS_PER_HOUR` per company; more answer 429.
   */
  invite: endpoint<CreatedInvitation>()({
    method: 'POST',
    path: '/api/team/invitations',
    body: CreateInvitationSchema,
    permission: 'manageCompany',
    failures: ['failure/EmailTaken'],
  }),
  revokeInvitation: endpoint<Invitation>()({
    method: 'DELETE',
    path: '/api/team/invitations/:id',
    permission: 'manageCompany',
    failures: ['failure/NotFound'],
  }),
});

const INVITATION_FAILURES = ['failure/NotFound', 'failure/LinkExpired', 'failure/LinkRevoked', 'failure/AlreadyAccepted'] as const;

/** The invitee's side, without sign-in: the token in the path is the only key. */
export const publicInvitationEndpoints = inEnvironment('both', {
  get: endpoint<PublicInvitation>()({
    method: 'GET',
    path: '/api/public/invitations/:token',
    auth: 'none',
    failures: [...INVITATION_FAILURES],
  }),
  /** Creates the user with the invitation's roles and signs them in; `failure/EmailTaken` when the address has a user already. */
  accept: endpoint<AuthTokensResponse>()({
    method: 'POST',
    path: '/api/public/invitations/:token/accept',
    auth: 'none',
    body: AcceptInvitationSchema,
    failures: [...INVITATION_FAILURES, 'failure/EmailTaken'],
  }),
});
