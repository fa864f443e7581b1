import { authEndpoints, type CurrentUser } from '@planner/api';
import { hashKey, notifyManager, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

const CURRENT_USER_KEY = [authEndpoints.me.path];
const CURRENT_USER_HASH = hashKey(CURRENT_USER_KEY);

/**
 * The current user the shell loaded before any remote was mounted, read from the query cache
 * and never fetched here (no observer, so the shell's query keeps its own options); `undefined`
 * without it, e.g. in a remote running alone.
 */
export function useLoadedCurrentUser(): CurrentUser | undefined {
  const client = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => {
      // The cache also reports while another component renders (its observer changed); React hears of it afterwards.
      const notify = notifyManager.batchCalls(onChange);
      return client.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === CURRENT_USER_HASH) notify();
      });
    },
    [client],
  );
  const read = () => client.getQueryData<CurrentUser>(CURRENT_USER_KEY);
  return useSyncExternalStore(subscribe, read, read);
}
