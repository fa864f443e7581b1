import { authEndpoints } from '@planner/api';
import { keepPreviousData, MutationCache, QueryClient } from '@tanstack/react-query';
import { isForbidden, QUERY_RETRY_DELAY_MS, retryQuery, throwMutationError, throwQueryError } from './errorPolicy';
import { showForbiddenNotice } from './forbiddenNotice';

export const LIST_REFETCH_INTERVAL_MS = 30_000;

/** The one QueryClient of the app; every React root passes it to its `QueryClientProvider`. */
export const queryClient = new QueryClient({
  // A refused change is not thrown (see throwMutationError); the person learns why from a toast.
  mutationCache: new MutationCache({
    onError: (error) => {
      if (isForbidden(error)) showForbiddenNotice(error);
    },
  }),
  defaultOptions: {
    queries: { staleTime: 0, retry: retryQuery, retryDelay: QUERY_RETRY_DELAY_MS, throwOnError: throwQueryError },
    mutations: { throwOnError: throwMutationError },
  },
});

// The current-user query decides between app and sign-in screen; a failure must show at once.
queryClient.setQueryDefaults([authEndpoints.me.path], { retry: false });

/** Options of every list query: polling, and the previous page stays visible while the next loads. */
export const listQueryOptions = {
  refetchInterval: LIST_REFETCH_INTERVAL_MS,
  placeholderData: keepPreviousData,
} as const;
