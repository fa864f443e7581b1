import { authEndpoints, type CurrentUser, type Environment } from '@planner/api';
import { useQuery } from '@tanstack/react-query';

/**
 * Whether the signed-in company works in `environment`, from the current user the shell loaded
 * before any remote was mounted (never fetched here). Without it, e.g. in a remote running alone,
 * nothing is hidden.
 */
export function useHasEnvironment(environment: Environment): boolean {
  const { data } = useQuery<CurrentUser>({ queryKey: [authEndpoints.me.path], enabled: false });
  return data ? data.environments.includes(environment) : true;
}
