import { checkoutEndpoints, type CheckoutConfiguration } from '@planner/api';
import { endpointQueryKey, invalidatePath, useApiMutation, useApiQuery } from '@planner/platform';
import { useQueryClient } from '@tanstack/react-query';

export function useCheckout(configurationId: string) {
  return useApiQuery(checkoutEndpoints.get, { params: { id: configurationId } }, { throwOnError: false });
}

/**
 * Saves a changed part: the whole checkout configuration is replaced by the current one
 * with `change` applied. The quote's figures (its total) are refetched afterwards.
 */
export function useSaveCheckout(configurationId: string, current: CheckoutConfiguration) {
  const queryClient = useQueryClient();
  const mutation = useApiMutation(checkoutEndpoints.put);
  return async (change: Partial<CheckoutConfiguration>) => {
    const { data } = await mutation.mutateAsync({ params: { id: configurationId }, body: { ...current, ...change } });
    if (data) {
      queryClient.setQueryData(endpointQueryKey(checkoutEndpoints.get, { params: { id: configurationId } }), {
        type: 'success',
        data,
      });
    }
    await invalidatePath(`/api/electro/configurations`);
  };
}
