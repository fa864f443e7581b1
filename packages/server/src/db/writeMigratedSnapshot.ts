import { writeFile } from 'node:fs/promises';
import { createPglite, databaseOnPglite } from './database';
import { runMigrations } from './migrate';

/** Writes an embedded cluster with every migration applied, for new data directories to restore. */
export async function writeMigratedSnapshot(path: string): Promise<void> {
  const pglite = await createPglite(null);
  const db = databaseOnPglite(pglite);
  await runMigrations(db);
  const snapshot = await pglite.dumpDataDir('gzip');
  await db.destroy();
  await writeFile(path, Buffer.from(await snapshot.arrayBuffer()));
}
