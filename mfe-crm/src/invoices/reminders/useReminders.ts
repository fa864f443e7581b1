import { invoiceEndpoints, reminderEndpoints, type BodyInput } from '@planner/api';
import { downloadDocument, invalidatePath, useApiMutation, useApiQuery } from '@planner/platform';

/** The reminders of an invoice, oldest first. */
export function useReminders(invoiceId: string) {
  return useApiQuery(reminderEndpoints.list, { params: { id: invoiceId } }, { throwOnError: false });
}

/** The company's overdue invoices at a glance (dashboard). */
export function useOverdueSummary() {
  return useApiQuery(reminderEndpoints.overdue, {}, { throwOnError: false });
}

/** Makes the next reminder; the invoice's reminders, the lists and the dashboard figures are read again. */
export function useCreateReminder(invoiceId: string) {
  const create = useApiMutation(reminderEndpoints.create, {
    onSuccess: () => {
      // The invoices' paths hold their reminders too.
      void invalidatePath(invoiceEndpoints.list.path);
      void invalidatePath(reminderEndpoints.overdue.path);
    },
  });
  return (body: BodyInput<typeof reminderEndpoints.create>) => create.mutateAsync({ params: { id: invoiceId }, body });
}

/** Downloads a reminder's PDF under the name the server gives it; answers the failure when there is none yet. */
export const downloadReminderPdf = (invoiceId: string, reminderId: string) =>
  downloadDocument(reminderEndpoints.pdf, { params: { id: invoiceId, reminderId } });
