import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../src/db/migrate';
import { migrations } from '../src/db/migrations';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

describe('runMigrations', () => {
  it('applies nothing on an up-to-date database', async () => {
    expect(await runMigrations(database.db)).toEqual([]);

    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db);
    expect(rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
  });

  it('refuses a database that a newer build has migrated', async () => {
    await sql`insert into kysely_migration (name, timestamp) values ('9999_from_a_newer_build', now()::text)`.execute(database.db);
    try {
      await expect(runMigrations(database.db)).rejects.toThrow('Database migration');
    } finally {
      await sql`delete from kysely_migration where name = '9999_from_a_newer_build'`.execute(database.db);
    }
  });
});
