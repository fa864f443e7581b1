import { formatCents, letterGreeting, REMINDER_LEVEL_LABELS } from '@planner/api';
import { recordAuditEvent } from '../../audit';
import type { Db } from '../../db/database';
import { withTenant, type TenantTransaction } from '../../db/scopes';
import { readDocument } from '../../documents';
import type { AppServices } from '../../http/services';
import { sendJob, type JobHandler } from '../../jobs/jobQueue';
import { paymentReminderMail } from '../../mail';
import { findInvoiceRow } from '../repository';
import { listReminders, markEmailed } from './repository';

/** The queue of reminder mails (created in migration 0053). */
export const REMINDER_MAIL = 'payment-reminder-mail';

interface ReminderMailJob {
  tenantId: string;
  reminderId: string;
}

/** Sent in the transaction that stores the reminder's PDF, by whichever process rendered it. */
export const queueReminderMail = (trx: TenantTransaction, tenantId: string, reminderId: string) => sendJob(trx, REMINDER_MAIL, { tenantId, reminderId });

async function reminderToMail(db: Db, { blobs }: Pick<AppServices, 'blobs'>, tenantId: string, reminderId: string) {
  return withTenant(db, tenantId, async (trx) => {
    const found = await trx.selectFrom('payment_reminders').select('invoice_id').where('tenant_id', '=', tenantId).where('id', '=', reminderId).executeTakeFirst();
    const row = found && (await findInvoiceRow(trx, tenantId, found.invoice_id));
    if (!row?.invoice_number || !row.document) return undefined;
    const reminder = (await listReminders(trx, tenantId, row.id, row.invoice_number)).find((each) => each.id === reminderId);
    const pdf = await readDocument(trx, tenantId, blobs, { kind: 'PaymentReminder', id: reminderId });
    return reminder && pdf && { reminder, document: row.document, pdf };
  });
}

/**
 * E-mails a reminder's stored PDF to the customer of the invoice and records to whom, once: a
 * job finding the reminder already e-mailed does nothing. Should a process die between the
 * mail server's answer and that record, the job that takes over sends the mail a second time.
 */
export function reminderMailJobs({ db, blobs, mailer }: Pick<AppServices, 'db' | 'blobs' | 'mailer'>): JobHandler<ReminderMailJob> {
  return {
    queue: REMINDER_MAIL,
    async run({ tenantId, reminderId }) {
      if (!mailer.enabled) return;
      const read = await reminderToMail(db, { blobs }, tenantId, reminderId);
      const to = read?.document.customer.email;
      if (!read || !to || read.reminder.emailedTo) return;
      if (read.pdf.state !== 'Stored') throw new Error(`the PDF of payment reminder ${reminderId} is not stored yet`);
      const { reminder, document, pdf } = read;
      const sent = await mailer.send(
        paymentReminderMail({
          to,
          greeting: letterGreeting(document.customer),
          letter: REMINDER_LEVEL_LABELS[reminder.level],
          invoiceNumber: reminder.invoiceNumber,
          companyName: document.company.name,
          total: formatCents(reminder.total),
          ...(reminder.lumpSum > 0 ? { lumpSum: formatCents(reminder.lumpSum) } : {}),
          payBy: new Date(`${reminder.payBy}T12:00:00Z`),
          pdf: { filename: pdf.fileName, content: pdf.data },
        }),
      );
      if (!sent) throw new Error(`the mail of payment reminder ${reminderId} was not accepted`);
      await withTenant(db, tenantId, async (trx) => {
        await markEmailed(trx, tenantId, reminder.id, to);
        const details = { number: reminder.invoiceNumber, level: reminder.level };
        await recordAuditEvent(trx, tenantId, { entity: 'invoices', entityId: reminder.invoiceId, event: 'invoice.reminderEmailed', details });
      });
    },
  };
}
