import { DEFAULT_INVOICE_SETTINGS, formatInvoiceNumber, type InvoiceSettings } from '@planner/api';
import { sql } from 'kysely';
import type { TenantTransaction } from '../db/scopes';

const settingsOf = (row: { prefix: string; next_number: number }): InvoiceSettings => ({ prefix: row.prefix, nextNumber: row.next_number });

export async function findInvoiceSettings(trx: TenantTransaction, tenantId: string): Promise<InvoiceSettings> {
  const row = await trx.selectFrom('invoice_number_ranges').select(['prefix', 'next_number']).where('tenant_id', '=', tenantId).executeTakeFirst();
  return row ? settingsOf(row) : DEFAULT_INVOICE_SETTINGS;
}

/**
 * The company's range, created with the defaults if it has none yet, with its next number advanced
 * by `taken`, in one statement: the insert that meets the row updates it (by 0 too), which locks it
 * until the transaction ends. Answers the range as it is after the statement.
 */
const lockRange = (trx: TenantTransaction, tenantId: string, taken: 0 | 1 = 0) =>
  trx
    .insertInto('invoice_number_ranges')
    .values({ tenant_id: tenantId, prefix: DEFAULT_INVOICE_SETTINGS.prefix, next_number: DEFAULT_INVOICE_SETTINGS.nextNumber + taken })
    .onConflict((conflict) => conflict.column('tenant_id').doUpdateSet((eb) => ({ next_number: eb('invoice_number_ranges.next_number', '+', taken) })))
    .returning(['prefix', 'next_number'])
    .executeTakeFirstOrThrow();

/**
 * Takes the next number of the company's range. The range's row stays locked until the
 * transaction that issues the invoice ends: a second invoice issued at the same time waits, and
 * a transaction that fails gives its number back, so the numbers have no gaps.
 */
export async function takeInvoiceNumber(trx: TenantTransaction, tenantId: string): Promise<string> {
  const range = await lockRange(trx, tenantId, 1);
  return formatInvoiceNumber(range.prefix, range.next_number - 1);
}

/** The company's issued invoices numbered under the prefix. */
const issuedUnder = (trx: TenantTransaction, tenantId: string, prefix: string) =>
  trx
    .selectFrom('invoices')
    .where('tenant_id', '=', tenantId)
    .where('invoice_number', 'is not', null)
    .where(sql<boolean>`left(invoice_number, ${prefix.length}) = ${prefix}`)
    .where(sql<boolean>`substr(invoice_number, ${prefix.length + 1}) ~ '^[0-9]{1,9}$'`);

/**
 * Locks the company's range, as taking a number does, and answers the latest date of an invoice
 * issued in it (`undefined` when none). The lock is held until the transaction ends, so an invoice
 * issued at the same time is dated and numbered after this one, never in between.
 */
export async function lockRangeForDate(trx: TenantTransaction, tenantId: string): Promise<string | undefined> {
  const range = await lockRange(trx, tenantId);
  const row = await issuedUnder(trx, tenantId, range.prefix).select(sql<string | null>`max(invoice_date)`.as('latest')).executeTakeFirst();
  return row?.latest ?? undefined;
}

/** Saves the range, with its row locked first; undefined when its next number would repeat one issued under the prefix. */
export async function saveInvoiceSettings(trx: TenantTransaction, tenantId: string, settings: InvoiceSettings): Promise<InvoiceSettings | undefined> {
  await lockRange(trx, tenantId);
  const highest = await issuedUnder(trx, tenantId, settings.prefix)
    .select(sql<number | null>`max(substr(invoice_number, ${settings.prefix.length + 1})::bigint)`.as('highest'))
    .executeTakeFirst();
  if (settings.nextNumber <= Number(highest?.highest ?? 0)) return undefined;
  const saved = await trx
    .updateTable('invoice_number_ranges')
    .set({ prefix: settings.prefix, next_number: settings.nextNumber })
    .where('tenant_id', '=', tenantId)
    .returning(['prefix', 'next_number'])
    .executeTakeFirstOrThrow();
  return settingsOf(saved);
}
