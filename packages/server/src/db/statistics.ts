import { sql } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';

/**
 * Gathers the planner's statistics of tables a bulk job has just filled, so that the statements
 * after it are planned for the rows now there. The embedded database has no autovacuum and never
 * analyses on its own; planned as if a staging table were empty, each chunk of a DATANORM import
 * hashed every staged row, and 100 000 articles took quadratic time (ADR 0016). On PostgreSQL it
 * only comes before autovacuum would. Runs as the tables' owner, outside any tenant's transaction.
 */
export async function refreshStatistics(db: Db, tables: readonly (keyof Database & string)[]): Promise<void> {
  await sql`analyze ${sql.join(tables.map((table) => sql.table(table)))}`.execute(db);
}
