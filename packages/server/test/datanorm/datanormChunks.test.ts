import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementsSentThrough } from '../../src/db/database';
import { withTenant } from '../../src/db/scopes';
import { applyImport } from '../../src/datanorm/jobs';
import { registerCompany } from '../support/api';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { fixedChunks, generatedArticles, importCalls, tenantOf } from './importFixtures';

const SUPPLIER = 'Elektrohandel Süd';

let database: TestDatabase;
let app: FastifyInstance;
let calls: ReturnType<typeof importCalls>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  calls = importCalls(app);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

/** The planner's estimate of a table's rows, which ANALYZE sets (-1: never analysed, on PostgreSQL 14 and later). */
const estimatedRows = async (table: string) =>
  Number((await sql<{ estimate: number }>`select reltuples::float8 as estimate from pg_class where relname = ${table}`.execute(database.db)).rows[0]?.estimate);

describe('the chunks of a DATANORM import', () => {
  it('send a fixed number of statements per chunk, none for writes the chunk does not need', async () => {
    const { accessToken } = (await registerCompany(app)).tokens;
    const tenantId = tenantOf(accessToken);
    const preview = await calls.preview(accessToken, generatedArticles(1_000, SUPPLIER), 'DATANORM.001');
    await sql`update datanorm_imports set status = 'Importing', total = 1000 where id = ${preview.id}`.execute(database.db);
    const groups = calls.allGroups(preview).map((group) => ({ ...group, target: 'Component' as const }));

    const before = statementsSentThrough(database.db);
    await applyImport(database.db, tenantId, preview.id, groups, { pace: fixedChunks(250) });
    const after = statementsSentThrough(database.db);

    expect(await calls.settled(accessToken, preview.id)).toMatchObject({ status: 'Imported', done: 1_000 });
    // Four chunks of new installations: begin, lock, the chunk's bounds, one insert of the items
    // with their prices and undo log, the progress, commit. A fifth finds nothing left (begin,
    // lock, bounds, commit), the statistics are gathered, and a last transaction ends the import:
    // begin, lock, what it wrote, its audit event (four statements), clears the staging rows
    // (three tables), the status, commit. The statistics before the writing: one statement.
    expect({ statements: after.statements - before.statements, transactions: after.transactions - before.transactions }).toEqual({
      statements: 4 * 6 + 4 + 1 + (2 + 1 + 4 + 3 + 1 + 1) + 1,
      transactions: 6,
    });
  });

  it('leave the planner with the real number of rows of the tables they filled', async () => {
    const { accessToken } = (await registerCompany(app)).tokens;
    const preview = await calls.preview(accessToken, generatedArticles(1_500, SUPPLIER), 'DATANORM.001');
    expect(await estimatedRows('datanorm_import_articles')).toBeGreaterThanOrEqual(1_500);
    await calls.confirm(accessToken, preview.id, calls.allGroups(preview));
    expect(await estimatedRows('electrical_components')).toBeGreaterThanOrEqual(1_500);
    expect(await estimatedRows('electrical_component_prices')).toBeGreaterThanOrEqual(1_500);
  });
});

describe('a transaction that does not wait for the disk', () => {
  it('commits with synchronous_commit off for itself alone', async () => {
    const { accessToken } = (await registerCompany(app)).tokens;
    const tenantId = tenantOf(accessToken);
    const setting = (trx: Parameters<Parameters<typeof withTenant>[2]>[0]) =>
      sql<{ setting: string }>`select current_setting('synchronous_commit') as setting`.execute(trx).then(({ rows }) => rows[0]?.setting);
    expect(await withTenant(database.db, tenantId, setting, { waitForDisk: false })).toBe('off');
    expect(await withTenant(database.db, tenantId, setting)).toBe('on');
  });
});
