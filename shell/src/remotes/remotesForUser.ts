import { isPermitted, type Environment, type RemoteDescriptor, type Role, type SidebarEntry } from '@planner/api';

const sharesEnvironment = (environments: readonly Environment[], userEnvironments: readonly Environment[]) =>
  environments.some((environment) => userEnvironments.includes(environment));

/** Only the remotes of the user's environments are ever downloaded. */
export function remotesForEnvironments(
  remotes: readonly RemoteDescriptor[],
  userEnvironments: readonly Environment[],
): RemoteDescriptor[] {
  return remotes.filter((remote) => sharesEnvironment(remote.environments, userEnvironments));
}

/** The entries of the user's environments that the user's roles may open, in their order. */
export function sidebarEntriesFor(
  remotes: readonly RemoteDescriptor[],
  user: { environments: readonly Environment[]; roles: readonly Role[] },
): SidebarEntry[] {
  return remotes
    .flatMap((remote) =>
      remote.sidebar.filter(
        (entry) =>
          sharesEnvironment(entry.environments ?? remote.environments, user.environments) &&
          (!entry.permission || isPermitted(user.roles, entry.permission)),
      ),
    )
    .sort((a, b) => a.order - b.order);
}
