/** The auth feature as other features and the composition root (src/app.ts) see it. */
import type { ServerFeature } from '../feature';
import { registerAuthRoutes } from './routes';
export { createCompanyAccount } from './accounts';
export { countAttempt } from './attemptCounters';
export { admitInvitation, forgetOldAttempts } from './rateLimit';
export { admitSignedOutRequest } from './signedOutLinks';
export { newLinkToken, TOKEN_PATTERN } from './linkTokens';
export { sha256Hex } from '../storage/sha256';
export { autoLoginFor } from './autoLoginHosts';
export { refuseCommonPassword } from './commonPasswords';
export { hashPassword, verifyPassword } from './passwords';
export { issuePasswordReset } from './passwordResets';
export { passwordResetUrl } from './passwordResetRoutes';
export { sessionStartOf, startSession } from './sessions';
export {
  findUserByLoginName,
  insertUser,
  isLoginNameTaken,
  listOpenSessionIds,
  LOGIN_NAME_UNIQUE_INDEX,
  revokeAllTokenFamilies,
  updatePasswordHash,
} from './repository';
export { createAccessCheck, createSessionValidity } from './sessionValidity';
export type { AccessContext, SessionValidity } from './sessionValidity';
export { createTokenService } from './tokens';
export type { AccessClaims, TokenService } from './tokens';

export const authFeature: ServerFeature = {
  name: 'auth',
  registerRoutes: registerAuthRoutes,
  auditedRecords: { users: {} },
};
