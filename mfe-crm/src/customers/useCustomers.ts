import { customerEndpoints, type CustomerInput, type CustomerSortKey } from '@planner/api';
import { invalidatePath, listQueryOptions, useApiMutation, useApiQuery } from '@planner/platform';
import type { ListQuery } from '@planner/ui';

export function useCustomerList(query: ListQuery<CustomerSortKey>) {
  return useApiQuery(customerEndpoints.list, { query }, listQueryOptions);
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

export function useDeleteCustomer() {
  const mutation = useApiMutation(customerEndpoints.delete, {
    onSuccess: () =>
      Promise.all([invalidatePath('/api/customers'), invalidatePath('/api/jobsites'), invalidatePath('/api/electro/projects')]),
  });
  return (id: string) => mutation.mutateAsync({ params: { id } });
}
