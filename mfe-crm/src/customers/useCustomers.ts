import { customerEndpoints, type CustomerInput, type CustomerSortKey } from '@planner/api';
import { invalidatePath, listQueryOptions, useApiMutation, useApiQuery } from '@planner/platform';
import type { ListQuery } from '@planner/ui';

export function useCustomerList(query: ListQuery<CustomerSortKey>, archived = false) {
  return useApiQuery(customerEndpoints.list, { query: { ...query, archived: archived ? 'true' : undefined } }, listQueryOptions);
}

export function useCustomer(id: string) {
  return useApiQuery(customerEndpoints.get, { params: { id } });
}

/** Creates or changes a customer; every customer and project view refreshes afterwards. */
export function useSaveCustomer() {
  const mutation = useApiMutation(customerEndpoints.put, {
    onSuccess: () => Promise.all([invalidatePath('/api/customers'), invalidatePath('/api/jobsites')]),
  });
  return (customer: CustomerInput) => mutation.mutateAsync({ params: { id: customer.id }, body: customer });
}

const refreshCustomerViews = () =>
  Promise.all([invalidatePath('/api/customers'), invalidatePath('/api/jobsites'), invalidatePath('/api/electro/projects')]);

/** Archives the customer (hidden from lists, everything kept) or restores it. */
export function useArchiveCustomer() {
  const archive = useApiMutation(customerEndpoints.archive, { onSuccess: refreshCustomerViews });
  const restore = useApiMutation(customerEndpoints.restore, { onSuccess: refreshCustomerViews });
  return (id: string, archived: boolean) => (archived ? archive : restore).mutateAsync({ params: { id } });
}

export function useDeleteCustomer() {
  const mutation = useApiMutation(customerEndpoints.delete, { onSuccess: refreshCustomerViews });
  return (id: string) => mutation.mutateAsync({ params: { id } });
}
