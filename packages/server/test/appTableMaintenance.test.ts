import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { embeddedDatabaseOf } from '../src/db/database';
import { createLogger } from '../src/logger';
import { millisecondsUntil } from './support/polling';
import { TEST_JWT_SECRET, testConfig } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  // Only the server's own maintenance vacuums it, also on a PostgreSQL whose autovacuum is on.
  await sql`create table meter_readings (id int primary key) with (autovacuum_enabled = false)`.execute(database.db);
  const config = testConfig({ LOG_LEVEL: 'silent' });
  app = createApp({ config, db: database.db, jwtSecret: TEST_JWT_SECRET, logger: createLogger('silent'), tableMaintenanceIntervalMs: 20 });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const deadRows = async () => {
  await sql`select pg_stat_force_next_flush()`.execute(database.db);
  const { rows } = await sql<{ dead: string }>`select n_dead_tup as dead from pg_stat_user_tables where relname = 'meter_readings'`.execute(database.db);
  return Number(rows[0]?.dead);
};

describe('the server on its database', () => {
  it('vacuums the embedded database’s tables itself, and leaves a PostgreSQL server’s to its autovacuum', async () => {
    await sql`insert into meter_readings select generate_series(1, 500)`.execute(database.db);
    await sql`delete from meter_readings`.execute(database.db);
    if (embeddedDatabaseOf(database.db)) {
      await millisecondsUntil(async () => (await deadRows()) === 0, 10_000);
    } else {
      // Many maintenance intervals pass; the dead rows stay for PostgreSQL's own autovacuum.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await deadRows()).toBe(500);
    }
  });
});
