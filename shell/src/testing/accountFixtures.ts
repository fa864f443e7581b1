import type { CurrentUser } from '@planner/api';
import { mockExpectedError } from '@planner/ui/mocks';

/** A well-formed link token (43 characters of base64url). */
export const LINK_TOKEN = 'm9yZGVyLUxpbmstVG9rZW4tMDEyMzQ1Njc4OWFiY2Rl';

export const JWS_TOKENS = { accessToken: 'neuer-access-token', refreshToken: 'neuer-refresh-token' };

export const SIGNED_IN_USER: CurrentUser = {
  id: '5f1c2a8e-8a1f-4c53-9b7e-3f0c1d2e4a51',
  firstName: 'Erika',
  lastName: 'Musterfrau',
  loginName: 'erika@example.de',
  email: 'erika@example.de',
  avatarUrl: null,
  environments: ['ElektroPlanner'],
  companyName: 'Elektro Muster GmbH',
  roles: ['Owner'],
};

/** The answer to `GET /api/auth/me` in a browser without a session. */
export const signedOut = () => mockExpectedError(401, 'Unauthorized', 'Bitte melden Sie sich an.');
