/** The invoices feature as other features and the composition root (src/app.ts) see it. */
import type { ServerFeature } from '../feature';
import { invoiceDocuments } from './issueInvoice';
import { reminderDocuments } from './reminders/reminderDocument';
import { reminderMailJobs } from './reminders/reminderMail';
import { registerReminderRoutes } from './reminders/routes';
import { registerInvoiceRoutes } from './routes';
export type { IssuedInvoiceDocument } from './tables';

export const invoicesFeature: ServerFeature = {
  name: 'invoices',
  registerRoutes: (app, services) => {
    registerInvoiceRoutes(app, services);
    registerReminderRoutes(app, services);
  },
  auditedRecords: { invoices: { nameColumn: 'invoice_number' } },
  documentKinds: [invoiceDocuments, reminderDocuments],
  jobHandlers: (services) => [reminderMailJobs(services)],
};
