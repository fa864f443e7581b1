import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { backupEmbeddedDatabase, restoreEmbeddedDatabase } from '../src/backup/embeddedBackup';
import { createPglite, databaseOnPglite, type Db } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { asSystem } from '../src/db/scopes';
import { emptyTempDir } from './support/testApp';
import { createTestDatabase } from './support/testDatabase';

const open: Db[] = [];
afterEach(async () => {
  for (const db of open.splice(0)) await db.destroy();
});

async function embedded(dataDir: string): Promise<Db> {
  const db = databaseOnPglite(await createPglite(dataDir));
  open.push(db);
  return db;
}

const companyNames = (db: Db) =>
  asSystem(db, (trx) => trx.selectFrom('tenants').select('name').orderBy('name').execute()).then((rows) => rows.map((row) => row.name));

describe('backup of the embedded database', () => {
  it('is taken while the server works and restores into a fresh data directory with every committed change', async () => {
    const db = await embedded(join(emptyTempDir(), 'pglite'));
    await runMigrations(db);
    await asSystem(db, (trx) => trx.insertInto('tenants').values({ id: randomUUID(), name: 'Elektro Gesichert GmbH', environments: ['ElektroPlanner'] }).execute());

    // A transaction in progress is waited for; its work is in the backup because it committed first.
    const inProgress = asSystem(db, async (trx) => {
      await trx.insertInto('tenants').values({ id: randomUUID(), name: 'Elektro Laufend GmbH', environments: ['PvPlanner'] }).execute();
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    const archive = await backupEmbeddedDatabase(db);
    await inProgress;
    expect(archive).not.toBeNull();

    const restoredDir = join(emptyTempDir(), 'pglite');
    await restoreEmbeddedDatabase(archive!, restoredDir);
    const restored = await embedded(restoredDir);
    expect(await companyNames(restored)).toEqual(['Elektro Gesichert GmbH', 'Elektro Laufend GmbH']);
    expect(await runMigrations(restored)).toEqual([]);
  });

  it('is not taken from a PostgreSQL server, which pg_dump backs up', async () => {
    const database = await createTestDatabase();
    try {
      const archive = await backupEmbeddedDatabase(database.db);
      expect(archive === null).toBe(process.env.TEST_DATABASE === 'postgres');
    } finally {
      await database.drop();
    }
  });
});
