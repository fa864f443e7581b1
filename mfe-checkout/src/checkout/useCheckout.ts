import { checkoutEndpoints, type CheckoutConfiguration } from '@planner/api';
import { endpointQueryKey, invalidatePath, useApiMutation, useApiQuery } from '@planner/platform';
import { App } from '@planner/ui';
import { useQueryClient } from '@tanstack/react-query';

export function useCheckout(configurationId: string) {
  return useApiQuery(checkoutEndpoints.get, { params: { id: configurationId } }, { throwOnError: false });
}

/**
 * Saves a changed part: the whole checkout configuration is replaced by the current one
 * with `change` applied. The quote's figures (its total) are refetched afterwards; the covers
 * total of a previously chosen cover is dropped rather than shown until the new one arrives.
 * Resolves to false after a failure (the quote was finalized or deleted meanwhile), which
 * is shown instead of the success toast.
 */
export function useSaveCheckout(configurationId: string, current: CheckoutConfiguration) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const mutation = useApiMutation(checkoutEndpoints.put);
  const params = { id: configurationId };
  return async (change: Partial<CheckoutConfiguration>): Promise<void | false> => {
    // Which entries are unavailable is the server's to say, after this save.
    const { unavailable: _unavailable, ...checkout } = current;
    const { data, failure } = await mutation.mutateAsync({ params, body: { ...checkout, ...change } });
    if (data) {
      if (data.outletCovers?.id !== current.outletCovers?.id) {
        queryClient.removeQueries({ queryKey: endpointQueryKey(checkoutEndpoints.totalCoversPrice, { params }) });
      }
      queryClient.setQueryData(endpointQueryKey(checkoutEndpoints.get, { params }), { type: 'success', data });
    }
    await invalidatePath(`/api/electro/configurations`);
    if (failure) {
      void message.error(failure.message);
      return false;
    }
  };
}
