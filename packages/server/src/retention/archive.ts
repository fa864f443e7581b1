import { sql } from 'kysely';
import type { TenantTransaction } from '../db/scopes';

/** Tables whose rows are archived while they hold finalized quotes. */
export type ArchivedOwnerTable = 'customers' | 'projects';

/**
 * Archives the row (hidden from lists, kept with everything it holds) or restores it;
 * archiving an archived row keeps its first archiving time. `false` for an unknown id.
 */
export async function setArchived(
  trx: TenantTransaction,
  table: ArchivedOwnerTable,
  tenantId: string,
  id: string,
  archived: boolean,
): Promise<boolean> {
  const row = await trx
    .updateTable(table)
    .set({ archived_at: archived ? sql<Date>`coalesce(archived_at, now())` : null })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
