import { writeFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { createPglite, databaseOnPglite } from './database';
import { runMigrations } from './migrate';

/** Writes an embedded cluster with every migration applied, for new data directories to restore. */
export async function writeMigratedSnapshot(path: string): Promise<void> {
  const pglite = await createPglite(null);
  const db = databaseOnPglite(pglite);
  await runMigrations(db);
  // The server only ever uses the database `postgres`. The two template databases are more
  // than half of the cluster's files, and creating files is most of a new data directory's
  // start; nothing creates databases in the embedded cluster.
  for (const template of ['template1', 'template0']) {
    await sql`alter database ${sql.id(template)} is_template false`.execute(db);
    await sql`drop database ${sql.id(template)}`.execute(db);
  }
  const snapshot = await pglite.dumpDataDir('gzip');
  await db.destroy();
  await writeFile(path, Buffer.from(await snapshot.arrayBuffer()));
}
