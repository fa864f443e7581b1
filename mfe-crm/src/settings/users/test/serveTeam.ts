import { appConfigEndpoints, teamEndpoints, type Invitation, type TeamUser } from '@planner/api';
import { mockEndpoint, type HttpHandler } from '@planner/ui/mocks';
import { mockApi, testAppConfig } from '@planner/ui/testing';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { former, invitation, owner, planner } from './fixtures';

// The page reads the signed-in user from the query cache, which @planner/ui/testing clears after
// each test: unmounting first keeps the page from rendering and fetching once more without it.
afterEach(() => cleanup());

export interface TeamState {
  users: TeamUser[];
  invitations: Invitation[];
}

/**
 * The team endpoints of a company with the owner Lena, the planner Paul, the deactivated Frieda
 * and one open invitation; `changes` answers the test's changes and may change `team`, which the
 * lists then show.
 */
export function serveTeam(changes: (team: TeamState) => HttpHandler[] = () => [], { mailEnabled = false } = {}) {
  const team: TeamState = { users: [owner, planner, former], invitations: [invitation()] };
  const api = mockApi(
    ...changes(team),
    mockEndpoint(appConfigEndpoints.get, () => testAppConfig({ mailEnabled })),
    mockEndpoint(teamEndpoints.listUsers, () => team.users),
    mockEndpoint(teamEndpoints.listInvitations, () => team.invitations),
  );
  return { api, team };
}

export function userOf(team: TeamState, id: string): TeamUser {
  const user = team.users.find((member) => member.id === id);
  if (!user) throw new Error(`no user ${id}`);
  return user;
}

/** Changes the user `id` as the server would, one version further; answers the changed user. */
export function changeUser(team: TeamState, id: string, changes: Partial<TeamUser>): TeamUser {
  const user = userOf(team, id);
  const next = { ...user, ...changes, version: user.version + 1 };
  team.users = team.users.map((member) => (member.id === id ? next : member));
  return next;
}
