import type { CallArgs, Endpoint } from '@planner/api';
import { useMutation } from '@tanstack/react-query';
import type { UseMutationOptions, UseMutationResult } from '@tanstack/react-query';
import { callEndpoint } from './apiClient';
import { unwrap } from './unwrap';
import type { Unwrapped } from './unwrap';

export type ApiMutationOptions<E> = Omit<UseMutationOptions<Unwrapped<E>, Error, CallArgs<E>>, 'mutationFn'>;

/**
 * Calls an endpoint as a mutation. Resolves to `{ data }` or `{ failure }`; errors reach the
 * nearest error boundary, except field errors, which stay with the form that sent them, and a
 * refused change (403), which is shown as a toast.
 */
export function useApiMutation<E extends Endpoint>(
  endpoint: E,
  options?: ApiMutationOptions<E>,
): UseMutationResult<Unwrapped<E>, Error, CallArgs<E>> {
  return useMutation({
    ...options,
    mutationFn: async (args: CallArgs<E>) => unwrap(await callEndpoint(endpoint, args)),
  });
}
