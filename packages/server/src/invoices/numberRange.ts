import { DEFAULT_INVOICE_SETTINGS, formatInvoiceNumber, type InvoiceSettings } from '@planner/api';
import { sql } from 'kysely';
import type { TenantTransaction } from '../db/scopes';

const selectRange = (trx: TenantTransaction, tenantId: string) =>
  trx.selectFrom('invoice_number_ranges').select(['prefix', 'next_number']).where('tenant_id', '=', tenantId);

export async function findInvoiceSettings(trx: TenantTransaction, tenantId: string): Promise<InvoiceSettings> {
  const row = await selectRange(trx, tenantId).executeTakeFirst();
  return row ? { prefix: row.prefix, nextNumber: row.next_number } : DEFAULT_INVOICE_SETTINGS;
}

/** Creates the company's range with the defaults if it has none yet, then locks it until the transaction ends. */
async function lockRange(trx: TenantTransaction, tenantId: string): Promise<InvoiceSettings> {
  await trx
    .insertInto('invoice_number_ranges')
    .values({ tenant_id: tenantId, prefix: DEFAULT_INVOICE_SETTINGS.prefix, next_number: DEFAULT_INVOICE_SETTINGS.nextNumber })
    .onConflict((conflict) => conflict.column('tenant_id').doNothing())
    .execute();
  const row = await selectRange(trx, tenantId).forUpdate().executeTakeFirstOrThrow();
  return { prefix: row.prefix, nextNumber: row.next_number };
}

/**
 * Takes the next number of the company's range. The range's row stays locked until the
 * transaction that issues the invoice ends: a second invoice issued at the same time waits, and
 * a transaction that fails gives its number back, so the numbers have no gaps.
 */
export async function takeInvoiceNumber(trx: TenantTransaction, tenantId: string): Promise<string> {
  const range = await lockRange(trx, tenantId);
  await trx
    .updateTable('invoice_number_ranges')
    .set({ next_number: range.nextNumber + 1 })
    .where('tenant_id', '=', tenantId)
    .execute();
  return formatInvoiceNumber(range.prefix, range.nextNumber);
}

/** The company's issued invoices numbered under the prefix. */
const issuedUnder = (trx: TenantTransaction, tenantId: string, prefix: string) =>
  trx
    .selectFrom('invoices')
    .where('tenant_id', '=', tenantId)
    .where('invoice_number', 'is not', null)
    .where(sql<boolean>`left(invoice_number, ${prefix.length}) = ${prefix}`)
    .where(sql<boolean>`substr(invoice_number, ${prefix.length + 1}) ~ '^[0-9]{1,9}$'`);

/** The highest number issued under the prefix, 0 when none. */
async function highestIssuedNumber(trx: TenantTransaction, tenantId: string, prefix: string): Promise<number> {
  const row = await issuedUnder(trx, tenantId, prefix)
    .select(sql<number | null>`max(substr(invoice_number, ${prefix.length + 1})::bigint)`.as('highest'))
    .executeTakeFirst();
  return Number(row?.highest ?? 0);
}

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

/** Saves the range; false when its next number would repeat one issued under the prefix. */
export async function saveInvoiceSettings(trx: TenantTransaction, tenantId: string, settings: InvoiceSettings): Promise<boolean> {
  await lockRange(trx, tenantId);
  if (settings.nextNumber <= (await highestIssuedNumber(trx, tenantId, settings.prefix))) return false;
  await trx
    .updateTable('invoice_number_ranges')
    .set({ prefix: settings.prefix, next_number: settings.nextNumber })
    .where('tenant_id', '=', tenantId)
    .execute();
  return true;
}
