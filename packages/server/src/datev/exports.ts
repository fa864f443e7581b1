import { randomUUID } from 'node:crypto';
import { formatGermanDay, germanDay, type DatevExportRecord } from '@planner/api';
import type { TenantTransaction } from '../db/scopes';

/** The latest batch that covered any day of the period, if one did. */
export async function latestOverlappingExport(trx: TenantTransaction, tenantId: string, from: string, to: string): Promise<Date | undefined> {
  const row = await trx
    .selectFrom('datev_exports')
    .select('exported_at')
    .where('tenant_id', '=', tenantId)
    .where('period_start', '<=', to)
    .where('period_end', '>=', from)
    .orderBy('exported_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.exported_at;
}

export async function recordExport(
  trx: TenantTransaction,
  tenantId: string,
  { from, to, invoiceCount, userId, exportedAt }: { from: string; to: string; invoiceCount: number; userId: string; exportedAt: Date },
): Promise<void> {
  await trx
    .insertInto('datev_exports')
    .values({ tenant_id: tenantId, id: randomUUID(), period_start: from, period_end: to, invoice_count: invoiceCount, exported_by: userId, exported_at: exportedAt })
    .execute();
}

/** Every batch the company handed over, newest first, with who made it. */
export async function listExports(trx: TenantTransaction, tenantId: string): Promise<DatevExportRecord[]> {
  const rows = await trx
    .selectFrom('datev_exports')
    .leftJoin('users', (join) => join.onRef('users.id', '=', 'datev_exports.exported_by').on('users.tenant_id', '=', tenantId))
    .select([
      'datev_exports.id',
      'datev_exports.period_start',
      'datev_exports.period_end',
      'datev_exports.invoice_count',
      'datev_exports.exported_at',
      'users.first_name',
      'users.last_name',
    ])
    .where('datev_exports.tenant_id', '=', tenantId)
    .orderBy('datev_exports.exported_at', 'desc')
    .limit(500)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    from: row.period_start,
    to: row.period_end,
    invoiceCount: row.invoice_count,
    exportedAt: row.exported_at.toISOString(),
    exportedBy: row.first_name === null ? '' : `${row.first_name} ${row.last_name ?? ''}`.trim(),
  }));
}

/** The day a batch was made, as a message names it. */
export const exportedOn = (exportedAt: Date) => formatGermanDay(germanDay(exportedAt));
