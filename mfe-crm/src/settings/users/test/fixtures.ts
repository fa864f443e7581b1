import type { Invitation, TeamUser } from '@planner/api';

/** The id `signInWithRoles` of @planner/ui/testing signs in with: Lena Leser is the signed-in owner. */
export const SIGNED_IN_ID = '55555555-5555-4555-8555-555555555555';
export const PLANNER_ID = '88888888-8888-4888-8888-888888888881';
export const FORMER_ID = '88888888-8888-4888-8888-888888888882';
export const INVITATION_ID = '99999999-9999-4999-8999-999999999991';

export const owner: TeamUser = {
  id: SIGNED_IN_ID,
  firstName: 'Lena',
  lastName: 'Leser',
  email: 'lena@example.de',
  roles: ['Owner'],
  status: 'Active',
  lastSignInAt: '2026-05-12T12:30:00.000Z',
  version: 3,
};

export const planner: TeamUser = {
  id: PLANNER_ID,
  firstName: 'Paul',
  lastName: 'Planer',
  email: 'paul@example.de',
  roles: ['Planner', 'MasterData'],
  status: 'Active',
  lastSignInAt: null,
  version: 1,
};

export const former: TeamUser = {
  id: FORMER_ID,
  firstName: 'Frieda',
  lastName: 'Früher',
  email: 'frieda@example.de',
  roles: ['ReadOnly'],
  status: 'Deactivated',
  lastSignInAt: '2026-01-05T08:00:00.000Z',
  version: 7,
};

export const invitation = (overrides: Partial<Invitation> = {}): Invitation => ({
  id: INVITATION_ID,
  email: 'neu@example.de',
  roles: ['Planner'],
  state: 'Pending',
  invitedBy: 'Lena Leser',
  createdAt: '2026-05-10T09:00:00.000Z',
  expiresAt: '2026-05-17T09:00:00.000Z',
  ...overrides,
});
