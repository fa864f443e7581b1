import { authEndpoints, type CurrentUser, type Role } from '@planner/api';
import { queryClient } from '@planner/platform';

/** Puts a signed-in user with `roles` where the shell keeps the current user, until the query cache is cleared after the test. */
export function signInWithRoles(roles: Role[]): void {
  const user: CurrentUser = {
    id: '55555555-5555-4555-8555-555555555555',
    firstName: 'Lena',
    lastName: 'Leser',
    loginName: 'lena',
    email: 'lena@example.de',
    avatarUrl: null,
    environments: ['ElektroPlanner', 'PvPlanner'],
    companyName: 'Elektro Muster GmbH',
    roles,
  };
  queryClient.setQueryData([authEndpoints.me.path], user);
}
