import type { RemoteDescriptor } from '@planner/api';

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * How specifically `pattern` matches `pathname`: the number of matched segments plus one,
 * with literal segments counting more than `:params`; 0 when it does not match.
 */
export function matchSpecificity(pattern: string, pathname: string): number {
  const patternSegments = segmentsOf(pattern);
  const pathSegments = segmentsOf(pathname);
  if (patternSegments.length === 0) return pathSegments.length === 0 ? 1 : 0;
  if (pathSegments.length < patternSegments.length) return 0;
  let score = 1;
  for (const [index, segment] of patternSegments.entries()) {
    if (segment.startsWith(':')) score += 1;
    else if (segment === pathSegments[index]) score += 2;
    else return 0;
  }
  return score;
}

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
