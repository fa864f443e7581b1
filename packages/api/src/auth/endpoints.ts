import { endpoint } from '../endpoint';
import type { AuthTokensResponse, CurrentUser } from './schemas';
import { ChangePasswordRequestSchema, LoginRequestSchema, RegisterRequestSchema } from './schemas';
import {
  RequestPasswordResetSchema,
  ResetPasswordSchema,
  UpdateProfileSchema,
  type UserSession,
} from '../team/schemas';
import { inEnvironment } from '../endpointEnvironment';

export const authEndpoints = inEnvironment('both', {
  register: endpoint<AuthTokensResponse>()({
    method: 'POST',
    path: '/api/auth/register',
    body: RegisterRequestSchema,
    auth: 'none',
    failures: ['failure/AlreadyRegistered'],
  }),
  login: endpoint<AuthTokensResponse>()({
    method: 'POST',
    path: '/api/auth/login',
    body: LoginRequestSchema,
    auth: 'none',
  }),
  /** Signs in as the configured auto-login account; only on hosts configured for it. */
  autoLogin: endpoint<AuthTokensResponse>()({
    method: 'POST',
    path: '/api/auth/auto-login',
    auth: 'none',
  }),
  refreshAccessToken: endpoint<AuthTokensResponse>()({
    method: 'POST',
    path: '/api/auth/refresh-access-token',
    auth: 'refresh',
  }),
  /** Revokes the refresh token family of this session. */
  logout: endpoint<null>()({
    method: 'POST',
    path: '/api/auth/logout',
    auth: 'refresh',
  }),
  me: endpoint<CurrentUser>()({
    method: 'GET',
    path: '/api/auth/me',
  }),
  /**
   * Changes the signed-in user's password after checking the current one (under the sign-in
   * limits) and ends every other session of the user; this session goes on.
   */
  changePassword: endpoint<null>()({
    method: 'POST',
    path: '/api/auth/change-password',
    body: ChangePasswordRequestSchema,
    permission: 'ownAccount',
  }),
  /** Changes the signed-in user's own name. */
  updateProfile: endpoint<CurrentUser>()({
    method: 'PUT',
    path: '/api/auth/me',
    body: UpdateProfileSchema,
    permission: 'ownAccount',
  }),
  /** The signed-in user's open sessions, newest first. */
  sessions: endpoint<UserSession[]>()({
    method: 'GET',
    path: '/api/auth/sessions',
    permission: 'ownAccount',
  }),
  /** Ends every session of the signed-in user, this one included. */
  endAllSessions: endpoint<null>()({
    method: 'POST',
    path: '/api/auth/sessions/end-all',
    permission: 'ownAccount',
  }),
  /**
   * Sends a single-use reset link when a user with this address exists and a mail server is
   * configured. Answers the same either way, so it never tells whether an address is known.
   */
  requestPasswordReset: endpoint<null>()({
    method: 'POST',
    path: '/api/auth/password-reset',
    body: RequestPasswordResetSchema,
    auth: 'none',
  }),
  /** Whether a reset link can still be used; `failure/NotFound` when not. */
  checkPasswordReset: endpoint<{ email: string }>()({
    method: 'GET',
    path: '/api/auth/password-reset/:token',
    auth: 'none',
    failures: ['failure/NotFound'],
  }),
  /** Sets the new password, ends every session of the user and signs in. */
  resetPassword: endpoint<AuthTokensResponse>()({
    method: 'POST',
    path: '/api/auth/password-reset/:token',
    body: ResetPasswordSchema,
    auth: 'none',
    failures: ['failure/NotFound'],
  }),
});
