import { contactPersonEndpoints, type ContactPerson } from '@planner/api';
import { invalidateEndpoint, listQueryOptions, useApiMutation, useApiQuery } from '@planner/platform';

/** The order the table shows, its export's too. */
export const CONTACT_PERSON_ORDER = { sortBy: 'LastName', sortOrder: 'Asc' } as const;

interface Page {
  pageIndex: number;
  pageSize: number;
}

/** The Bauleiter of a developer, sorted by last name. */
export function useContactPersonList(propertyDeveloperId: string, page: Page) {
  return useApiQuery(
    contactPersonEndpoints.list,
    { params: { propertyDeveloperId }, query: { ...page, ...CONTACT_PERSON_ORDER } },
    listQueryOptions,
  );
}

const refreshContactPersons = (propertyDeveloperId: string) =>
  invalidateEndpoint(contactPersonEndpoints.list, { propertyDeveloperId });

export function useSaveContactPerson() {
  const mutation = useApiMutation(contactPersonEndpoints.put, {
    onSuccess: (_result, { params }) => refreshContactPersons(params.propertyDeveloperId),
  });
  return (contactPerson: ContactPerson) =>
    mutation.mutateAsync({
      params: { propertyDeveloperId: contactPerson.companyId, id: contactPerson.id },
      body: { contactPerson },
    });
}

export function useDeleteContactPerson() {
  const mutation = useApiMutation(contactPersonEndpoints.delete, {
    onSuccess: (_result, { params }) => refreshContactPersons(params.propertyDeveloperId),
  });
  return (contactPerson: ContactPerson) =>
    mutation.mutateAsync({ params: { propertyDeveloperId: contactPerson.companyId, id: contactPerson.id } });
}
