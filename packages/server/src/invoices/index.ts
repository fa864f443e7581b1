/** The invoices feature as other features and the composition root (src/app.ts) see it. */
import type { ServerFeature } from '../feature';
import { invoiceDocuments } from './invoiceDocument';
import { registerInvoiceRoutes } from './routes';

export const invoicesFeature: ServerFeature = {
  name: 'invoices',
  registerRoutes: registerInvoiceRoutes,
  auditedRecords: { invoices: { nameColumn: 'invoice_number' } },
  documentKinds: [invoiceDocuments],
};
