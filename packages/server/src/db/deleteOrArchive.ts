import { sql } from 'kysely';
import type { Database } from './schema';
import type { TenantTransaction } from './scopes';

const FOREIGN_KEY_VIOLATION = '23503';

const isForeignKeyViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === FOREIGN_KEY_VIOLATION;

/** Tables whose rows can be archived (`archived_at`) instead of deleted while others refer to them. */
export type ArchivableTable = {
  [T in keyof Database]: 'archived_at' extends keyof Database[T] ? T : never;
}[keyof Database] &
  string;

/**
 * Deletes a tenant's active row, or archives it when another row still refers to it. The
 * delete runs in a savepoint, so a foreign key violation (from any feature's table that
 * references it) rolls back only the attempt. Answers what happened: 'not-found' when the
 * tenant has no such row that is not archived already.
 */
export async function deleteOrArchive(
  trx: TenantTransaction,
  table: ArchivableTable,
  tenantId: string,
  id: string,
): Promise<'deleted' | 'archived' | 'not-found'> {
  const row = sql`${sql.table(table)} where tenant_id = ${tenantId} and id = ${id} and archived_at is null`;
  await sql`savepoint delete_or_archive`.execute(trx);
  try {
    const deleted = await sql`delete from ${row}`.execute(trx);
    await sql`release savepoint delete_or_archive`.execute(trx);
    return Number(deleted.numAffectedRows ?? 0) > 0 ? 'deleted' : 'not-found';
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    await sql`rollback to savepoint delete_or_archive`.execute(trx);
    await sql`update ${sql.table(table)} set archived_at = now() where tenant_id = ${tenantId} and id = ${id}`.execute(trx);
    return 'archived';
  }
}
