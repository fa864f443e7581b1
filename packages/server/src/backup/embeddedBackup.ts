import { PGlite } from '@electric-sql/pglite';
import { durableStorage, embeddedDatabaseOf, type Db } from '../db/database';

/**
 * A consistent copy of the embedded database's files (a gzipped tar), taken while the server
 * runs: it waits for the transaction in progress and holds the only connection meanwhile, so
 * the copy contains exactly the committed work. `null` for a PostgreSQL server, which is backed
 * up with pg_dump instead.
 */
export async function backupEmbeddedDatabase(db: Db): Promise<Buffer | null> {
  const pglite = embeddedDatabaseOf(db);
  if (!pglite) return null;
  const archive = await db.connection().execute(() => pglite.dumpDataDir('gzip'));
  return Buffer.from(await archive.arrayBuffer());
}

/** Unpacks a backup into a new, empty data directory, from which the server then starts. */
export async function restoreEmbeddedDatabase(archive: Buffer, dataDir: string): Promise<void> {
  const pglite = await PGlite.create({ ...durableStorage(dataDir), loadDataDir: new Blob([new Uint8Array(archive)]) });
  await pglite.close();
}
