import type { Environment, RemoteDescriptor, SidebarEntry } from '@planner/api';

const sharesEnvironment = (environments: readonly Environment[], userEnvironments: readonly Environment[]) =>
  environments.some((environment) => userEnvironments.includes(environment));

/** Only the remotes of the user's environments are ever downloaded. */
export function remotesForEnvironments(
  remotes: readonly RemoteDescriptor[],
  userEnvironments: readonly Environment[],
): RemoteDescriptor[] {
  return remotes.filter((remote) => sharesEnvironment(remote.environments, userEnvironments));
}

export function sidebarEntriesFor(remotes: readonly RemoteDescriptor[], userEnvironments: readonly Environment[]): SidebarEntry[] {
  return remotes
    .flatMap((remote) =>
      remote.sidebar.filter((entry) => sharesEnvironment(entry.environments ?? remote.environments, userEnvironments)),
    )
    .sort((a, b) => a.order - b.order);
}
