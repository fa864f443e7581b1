import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, DEFAULT_POOL_SIZE, type Db } from '../../src/db/database';
import { createLogger } from '../../src/logger';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

let database: TestDatabase;
let small: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  if (database.target.kind !== 'postgres') throw new Error('these tests need PostgreSQL (TEST_DATABASE_URL)');
  small = await createDatabase({ ...database.target, poolSize: 2 }, createLogger('silent'));
});

afterAll(async () => {
  await small.destroy();
  await database.drop();
});

/** The server processes (one per connection) that `count` statements run at once were answered by. */
async function backendsOf(db: Db, count: number) {
  const statement = sql<{ pid: number }>`select pg_backend_pid() as pid from pg_sleep(0.2)`;
  const answers = await Promise.all(Array.from({ length: count }, () => statement.execute(db)));
  return new Set(answers.map(({ rows }) => rows[0]?.pid)).size;
}

describe('the connection pool of a process (DATABASE_POOL_SIZE)', () => {
  it('opens no more connections than it is given, and the default ten otherwise', async () => {
    expect(await backendsOf(small, 6)).toBe(2);
    expect(await backendsOf(database.db, DEFAULT_POOL_SIZE + 2)).toBe(DEFAULT_POOL_SIZE);
  });
});
