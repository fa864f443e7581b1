import * as v from 'valibot';
import { Email, requiredText } from '../common';
import { listQuerySchema } from '../envelope';
import { NewPasswordSchema } from '../auth/schemas';
import { ROLES, type Role } from './roles';

export const MSG_ROLES_REQUIRED = 'Bitte wählen Sie mindestens eine Rolle.';
export const MSG_LAST_OWNER = 'Eine Firma braucht mindestens einen aktiven Inhaber. Bitte machen Sie zuerst einen anderen Benutzer zum Inhaber.';
export const MSG_USER_CHANGED = 'Der Benutzer wurde inzwischen geändert. Bitte laden Sie die Liste neu und versuchen Sie es erneut.';
export const MSG_USER_NOT_FOUND = 'Benutzer nicht gefunden.';
export const MSG_INVITATION_NOT_OPEN = 'Diese Einladung ist nicht mehr offen.';
export const MSG_NOT_YOURSELF = 'Sie können sich nicht selbst deaktivieren.';
/** The inviting owner learns only about their own company: an address in use elsewhere is invited like any other. */
export const MSG_ALREADY_MEMBER = 'Mit dieser E-Mail-Adresse gibt es in Ihrer Firma bereits einen Benutzer.';
/** The invitee learns on accepting that their address already signs in to another company. */
export const MSG_EMAIL_HAS_ACCOUNT =
  'Mit Ihrer E-Mail-Adresse gibt es bereits einen Zugang bei einer anderen Firma, und eine Adresse kann nur zu einer Firma gehören. ' +
  'Melden Sie sich mit Ihrem bisherigen Zugang an, oder bitten Sie die Person, die Sie eingeladen hat, um eine Einladung an eine andere E-Mail-Adresse.';
export const MSG_TOO_MANY_INVITATIONS = 'Ihre Firma hat in der letzten Stunde zu viele Einladungen verschickt. Bitte versuchen Sie es später erneut.';
export const MSG_INVITATION_NOT_FOUND = 'Diese Einladung ist ungültig. Bitte fragen Sie nach einer neuen Einladung.';
export const MSG_INVITATION_EXPIRED = 'Diese Einladung ist abgelaufen. Bitte fragen Sie nach einer neuen Einladung.';
export const MSG_INVITATION_REVOKED = 'Diese Einladung wurde zurückgezogen.';
export const MSG_INVITATION_USED = 'Diese Einladung wurde bereits angenommen. Bitte melden Sie sich an.';
export const MSG_RESET_LINK_INVALID = 'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen Link an.';

/** An invitation is valid this long; a password reset link this long. */
export const INVITATION_VALID_DAYS = 7;
/** Invitations a company may send per hour; more answer 429. */
export const MAX_INVITATIONS_PER_HOUR = 20;
export const PASSWORD_RESET_VALID_MINUTES = 60;

export const RolesSchema = v.pipe(
  v.array(v.picklist(ROLES, 'Unbekannte Rolle.'), MSG_ROLES_REQUIRED),
  v.minLength(1, MSG_ROLES_REQUIRED),
  v.maxLength(ROLES.length),
  v.transform((roles) => ROLES.filter((role) => roles.includes(role))),
);

const Version = v.pipe(v.number(), v.integer(), v.minValue(0));

export const TEAM_USER_SORT_KEYS = ['Name', 'Email', 'LastSignIn'] as const;
export type TeamUserSortKey = (typeof TEAM_USER_SORT_KEYS)[number];
export const TeamUserListQuerySchema = listQuerySchema(TEAM_USER_SORT_KEYS);

export type UserStatus = 'Active' | 'Deactivated';
export const USER_STATUS_LABELS: Readonly<Record<UserStatus, string>> = { Active: 'Aktiv', Deactivated: 'Deaktiviert' };

/** A user of the company as its owners see them. */
export interface TeamUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  roles: Role[];
  status: UserStatus;
  /** ISO timestamp of the last sign-in; `null` before the first. */
  lastSignInAt: string | null;
  /** Sent back with every change; a change based on an older version is refused. */
  version: number;
}

export const ChangeRolesSchema = v.object({ roles: RolesSchema, version: Version });
export const ChangeUserStatusSchema = v.object({ version: Version });

export type InvitationState = 'Pending' | 'Accepted' | 'Expired' | 'Revoked';
export const INVITATION_STATE_LABELS: Readonly<Record<InvitationState, string>> = {
  Pending: 'Offen',
  Accepted: 'Angenommen',
  Expired: 'Abgelaufen',
  Revoked: 'Zurückgezogen',
};

export interface Invitation {
  id: string;
  email: string;
  roles: Role[];
  state: InvitationState;
  /** Name of the owner who invited. */
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
}

export const CreateInvitationSchema = v.object({ email: Email, roles: RolesSchema });
export type CreateInvitationInput = v.InferInput<typeof CreateInvitationSchema>;

/**
 * A single-use link: the invitee's page is `/invitation/{token}`, a reset page
 * `/password-reset/{token}`. The token is only answered here, once.
 */
export interface IssuedLink {
  token: string;
  expiresAt: string;
  /** Whether the link was sent by e-mail (only when the server has a mail server configured). */
  emailed: boolean;
}

export interface CreatedInvitation extends IssuedLink {
  invitation: Invitation;
}

/** What the invitee sees before choosing name and password. */
export interface PublicInvitation {
  companyName: string;
  email: string;
  roles: Role[];
  expiresAt: string;
}

export const AcceptInvitationSchema = v.object({
  firstName: requiredText(),
  lastName: requiredText(),
  password: NewPasswordSchema,
});
export type AcceptInvitationInput = v.InferInput<typeof AcceptInvitationSchema>;

export const RequestPasswordResetSchema = v.object({ email: Email });
export const ResetPasswordSchema = v.object({ password: NewPasswordSchema });

/** A sign-in session of the signed-in user (one device or browser). */
export interface UserSession {
  id: string;
  startedAt: string;
  lastActiveAt: string;
  /** The browser's own description of itself at sign-in, shortened. */
  userAgent: string;
  current: boolean;
}

export const UpdateProfileSchema = v.object({ firstName: requiredText(), lastName: requiredText() });
