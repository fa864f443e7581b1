import type { DocumentKind } from '../../documents';
import { offThreadOr } from '../../documentPdf/pdfWorker';
import type { RenderPdf } from '../../documentPdf/pdfWorkerEntry';
import { findLogo } from '../../tenant';
import { findInvoice } from '../readInvoice';
import { renderReminderPdf, type ReminderPdfInput } from './pdf/renderReminderPdf';
import { queueReminderMail } from './reminderMail';
import { listReminders } from './repository';

/** The server's renderer: the worker next to the bundle (build.mjs, pdf/reminderPdfWorker.ts), or in-process when running from source. */
const renderOffThread = offThreadOr(new URL('./reminderPdfWorker.js', import.meta.url), 'Payment reminder PDF', renderReminderPdf);

/** A payment reminder as a document: its letter with the figures frozen when it was made, to the invoice's customer as issued. */
export const reminderDocument = (render: RenderPdf<ReminderPdfInput> = renderOffThread): DocumentKind<ReminderPdfInput> => ({
  kind: 'PaymentReminder',
  async load(trx, tenantId, id, blobs) {
    const row = await trx.selectFrom('payment_reminders').select('invoice_id').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
    const invoice = row && (await findInvoice(trx, tenantId, row.invoice_id));
    if (!invoice?.invoiceNumber) return undefined;
    const reminder = (await listReminders(trx, tenantId, invoice.id, invoice.invoiceNumber)).find((each) => each.id === id);
    if (!reminder) return undefined;
    const logo = (await findLogo(trx, tenantId, blobs))?.data ?? null;
    return { reminder, invoice, logo };
  },
  render,
  // The mail to the customer goes out once its PDF exists, whether the request or a later job rendered it.
  onStored: queueReminderMail,
});

/** The reminders the server renders, on the worker thread. */
export const reminderDocuments = reminderDocument();
