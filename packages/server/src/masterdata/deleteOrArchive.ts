import { sql } from 'kysely';
import type { TenantTransaction } from '../db/scopes';

const FOREIGN_KEY_VIOLATION = '23503';

const isForeignKeyViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === FOREIGN_KEY_VIOLATION;

/**
 * Deletes a row, or archives it when another row still refers to it. The delete runs in a
 * savepoint, so a foreign key violation (from any feature's table that references it)
 * rolls back only the attempt. Answers what happened.
 */
export async function deleteOrArchive(
  trx: TenantTransaction,
  remove: () => Promise<unknown>,
  archive: () => Promise<unknown>,
): Promise<'deleted' | 'archived'> {
  await sql`savepoint delete_or_archive`.execute(trx);
  try {
    await remove();
    await sql`release savepoint delete_or_archive`.execute(trx);
    return 'deleted';
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    await sql`rollback to savepoint delete_or_archive`.execute(trx);
    await archive();
    return 'archived';
  }
}
