import { endpoint } from '../endpoint';
import { inEnvironment } from '../endpointEnvironment';
import { CreateReminderSchema, ReminderSettingsSchema, type OverdueSummary, type PaymentReminder, type ReminderSettings } from './reminders';

export const reminderEndpoints = inEnvironment('both', {
  /** The reminders of an invoice, oldest first. */
  list: endpoint<PaymentReminder[]>()({
    method: 'GET',
    path: '/api/electro/invoices/:id/reminders',
    failures: ['failure/NotFound'],
  }),
  /**
   * Makes the next reminder of an overdue invoice (Zahlungserinnerung, 1st, then 2nd Mahnung),
   * renders its PDF and e-mails it to the customer when a mail server is configured.
   * `failure/NotOverdue`: not issued, paid, a cancellation or not yet due;
   * `failure/ReminderLevel` (409): `level` is not the next one, or all three were sent.
   */
  create: endpoint<PaymentReminder>()({
    method: 'POST',
    permission: 'plan',
    path: '/api/electro/invoices/:id/reminders',
    body: CreateReminderSchema,
    failures: ['failure/NotFound', 'failure/NotOverdue', 'failure/ReminderLevel'],
  }),
  pdf: endpoint<Blob>()({
    method: 'GET',
    path: '/api/electro/invoices/:id/reminders/:reminderId/pdf',
    binary: true,
    failures: ['failure/NotFound', 'failure/DocumentPending'],
  }),
  /** Count and open amount of the company's overdue invoices. */
  overdue: endpoint<OverdueSummary>()({
    method: 'GET',
    path: '/api/electro/overdue-invoices',
  }),
  getSettings: endpoint<ReminderSettings>()({
    method: 'GET',
    path: '/api/electro/reminder-settings',
  }),
  putSettings: endpoint<ReminderSettings>()({
    method: 'PUT',
    permission: 'manageCompany',
    path: '/api/electro/reminder-settings',
    body: ReminderSettingsSchema,
  }),
});
