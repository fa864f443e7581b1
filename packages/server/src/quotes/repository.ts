import { customerDisplayName, type ConfigurationStatus, type Quote, type QuoteStatus } from '@planner/api';
import { sql } from 'kysely';
import { toJson } from '../db/json';
import type { TenantTransaction } from '../db/scopes';
import { readStoredSnapshot } from './storedSnapshot';
import type { QuoteSnapshot } from './tables';
import { findValidityExtension } from './validity';

/** The unique index that keeps quote numbers unique within a company, case-insensitively. */
export const QUOTE_NUMBER_UNIQUE_INDEX = 'quotes_tenant_number_key';

/** The configuration's status, its row locked until the transaction ends; undefined when unknown. */
export async function lockConfiguration(
  trx: TenantTransaction,
  tenantId: string,
  configurationId: string,
): Promise<ConfigurationStatus | undefined> {
  const row = await trx
    .selectFrom('configurations')
    .select('status')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', configurationId)
    .forUpdate()
    .executeTakeFirst();
  return row?.status;
}

export async function isQuoteNumberTaken(trx: TenantTransaction, tenantId: string, quoteNumber: string): Promise<boolean> {
  const row = await trx
    .selectFrom('quotes')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where(sql`lower(quote_number)`, '=', quoteNumber.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores the frozen quote and marks its configuration Finalized with quote status Sent. */
export async function insertQuote(
  trx: TenantTransaction,
  tenantId: string,
  snapshot: QuoteSnapshot,
): Promise<void> {
  await trx
    .insertInto('quotes')
    .values({
      tenant_id: tenantId,
      id: snapshot.id,
      project_id: snapshot.projectId,
      quote_number: snapshot.quoteNumber,
      quote_name: snapshot.quoteName,
      quote_status: 'Created',
      finalized_at: new Date(snapshot.finalizedAt),
      customer_name: customerDisplayName(snapshot.customer),
      project_name: snapshot.projectName,
      net_total: snapshot.netTotal,
      gross_total: snapshot.grossTotal,
      snapshot: toJson(snapshot),
    })
    .execute();
  await trx
    .updateTable('configurations')
    .set({ status: 'Finalized', quote_status: 'Created' })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', snapshot.id)
    .execute();
}

/** The frozen quote with its current status; undefined unless the configuration was finalized. */
export async function findQuote(trx: TenantTransaction, tenantId: string, id: string): Promise<Quote | undefined> {
  const row = await trx
    .selectFrom('quotes')
    .select(['snapshot', 'quote_status'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { ...readStoredSnapshot(row.snapshot), quoteStatus: row.quote_status, validityExtension: await findValidityExtension(trx, tenantId, id) };
}

/** The frozen quote, its row locked until the transaction ends (invoices of one quote are made one at a time). */
export async function lockQuote(trx: TenantTransaction, tenantId: string, id: string): Promise<Quote | undefined> {
  const row = await trx
    .selectFrom('quotes')
    .select(['snapshot', 'quote_status'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row && { ...readStoredSnapshot(row.snapshot), quoteStatus: row.quote_status, validityExtension: await findValidityExtension(trx, tenantId, id) };
}

/** Records the customer's answer; false unless the configuration was finalized. */
export async function updateQuoteStatus(
  trx: TenantTransaction,
  tenantId: string,
  id: string,
  quoteStatus: QuoteStatus,
): Promise<boolean> {
  const updated = await trx
    .updateTable('quotes')
    .set({ quote_status: quoteStatus })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  if (!updated) return false;
  // The configuration carries the quote status too, for its previews on the project page.
  await trx
    .updateTable('configurations')
    .set({ quote_status: quoteStatus })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
  return true;
}

/** Sets the work status of a configuration that is not finalized. */
export async function updateConfigurationStatus(
  trx: TenantTransaction,
  tenantId: string,
  id: string,
  status: Exclude<ConfigurationStatus, 'Finalized'>,
): Promise<void> {
  await trx
    .updateTable('configurations')
    .set({ status })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', '<>', 'Finalized')
    .execute();
}
