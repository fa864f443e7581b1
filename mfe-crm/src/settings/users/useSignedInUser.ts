import { authEndpoints, type CurrentUser } from '@planner/api';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

const CURRENT_USER_KEY = [authEndpoints.me.path];
const CURRENT_USER_HASH = hashKey(CURRENT_USER_KEY);

/**
 * The signed-in user as the shell loaded it before mounting the remote, read from the query
 * cache and never fetched here; `undefined` in a remote running on its own. It takes no query
 * observer, whose options would replace the shell's (and its way of fetching) on that query.
 */
export function useSignedInUser(): CurrentUser | undefined {
  const client = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) =>
      client.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === CURRENT_USER_HASH) onChange();
      }),
    [client],
  );
  const read = () => client.getQueryData<CurrentUser>(CURRENT_USER_KEY);
  return useSyncExternalStore(subscribe, read, read);
}
