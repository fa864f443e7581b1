import { invoiceEndpoints, MAX_PAGE_SIZE, type CreateInvoiceInput, type InvoiceDraftInput, type QueryInput } from '@planner/api';
import { invalidatePath, listQueryOptions, useApiMutation, useApiQuery } from '@planner/platform';

export type InvoiceListQuery = QueryInput<typeof invoiceEndpoints.list>;

/** Every view of invoices: the list, the detail pages and the invoices of quotes and projects. */
const refreshInvoices = () => invalidatePath(invoiceEndpoints.list.path);

export function useInvoiceList(query: InvoiceListQuery) {
  return useApiQuery(invoiceEndpoints.list, { query }, listQueryOptions);
}

/** All invoices of one quote or one project, newest first, for the cards on their pages. */
export function useRelatedInvoices(filter: { quoteId: string } | { projectId: string }) {
  return useApiQuery(
    invoiceEndpoints.list,
    { query: { ...filter, pageIndex: 0, pageSize: MAX_PAGE_SIZE, sortBy: 'createdAt', sortOrder: 'Desc' } },
    { ...listQueryOptions, throwOnError: false },
  );
}

export function useInvoice(invoiceId: string) {
  return useApiQuery(invoiceEndpoints.get, { params: { id: invoiceId } }, { throwOnError: false });
}

/**
 * The changes to invoices, each answering `{ data }` or `{ failure }` and refreshing every
 * invoice view: drafts are created, changed, deleted and issued; issued invoices are paid or cancelled.
 */
export function useInvoiceMutations() {
  const create = useApiMutation(invoiceEndpoints.create, { onSuccess: refreshInvoices });
  const update = useApiMutation(invoiceEndpoints.update, { onSuccess: refreshInvoices });
  const remove = useApiMutation(invoiceEndpoints.remove, { onSuccess: refreshInvoices });
  const issue = useApiMutation(invoiceEndpoints.issue, { onSuccess: refreshInvoices });
  const refreshParties = useApiMutation(invoiceEndpoints.refreshParties, { onSuccess: refreshInvoices });
  const cancel = useApiMutation(invoiceEndpoints.cancel, { onSuccess: refreshInvoices });
  const payment = useApiMutation(invoiceEndpoints.setPayment, { onSuccess: refreshInvoices });
  return {
    create: (input: CreateInvoiceInput) => create.mutateAsync({ body: input }),
    update: (id: string, draft: InvoiceDraftInput) => update.mutateAsync({ params: { id }, body: draft }),
    remove: (id: string) => remove.mutateAsync({ params: { id } }),
    /** Takes today's data of customer and company into the draft. */
    refreshParties: (id: string, version: number) => refreshParties.mutateAsync({ params: { id }, body: { version } }),
    issue: (id: string, version: number, invoiceDate: string) =>
      issue.mutateAsync({ params: { id }, body: { version, invoiceDate } }),
    /** Answers the new cancellation invoice. */
    cancel: (id: string, invoiceDate: string) => cancel.mutateAsync({ params: { id }, body: { invoiceDate } }),
    /** Paid on a date, or unpaid again with `null`. */
    setPaidOn: (id: string, paidOn: string | null) => payment.mutateAsync({ params: { id }, body: { paidOn } }),
    /** Reloads the invoices, e.g. after a change someone else made meanwhile. */
    refresh: refreshInvoices,
  };
}
