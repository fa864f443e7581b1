import type { TeamUser } from '@planner/api';

/** 'Erika Muster', or the e-mail address while the name is empty. */
export function userDisplayName(user: Pick<TeamUser, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}
