import type { TeamUser } from '@planner/api';
import { App } from '@planner/ui';
import { teamFailureText } from './teamFailures';
import { userDisplayName } from './userDisplayName';
import { useTeamMutations } from './useTeam';

/** Deactivating a user (after asking: it ends their sessions at once) and activating them again. */
export function useUserStatusActions() {
  const { message, modal } = App.useApp();
  const mutations = useTeamMutations();

  const deactivate = (user: TeamUser) =>
    void modal.confirm({
      title: `${userDisplayName(user)} deaktivieren?`,
      content: 'Alle Sitzungen enden sofort. Der Benutzer kann sich erst wieder anmelden, wenn Sie ihn aktivieren.',
      okText: 'Deaktivieren',
      okButtonProps: { danger: true },
      cancelText: 'Abbrechen',
      onOk: async () => {
        const { failure } = await mutations.deactivate(user);
        if (failure) void message.error(teamFailureText(failure));
        else void message.success(`${userDisplayName(user)} ist deaktiviert.`);
      },
    });

  const activate = async (user: TeamUser) => {
    const { failure } = await mutations.activate(user);
    if (failure) void message.error(teamFailureText(failure));
    else void message.success(`${userDisplayName(user)} ist wieder aktiv.`);
  };

  return { deactivate, activate };
}
