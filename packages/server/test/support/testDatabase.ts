import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type DatabaseTarget, type Db } from '../../src/db/database';
import { runMigrations } from '../../src/db/migrate';
import { createLogger } from '../../src/logger';

export interface TestDatabase {
  target: DatabaseTarget;
  db: Db;
  drop(): Promise<void>;
}

const silent = createLogger('silent');

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database: PGlite in memory, or, in the `postgres` test project, a new
 * database on the TEST_DATABASE_URL server that is dropped afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (!serverUrl) {
    const target: DatabaseTarget = { kind: 'pglite', dataDir: null };
    const db = await createDatabase(target, silent);
    await runMigrations(db);
    return { target, db, drop: () => db.destroy() };
  }

  const name = `planner_test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const target: DatabaseTarget = { kind: 'postgres', url: url.toString() };
  const db = await createDatabase(target, silent);
  await runMigrations(db);
  return {
    target,
    db,
    async drop() {
      await db.destroy();
      await adminQuery(serverUrl, `drop database ${name} with (force)`);
    },
  };
}

/** A database that is never reached; for tests of parts that do not query. */
export const unreachableDatabase = (): Promise<Db> =>
  createDatabase({ kind: 'postgres', url: 'postgres://nobody@127.0.0.1:9/none' }, silent);
