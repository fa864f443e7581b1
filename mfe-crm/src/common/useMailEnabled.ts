import { appConfigEndpoints } from '@planner/api';
import { useApiQuery } from '@planner/platform';

/**
 * Whether the server has a mail server, so links can also go out by e-mail; `false` until the
 * app config has arrived or when it cannot be read. The shell reads the config at startup but
 * keeps it out of the query cache, so the remote asks once itself.
 */
export function useMailEnabled(): boolean {
  const { data } = useApiQuery(appConfigEndpoints.get, { query: {} }, { staleTime: Infinity, throwOnError: false });
  return data?.mailEnabled ?? false;
}
