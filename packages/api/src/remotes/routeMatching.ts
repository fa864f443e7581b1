const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * How specifically the route pattern `pattern` (of `/remotes.json`) matches `pathname`: the number
 * of matched segments plus one, with literal segments counting more than `:params`; 0 when it
 * does not match. `/` matches only the root, every other pattern also every path below it.
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
