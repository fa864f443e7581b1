import { endpoint } from '../endpoint';
import type { AuthTokensResponse, CurrentUser } from './schemas';
import { ChangePasswordRequestSchema, LoginRequestSchema, RegisterRequestSchema } from './schemas';

export const authEndpoints = {
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
  }),
};
