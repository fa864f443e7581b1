import { Migrator, sql } from 'kysely';
import type { Db } from './database';
import { migrations } from './migrations';

const UNDEFINED_TABLE = '42P01';

/** The migrations recorded in Kysely's table; `null` before the first one created it. */
async function appliedMigrationNames(db: Db): Promise<Set<string> | null> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    return new Set(rows.map((row) => row.name));
  } catch (error) {
    if ((error as { code?: unknown }).code === UNDEFINED_TABLE) return null;
    throw error;
  }
}

/** Brings the schema up to date; answers the names of the migrations it applied. */
export async function runMigrations(db: Db): Promise<string[]> {
  // Most starts find nothing to do. Kysely's migrator would first inspect the schema, which
  // takes the embedded database the better part of a second; one query tells the same.
  const applied = await appliedMigrationNames(db);
  const known = Object.keys(migrations);
  if (applied?.size === known.length && known.every((name) => applied.has(name))) return [];

  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    // Features add migrations in parallel, so one may be merged after a later-named one has
    // already run somewhere; it runs then too. Migrations never depend on a later name.
    allowUnorderedMigrations: true,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed`, { cause: error });
  }
  return results.map((result) => result.migrationName);
}
