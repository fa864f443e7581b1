import {
  formatCents,
  germanDay,
  letterGreeting,
  MSG_INVOICE_NOT_FOUND,
  MSG_NOT_OVERDUE,
  MSG_REMINDER_LEVEL,
  MSG_REMINDER_NOT_FOUND,
  MSG_REMINDERS_COMPLETE,
  REMINDER_LEVEL_LABELS,
  reminderEndpoints,
  type PaymentReminder,
} from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { recordAuditEvent } from '../../audit';
import { withTenant } from '../../db/scopes';
import { documentAnswer, readDocument, renderDocument } from '../../documents';
import { registerEndpoint } from '../../http/registerEndpoint';
import { failure, success } from '../../http/results';
import type { AppServices } from '../../http/services';
import { paymentReminderMail } from '../../mail';
import { findInvoiceRow } from '../repository';
import { createReminder, type CreateReminderOutcome } from './createReminder';
import { reminderDocuments } from './reminderDocument';
import { findReminder, listReminders, markEmailed, overdueSummary } from './repository';
import { findReminderSettings, saveReminderSettings } from './settings';

const invoiceNotFound = () => failure('failure/NotFound', MSG_INVOICE_NOT_FOUND);

function refusal(outcome: Exclude<CreateReminderOutcome, { kind: 'created' }>) {
  switch (outcome.kind) {
    case 'not-found':
      return invoiceNotFound();
    case 'not-overdue':
      return failure('failure/NotOverdue', MSG_NOT_OVERDUE);
    case 'wrong-level':
      return failure('failure/ReminderLevel', MSG_REMINDER_LEVEL, 409);
    case 'complete':
      return failure('failure/ReminderLevel', MSG_REMINDERS_COMPLETE, 409);
  }
}

export function registerReminderRoutes(app: FastifyInstance, { db, blobs, mailer }: AppServices): void {
  const reminderOf = async (tenantId: string, invoiceId: string, id: string): Promise<PaymentReminder | undefined> =>
    withTenant(db, tenantId, async (trx) => {
      const row = await findInvoiceRow(trx, tenantId, invoiceId);
      return row?.invoice_number ? (await listReminders(trx, tenantId, invoiceId, row.invoice_number)).find((each) => each.id === id) : undefined;
    });

  /** E-mails the stored PDF to the customer of the invoice, and records to whom; false when it was not sent. */
  async function sendByMail(tenantId: string, reminder: PaymentReminder): Promise<boolean> {
    if (!mailer.enabled) return false;
    const read = await withTenant(db, tenantId, async (trx) => {
      const row = await findInvoiceRow(trx, tenantId, reminder.invoiceId);
      const pdf = await readDocument(trx, tenantId, blobs, { kind: 'PaymentReminder', id: reminder.id });
      return row?.document && pdf?.state === 'Stored' ? { document: row.document, pdf } : undefined;
    });
    const to = read?.document.customer.email;
    if (!read || !to) return false;
    const sent = await mailer.send(
      paymentReminderMail({
        to,
        greeting: letterGreeting(read.document.customer),
        letter: REMINDER_LEVEL_LABELS[reminder.level],
        invoiceNumber: reminder.invoiceNumber,
        companyName: read.document.company.name,
        total: formatCents(reminder.total),
        ...(reminder.lumpSum > 0 ? { lumpSum: formatCents(reminder.lumpSum) } : {}),
        payBy: new Date(`${reminder.payBy}T12:00:00Z`),
        pdf: { filename: read.pdf.fileName, content: read.pdf.data },
      }),
    );
    if (!sent) return false;
    await withTenant(db, tenantId, async (trx) => {
      await markEmailed(trx, tenantId, reminder.id, to);
      const details = { number: reminder.invoiceNumber, level: reminder.level };
      await recordAuditEvent(trx, tenantId, { entity: 'invoices', entityId: reminder.invoiceId, event: 'invoice.reminderEmailed', details });
    });
    return true;
  }

  registerEndpoint(app, reminderEndpoints.list, async ({ tenantId, params }) => {
    const reminders = await withTenant(db, tenantId, async (trx) => {
      const row = await findInvoiceRow(trx, tenantId, params.id);
      return row && (row.invoice_number ? listReminders(trx, tenantId, row.id, row.invoice_number) : []);
    });
    return reminders ? success(reminders) : invoiceNotFound();
  });

  registerEndpoint(app, reminderEndpoints.create, async ({ tenantId, params, body }) => {
    const outcome = await withTenant(db, tenantId, (trx) => createReminder(trx, tenantId, params.id, body));
    if (outcome.kind !== 'created') return refusal(outcome);
    // After the commit (ADR 0013): a failed render stays Pending for the retry sweep, and then no mail is sent.
    if ((await renderDocument(db, blobs, reminderDocuments, tenantId, outcome.reminder.id)) === 'stored') {
      const stored = await reminderOf(tenantId, params.id, outcome.reminder.id);
      if (stored) await sendByMail(tenantId, stored);
    }
    return success((await reminderOf(tenantId, params.id, outcome.reminder.id))!);
  });

  registerEndpoint(app, reminderEndpoints.pdf, async ({ tenantId, params }) => {
    const file = await withTenant(db, tenantId, async (trx) =>
      (await findReminder(trx, tenantId, params.id, params.reminderId))
        ? readDocument(trx, tenantId, blobs, { kind: 'PaymentReminder', id: params.reminderId })
        : undefined,
    );
    return file ? documentAnswer(file) : failure('failure/NotFound', MSG_REMINDER_NOT_FOUND);
  });

  registerEndpoint(app, reminderEndpoints.overdue, async ({ tenantId }) =>
    success(await withTenant(db, tenantId, (trx) => overdueSummary(trx, tenantId, germanDay()))),
  );

  registerEndpoint(app, reminderEndpoints.getSettings, async ({ tenantId }) =>
    success(await withTenant(db, tenantId, (trx) => findReminderSettings(trx, tenantId))),
  );

  registerEndpoint(app, reminderEndpoints.putSettings, async ({ tenantId, body }) =>
    success(
      await withTenant(db, tenantId, async (trx) => {
        await saveReminderSettings(trx, tenantId, body);
        return findReminderSettings(trx, tenantId);
      }),
    ),
  );
}
