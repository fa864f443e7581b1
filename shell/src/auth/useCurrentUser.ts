import { useQuery } from '@tanstack/react-query';
import { authEndpoints, type CurrentUser } from '@planner/api';
import { apiClient, isUnauthorized } from '@planner/platform';

export const CURRENT_USER_QUERY_KEY = [authEndpoints.me.path] as const;

export type CurrentUserState =
  | { status: 'pending' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: CurrentUser };

/** The current-user call decides between sign-in and the app; it is never retried. */
export function useCurrentUser(): CurrentUserState {
  const query = useQuery({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: async () => (await apiClient.call(authEndpoints.me)).data,
    retry: false,
    refetchInterval: false,
    refetchOnWindowFocus: false,
    throwOnError: (error) => !isUnauthorized(error),
  });
  if (query.isPending) return { status: 'pending' };
  if (query.isError || !query.data) return { status: 'signed-out' };
  return { status: 'signed-in', user: query.data };
}
