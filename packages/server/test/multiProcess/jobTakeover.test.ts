import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_RENDER, type DocumentKind } from '../../src/documents';
import { finalizeQuote } from '../../src/quotes/finalizeQuote';
import type { QuotePdfInput } from '../../src/quotes/pdf/renderQuotePdf';
import { quoteDocuments } from '../../src/quotes/finalizeQuote';
import { postgresBlobStore } from '../../src/storage/blobStore';
import { billingCompany, type BillingCompany } from '../invoices/billingCompany';
import { millisecondsUntil } from '../support/polling';
import { serverBundle, startServerProcess, type ServerProcess } from '../support/serverProcess';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

/** A lease this short lets the test wait seconds, not the five minutes of production, for the takeover. */
const JOBS = { JOB_LEASE_SECONDS: '2' };

const bundle = serverBundle();
let database: TestDatabase;
let app: FastifyInstance;
let company: BillingCompany;
let tenantId: string;
let url: string;
const started: ServerProcess[] = [];

const start = async (port: number) => {
  const server = await startServerProcess(bundle.file, port, url, JOBS);
  started.push(server);
  return server;
};

beforeAll(async () => {
  const [created] = await Promise.all([createTestDatabase(), bundle.build()]);
  database = created;
  if (database.target.kind !== 'postgres') throw new Error('these tests need PostgreSQL (TEST_DATABASE_URL)');
  url = database.target.url;
  // The company and its configurations are made through an app of the test's own, which takes no jobs.
  app = await createTestApp(database.db);
  company = await billingCompany(app);
  tenantId = JSON.parse(Buffer.from(company.token.split('.')[1] ?? '', 'base64url').toString()).tid;
});

afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
  await app?.close();
  await database.drop();
  bundle.remove();
});

/** A quote finalized by a request whose own render failed: Pending, its render job waiting in the queue. */
async function quoteWaitingForItsJob(): Promise<string> {
  const failing: DocumentKind<QuotePdfInput> = { ...quoteDocuments, render: () => Promise.reject(new Error('Der Prozess der Anfrage endete')) };
  const { configurationId } = await company.calls.plannedConfiguration(company.token, company.catalogue, { email: 'jonas.weber@example.de' });
  const input = { quoteName: 'Elektroinstallation', quoteNumber: `K-${randomUUID().slice(0, 6)}`, executionPeriod: '' };
  expect((await finalizeQuote(database.db, tenantId, postgresBlobStore, configurationId, input, failing)).kind).toBe('finalized');
  return configurationId;
}

const jobsOf = async (id: string) =>
  (
    await sql<{ state: string; retry_count: number }>`
      select state::text as state, retry_count from pgboss.job where name = ${DOCUMENT_RENDER} and data->>'id' = ${id}
    `.execute(database.db)
  ).rows;

/** Lets the pause before the job's next attempt pass. */
const makeDue = (id: string) =>
  sql`update pgboss.job set start_after = now() - interval '1 second' where name = ${DOCUMENT_RENDER} and data->>'id' = ${id} and state < 'active'`.execute(
    database.db,
  );

const documentOf = (id: string) => database.db.selectFrom('documents').select(['state', 'attempts', 'blob_id']).where('id', '=', id).executeTakeFirstOrThrow();
const blobCount = async () => (await sql<{ n: number }>`select count(*)::int as n from blobs`.execute(database.db)).rows[0]!.n;

describe('background jobs of two server processes on one PostgreSQL database', () => {
  it('a render job taken by process A is finished by process B after A is killed (kill -9) mid-job, and the PDF is stored once', async () => {
    const a = await start(3277);
    const id = await quoteWaitingForItsJob();
    const blobsBefore = await blobCount();

    await makeDue(id);
    // A's worker takes the job; A is killed the moment it holds it, before it could store the PDF.
    await millisecondsUntil(async () => (await jobsOf(id))[0]?.state === 'active', 10_000);
    await a.kill();
    expect(await jobsOf(id)).toEqual([{ state: 'active', retry_count: 0 }]);
    expect(await documentOf(id)).toMatchObject({ state: 'Pending', blob_id: null });

    const b = await start(3278);
    // B's maintenance sees A's lease run out and puts the job back for another attempt.
    await millisecondsUntil(async () => (await jobsOf(id))[0]?.state === 'retry', 15_000);
    await makeDue(id);
    await millisecondsUntil(async () => (await jobsOf(id))[0]?.state === 'completed', 15_000);
    await b.stop();

    expect(await jobsOf(id)).toEqual([{ state: 'completed', retry_count: 1 }]);
    // The request's failed render and B's: A's render never got to count.
    expect(await documentOf(id)).toMatchObject({ state: 'Stored', attempts: 2 });
    expect(await blobCount()).toBe(blobsBefore + 1);
    const pdf = await company.calls.call(company.token, 'GET', `/api/electro/configurations/${id}/quote/pdf`);
    expect(pdf.statusCode).toBe(200);
  }, 90_000);

  it('renders each of several documents exactly once while both processes take jobs', async () => {
    const ids = [await quoteWaitingForItsJob(), await quoteWaitingForItsJob(), await quoteWaitingForItsJob(), await quoteWaitingForItsJob()];
    const blobsBefore = await blobCount();
    const [a, b] = await Promise.all([start(3277), start(3278)]);
    await Promise.all(ids.map(makeDue));

    const allCompleted = async () => (await Promise.all(ids.map(jobsOf))).every((jobs) => jobs[0]?.state === 'completed');
    await millisecondsUntil(allCompleted, 30_000);
    await Promise.all([a.stop(), b.stop()]);

    for (const id of ids) {
      expect(await jobsOf(id)).toEqual([{ state: 'completed', retry_count: 0 }]);
      expect(await documentOf(id)).toMatchObject({ state: 'Stored', attempts: 2 });
    }
    expect(await blobCount()).toBe(blobsBefore + ids.length);
  }, 90_000);
});
