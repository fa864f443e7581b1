import { randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toJson } from '../../src/db/json';
import { withTenant } from '../../src/db/scopes';
import { DATANORM_IMPORT, datanormImportJobs, type JobHooks } from '../../src/datanorm/jobs';
import { createJobQueue, JOB_SCHEMA, jobDatabase, sendJob } from '../../src/jobs/jobQueue';
import { registerCompany } from '../support/api';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { fixedChunks, generatedArticles, importCalls, tenantOf } from './importFixtures';

/** A lease this short lets an import of a few seconds outlast it many times. */
const LEASE_SECONDS = 1;
const SUPPLIER = 'Elektrohandel Nord';

let database: TestDatabase;
let app: FastifyInstance;
let calls: ReturnType<typeof importCalls>;
/** The maintenance of another process, which fails and retries the jobs whose lease ran out. */
let otherProcess: PgBoss;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  calls = importCalls(app);
  otherProcess = new PgBoss({ schema: JOB_SCHEMA, db: jobDatabase(database.db) });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const jobOf = async (importId: string) =>
  (
    await sql<{ state: string; retry_count: number }>`
      select state::text as state, retry_count from pgboss.job where name = ${DATANORM_IMPORT} and data->>'importId' = ${importId}
      order by created_on desc limit 1
    `.execute(database.db)
  ).rows[0];

/** Sends the import's job with the short lease, as the routes do in the transaction that changes its state. */
const sendShortLeaseJob = (tenantId: string, importId: string) =>
  withTenant(database.db, tenantId, (trx) => sendJob(trx, DATANORM_IMPORT, { tenantId, importId }, { expireInSeconds: LEASE_SECONDS }));

/** Runs the import's due job in a queue of this process with the short lease. */
const runJob = (hooks: JobHooks) =>
  createJobQueue({ db: database.db, handlers: [datanormImportJobs(database.db, hooks)], leaseSeconds: LEASE_SECONDS, onError: () => undefined }).runDue(
    DATANORM_IMPORT,
  );

async function readingImport(tenantId: string): Promise<string> {
  const id = randomUUID();
  await sql`
    insert into datanorm_imports (tenant_id, id, file_name, status, selected_groups)
    values (${tenantId}, ${id}, 'DATANORM.001', 'Reading', ${toJson([])})
  `.execute(database.db);
  await sql`insert into datanorm_upload_chunks (tenant_id, import_id, seq, data) values (${tenantId}, ${id}, 0, ${generatedArticles(1_600, SUPPLIER)})`.execute(database.db);
  await sendShortLeaseJob(tenantId, id);
  return id;
}

describe('an import longer than its job\'s lease', () => {
  it('keeps the lease while it makes progress: reading and writing run once, never taken over', async () => {
    const { accessToken } = (await registerCompany(app)).tokens;
    const tenantId = tenantOf(accessToken);
    const id = await readingImport(tenantId);
    let chunks = 0;
    // Each chunk takes 0.4 s, the whole reading and writing many times the lease; the other process's maintenance runs after each.
    const slowChunks: JobHooks = {
      pace: fixedChunks(200),
      afterChunk: async () => {
        chunks += 1;
        await setTimeout(400);
        await otherProcess.maintain();
      },
    };
    const startedAt = performance.now();
    expect(await runJob(slowChunks)).toBe(1);
    expect(performance.now() - startedAt).toBeGreaterThan(4 * LEASE_SECONDS * 1000);
    expect(await jobOf(id)).toEqual({ state: 'completed', retry_count: 0 });
    const preview = await calls.settled(accessToken, id);
    expect(preview).toMatchObject({ status: 'Preview', counts: { new: 1_600 } });

    const groups = calls.allGroups(preview).map((group) => ({ ...group, target: 'Component' as const }));
    await sql`update datanorm_imports set status = 'Importing', total = 1600, selected_groups = ${toJson(groups)} where id = ${id}`.execute(database.db);
    await sendShortLeaseJob(tenantId, id);
    chunks = 0;
    expect(await runJob(slowChunks)).toBe(1);
    expect(chunks).toBe(8);
    expect(await jobOf(id)).toEqual({ state: 'completed', retry_count: 0 });
    expect(await calls.settled(accessToken, id)).toMatchObject({ status: 'Imported', done: 1_600 });
  }, 60_000);

  it('loses the lease when a chunk hangs for longer than it: the job is put back for another process', async () => {
    const { accessToken } = (await registerCompany(app)).tokens;
    const tenantId = tenantOf(accessToken);
    const id = await readingImport(tenantId);
    let hung = false;
    await runJob({
      pace: fixedChunks(200),
      afterChunk: async () => {
        if (hung) return;
        hung = true;
        await setTimeout(LEASE_SECONDS * 1000 + 500);
        await otherProcess.maintain();
      },
    });
    expect(await jobOf(id)).toMatchObject({ state: 'retry' });
    // The hung job went on when it woke; the import is read once all the same.
    expect(await calls.settled(accessToken, id)).toMatchObject({ status: 'Preview', counts: { new: 1_600 } });
  }, 60_000);
});
