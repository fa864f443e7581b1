import type { OverdueSummary, PaymentReminder, ReminderLevel } from '@planner/api';
import { sql, type Selectable } from 'kysely';
import { toJson } from '../../db/json';
import type { TenantTransaction } from '../../db/scopes';
import { findDocumentStates } from '../../documents';
import type { PaymentRemindersTable } from './tables';

type ReminderRow = Selectable<PaymentRemindersTable>;

/** Reminder, 1st, 2nd dunning letter. */
const LEVEL_ORDER = sql`case level when 'Reminder' then 0 when 'First' then 1 else 2 end`;

const asReminder = (row: ReminderRow, invoiceNumber: string, pdfState: PaymentReminder['pdfState']): PaymentReminder => {
  const [amountDue, fee, interest, lumpSum] = [Number(row.amount_due), Number(row.fee), Number(row.interest), Number(row.lump_sum)];
  return {
    id: row.id,
    invoiceId: row.invoice_id,
    invoiceNumber,
    level: row.level,
    reminderDate: row.reminder_date,
    debtor: row.debtor,
    amountDue,
    fee,
    interest,
    lumpSum,
    interestPeriods: row.interest_periods,
    total: amountDue + fee + interest + lumpSum,
    payBy: row.pay_by,
    emailedTo: row.emailed_to,
    createdAt: row.created_at.toISOString(),
    pdfState,
  };
};

/** The reminders of an invoice, in the order of their levels. */
export async function listReminders(trx: TenantTransaction, tenantId: string, invoiceId: string, invoiceNumber: string): Promise<PaymentReminder[]> {
  const rows = await trx
    .selectFrom('payment_reminders')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('invoice_id', '=', invoiceId)
    .orderBy(LEVEL_ORDER)
    .execute();
  const states = await findDocumentStates(trx, tenantId, 'PaymentReminder', rows.map((row) => row.id));
  return rows.map((row) => asReminder(row, invoiceNumber, states.get(row.id) ?? 'Pending'));
}

export async function findReminder(trx: TenantTransaction, tenantId: string, invoiceId: string, id: string) {
  return trx
    .selectFrom('payment_reminders')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('invoice_id', '=', invoiceId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export type NewReminder = Omit<PaymentReminder, 'total' | 'createdAt' | 'pdfState' | 'emailedTo' | 'invoiceNumber'>;

export async function insertReminder(trx: TenantTransaction, tenantId: string, reminder: NewReminder): Promise<void> {
  await trx
    .insertInto('payment_reminders')
    .values({
      tenant_id: tenantId,
      id: reminder.id,
      invoice_id: reminder.invoiceId,
      level: reminder.level,
      reminder_date: reminder.reminderDate,
      pay_by: reminder.payBy,
      debtor: reminder.debtor,
      amount_due: reminder.amountDue,
      fee: reminder.fee,
      interest: reminder.interest,
      lump_sum: reminder.lumpSum,
      interest_periods: toJson(reminder.interestPeriods),
      emailed_to: null,
    })
    .execute();
}

export async function markEmailed(trx: TenantTransaction, tenantId: string, id: string, to: string): Promise<void> {
  await trx.updateTable('payment_reminders').set({ emailed_to: to }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

/** The levels sent for an invoice, in order. */
export async function sentLevels(trx: TenantTransaction, tenantId: string, invoiceId: string): Promise<ReminderLevel[]> {
  const rows = await trx
    .selectFrom('payment_reminders')
    .select('level')
    .where('tenant_id', '=', tenantId)
    .where('invoice_id', '=', invoiceId)
    .orderBy(LEVEL_ORDER)
    .execute();
  return rows.map((row) => row.level);
}

/** Whether a reminder of the invoice already charged the lump sum of § 288 Abs. 5 BGB. */
export async function lumpSumCharged(trx: TenantTransaction, tenantId: string, invoiceId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('payment_reminders')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('invoice_id', '=', invoiceId)
    .where('lump_sum', '>', 0)
    .executeTakeFirst();
  return row !== undefined;
}

/** The last level sent for each of the invoices that have one. */
export async function lastLevels(trx: TenantTransaction, tenantId: string, invoiceIds: string[]): Promise<Map<string, ReminderLevel>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom('payment_reminders')
    .select(['invoice_id', 'level'])
    .where('tenant_id', '=', tenantId)
    .where('invoice_id', 'in', invoiceIds)
    .orderBy(LEVEL_ORDER)
    .execute();
  return new Map(rows.map((row) => [row.invoice_id, row.level]));
}

/** The condition of an overdue invoice on `today`, a German day: issued, unpaid, no cancellation, past its due date. */
export const overdueCondition = (today: string) => sql<boolean>`(status = 'Issued' and kind <> 'Cancellation' and due_date < ${today})`;

export async function overdueSummary(trx: TenantTransaction, tenantId: string, today: string): Promise<OverdueSummary> {
  const row = await trx
    .selectFrom('invoices')
    .select([sql<string>`count(*)`.as('count'), sql<string>`coalesce(sum(amount_due), 0)`.as('amount_due')])
    .where('tenant_id', '=', tenantId)
    .where(overdueCondition(today))
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), amountDue: Number(row.amount_due) };
}
