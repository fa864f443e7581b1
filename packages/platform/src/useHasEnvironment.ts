import type { Environment } from '@planner/api';
import { useLoadedCurrentUser } from './loadedCurrentUser';

/**
 * Whether the signed-in company works in `environment`, from the current user the shell loaded.
 * Without it, e.g. in a remote running alone, nothing is hidden.
 */
export function useHasEnvironment(environment: Environment): boolean {
  const user = useLoadedCurrentUser();
  return user ? user.environments.includes(environment) : true;
}
