/** The auth feature as other features and the composition root (src/app.ts) see it. */
import type { ServerFeature } from '../feature';
import { registerAuthRoutes } from './routes';
export { createCompanyAccount } from './accounts';
export { countAttempt } from './attemptCounters';
export { autoLoginFor } from './autoLoginHosts';
export { hashPassword, verifyPassword } from './passwords';
export { findUserByLoginName, LOGIN_NAME_UNIQUE_INDEX, updatePasswordHash } from './repository';
export { createAccessCheck, createSessionValidity } from './sessionValidity';
export type { SessionValidity } from './sessionValidity';
export { createTokenService } from './tokens';
export type { AccessClaims, TokenService } from './tokens';

export const authFeature: ServerFeature = {
  name: 'auth',
  registerRoutes: registerAuthRoutes,
  auditedRecords: { users: {} },
};
