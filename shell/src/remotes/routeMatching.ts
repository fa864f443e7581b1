import { matchSpecificity, type RemoteDescriptor } from '@planner/api';

/** The remote owning `pathname`: the one with the most specific matching route pattern. */
export function findOwningRemote(remotes: readonly RemoteDescriptor[], pathname: string): RemoteDescriptor | undefined {
  let best: { remote: RemoteDescriptor; score: number } | undefined;
  for (const remote of remotes) {
    for (const pattern of remote.routePrefixes) {
      const score = matchSpecificity(pattern, pathname);
      if (score > 0 && (!best || score > best.score)) best = { remote, score };
    }
  }
  return best?.remote;
}
