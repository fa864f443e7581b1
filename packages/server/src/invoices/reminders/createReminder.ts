import { randomUUID } from 'node:crypto';
import {
  addDays,
  chargesFees,
  chargesLumpSum,
  LATE_PAYMENT_LUMP_SUM,
  defaultInterest,
  germanDay,
  isOverdue,
  nextReminderLevel,
  REMINDER_FILE_LABELS,
  type BodyOutput,
  type ReminderLevel,
  type reminderEndpoints,
} from '@planner/api';
import { withAuditEvent } from '../../audit';
import type { TenantTransaction } from '../../db/scopes';
import { queueDocument } from '../../documents';
import { documentFileName } from '../../http/results';
import { findInvoiceRow } from '../repository';
import { insertReminder, lumpSumCharged, sentLevels, type NewReminder } from './repository';
import { findReminderSettings } from './settings';

type CreateInput = BodyOutput<typeof reminderEndpoints.create>;

export const reminderFileName = (level: ReminderLevel, invoiceNumber: string) => documentFileName(REMINDER_FILE_LABELS[level], invoiceNumber, 'pdf');

export type CreateReminderOutcome =
  | { kind: 'created'; reminder: NewReminder; invoiceNumber: string }
  | { kind: 'not-found' }
  | { kind: 'not-overdue' }
  | { kind: 'wrong-level' }
  | { kind: 'complete' };

/**
 * Makes the next reminder of an overdue invoice (its row locked until the commit, so two requests
 * never make the same level) dated today's German day, with the company's fee and the default
 * interest from the day after the due date to today on a dunning letter, the lump sum of
 * § 288 Abs. 5 BGB on the first dunning letter to a business, and queues its PDF
 * (ADR 0013): the caller renders it after the commit.
 */
export async function createReminder(
  trx: TenantTransaction,
  tenantId: string,
  invoiceId: string,
  input: CreateInput,
  now = new Date(),
): Promise<CreateReminderOutcome> {
  const row = await findInvoiceRow(trx, tenantId, invoiceId, true);
  if (!row) return { kind: 'not-found' };
  const today = germanDay(now);
  const document = row.document;
  if (!document?.invoiceNumber || !document.dueDate || document.amountDue <= 0) return { kind: 'not-overdue' };
  if (!isOverdue({ status: row.status, kind: row.kind, dueDate: document.dueDate }, today)) return { kind: 'not-overdue' };
  const level = nextReminderLevel(await sentLevels(trx, tenantId, row.id));
  if (level === null) return { kind: 'complete' };
  if (level !== input.level) return { kind: 'wrong-level' };
  const settings = await findReminderSettings(trx, tenantId);
  const interest = chargesFees(level)
    ? defaultInterest(document.amountDue, addDays(document.dueDate, 1), today, settings.baseRates, input.debtor)
    : { cents: 0, periods: [] };
  const lumpSum = chargesLumpSum(level, input.debtor, await lumpSumCharged(trx, tenantId, row.id)) ? LATE_PAYMENT_LUMP_SUM : 0;
  const reminder: NewReminder = {
    id: randomUUID(),
    invoiceId: row.id,
    level,
    reminderDate: today,
    payBy: addDays(today, settings.payDays),
    debtor: input.debtor,
    amountDue: document.amountDue,
    fee: chargesFees(level) ? settings.fee : 0,
    interest: interest.cents,
    lumpSum,
    interestPeriods: interest.periods,
  };
  const event = { entity: 'invoices', entityId: row.id, event: 'invoice.reminded', details: { number: document.invoiceNumber, level } } as const;
  await withAuditEvent(trx, tenantId, event, () => insertReminder(trx, tenantId, reminder));
  await queueDocument(trx, tenantId, { kind: 'PaymentReminder', id: reminder.id, fileName: reminderFileName(level, document.invoiceNumber) });
  return { kind: 'created', reminder, invoiceNumber: document.invoiceNumber };
}
