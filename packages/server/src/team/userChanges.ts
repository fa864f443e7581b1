import type { Role, TeamUser, UserStatus } from '@planner/api';
import { listOpenSessionIds, revokeAllTokenFamilies } from '../auth';
import type { TenantTransaction } from '../db/scopes';
import { lockActiveOwners, lockTeamUser, updateTeamUser } from './users';

export type UserChangeOutcome =
  | { kind: 'changed'; user: TeamUser; endedSessions: string[]; changedSessions: string[] }
  | { kind: 'not-found' | 'conflict' | 'last-owner' | 'yourself' };

interface UserChange {
  tenantId: string;
  /** The owner who makes the change. */
  actingUserId: string;
  userId: string;
  version: number;
  roles?: Role[];
  status?: UserStatus;
}

const isActiveOwner = (roles: readonly Role[], status: UserStatus) => status === 'Active' && roles.includes('Owner');

/**
 * Changes a user's roles or status, based on the version the owner saw. The company's active
 * owners are locked first, so a company never ends up without one, even when two owners demote
 * each other at the same moment. Deactivating ends every session of the user at once; a role
 * change makes the user's open sessions ask for their roles again.
 */
export async function changeUser(trx: TenantTransaction, change: UserChange): Promise<UserChangeOutcome> {
  const owners = await lockActiveOwners(trx, change.tenantId);
  const user = await lockTeamUser(trx, change.tenantId, change.userId);
  if (!user) return { kind: 'not-found' };
  if (user.version !== change.version) return { kind: 'conflict' };
  if (change.status === 'Deactivated' && change.userId === change.actingUserId) return { kind: 'yourself' };

  const roles = change.roles ?? user.roles;
  const status = change.status ?? user.status;
  const ownersAfter = owners.filter((id) => id !== user.id).length + (isActiveOwner(roles, status) ? 1 : 0);
  if (ownersAfter === 0) return { kind: 'last-owner' };

  const changed = await updateTeamUser(trx, change.tenantId, change.userId, { roles, status });
  if (status === 'Deactivated') {
    return { kind: 'changed', user: changed, endedSessions: await revokeAllTokenFamilies(trx, user.id), changedSessions: [] };
  }
  return { kind: 'changed', user: changed, endedSessions: [], changedSessions: await listOpenSessionIds(trx, user.id) };
}
