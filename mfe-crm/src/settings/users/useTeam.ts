import { authEndpoints, teamEndpoints, type CreateInvitationInput, type Role, type TeamUser } from '@planner/api';
import { invalidatePath, listQueryOptions, useApiMutation, useApiQuery } from '@planner/platform';
import type { ListQuery } from '@planner/ui';

export type TeamUserListQuery = ListQuery<'Name' | 'Email' | 'LastSignIn'>;

/** The invitations card shows this many, newest first, and pages through the rest. */
export const INVITATIONS_PAGE_SIZE = 10;

/** An invitation that is accepted becomes a user, so both lists are refreshed after every change. */
const refreshTeam = () =>
  Promise.all([invalidatePath(teamEndpoints.listUsers.path), invalidatePath(teamEndpoints.listInvitations.path)]);

export function useTeamUsers(query: TeamUserListQuery) {
  return useApiQuery(teamEndpoints.listUsers, { query }, listQueryOptions);
}

export function useInvitations(pageIndex: number) {
  return useApiQuery(
    teamEndpoints.listInvitations,
    { query: { pageIndex, pageSize: INVITATIONS_PAGE_SIZE, sortBy: 'CreatedAt', sortOrder: 'Desc' } },
    { ...listQueryOptions, throwOnError: false },
  );
}

/**
 * The owner's changes to users and invitations; each answers `{ data }` or `{ failure }` and
 * refreshes both lists. A change of the owner's own roles also reloads the signed-in user, whose
 * roles decide what the app offers.
 */
export function useTeamMutations() {
  const changeRoles = useApiMutation(teamEndpoints.changeRoles, { onSuccess: refreshTeam });
  const deactivate = useApiMutation(teamEndpoints.deactivateUser, { onSuccess: refreshTeam });
  const activate = useApiMutation(teamEndpoints.activateUser, { onSuccess: refreshTeam });
  const passwordReset = useApiMutation(teamEndpoints.createPasswordReset);
  const invite = useApiMutation(teamEndpoints.invite, { onSuccess: refreshTeam });
  const revoke = useApiMutation(teamEndpoints.revokeInvitation, { onSuccess: refreshTeam });
  return {
    changeRoles: async (user: TeamUser, roles: Role[], isSignedInUser: boolean) => {
      const result = await changeRoles.mutateAsync({ params: { id: user.id }, body: { roles, version: user.version } });
      if (isSignedInUser && result.data) await invalidatePath(authEndpoints.me.path);
      return result;
    },
    deactivate: (user: TeamUser) => deactivate.mutateAsync({ params: { id: user.id }, body: { version: user.version } }),
    activate: (user: TeamUser) => activate.mutateAsync({ params: { id: user.id }, body: { version: user.version } }),
    createPasswordReset: (userId: string) => passwordReset.mutateAsync({ params: { id: userId } }),
    invite: (input: CreateInvitationInput) => invite.mutateAsync({ body: input }),
    revokeInvitation: (invitationId: string) => revoke.mutateAsync({ params: { id: invitationId } }),
    refresh: refreshTeam,
  };
}
