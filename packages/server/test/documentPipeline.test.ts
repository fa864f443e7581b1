import { createHash, randomUUID } from 'node:crypto';
import { MSG_DOCUMENT_PENDING, type CreatedQuoteLink } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_RENDER, documentRenderJobs, type DocumentKind } from '../src/documents';
import { invoiceDocuments } from '../src/invoices/issueInvoice';
import { createJobQueue } from '../src/jobs/jobQueue';
import type { QuotePdfInput } from '../src/quotes/pdf/renderQuotePdf';
import { finalizeQuote } from '../src/quotes/finalizeQuote';
import { quoteDocuments } from '../src/quotes/finalizeQuote';
import { postgresBlobStore } from '../src/storage/blobStore';
import { billingCompany, TODAY, type BillingCompany } from './invoices/billingCompany';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;
let app: FastifyInstance;
let company: BillingCompany;
let tenantId: string;

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const quotePdfUrl = (id: string) => `/api/electro/configurations/${id}/quote/pdf`;

/** The quote renderer of the server, failing while `failing` is set; counts its renders. */
function flakyQuotes() {
  const state = { failing: true, renders: 0 };
  const kind: DocumentKind<QuotePdfInput> = {
    ...quoteDocuments,
    render: async (input) => {
      state.renders += 1;
      if (state.failing) throw new Error('Schrift nicht gefunden');
      return quoteDocuments.render(input);
    },
  };
  return { state, kind };
}

/** A server process's worker, taking the due render jobs once; how many documents it stored. */
const dueJobsRunBy = (kind: DocumentKind<QuotePdfInput>) =>
  createJobQueue({
    db: database.db,
    handlers: [documentRenderJobs(database.db, postgresBlobStore, [kind, invoiceDocuments])],
    leaseSeconds: 300,
    onError: (error) => {
      throw error;
    },
  }).runDue(DOCUMENT_RENDER);

/** Lets the pause before the next attempt of the document's job pass. */
const makeDue = (id: string) =>
  sql`update pgboss.job set start_after = now() - interval '1 second' where name = ${DOCUMENT_RENDER} and data->>'id' = ${id} and state < 'active'`.execute(
    database.db,
  );

const documentRow = (id: string) => database.db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const blobCount = async () => (await sql<{ n: number }>`select count(*)::int as n from blobs`.execute(database.db)).rows[0]!.n;

/**
 * Every row of every table, down to its row version (xmin): any write changes it. Left out: the
 * counters of the public links' rate limit, which count every request by address.
 */
async function databaseFingerprint(): Promise<Record<string, string>> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'attempt_counters' order by 1
  `.execute(database.db);
  const fingerprint: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await sql<{ versions: string | null }>`
      select string_agg(xmin::text || '@' || ctid::text, ',' order by ctid) as versions from ${sql.table(name)}
    `.execute(database.db);
    fingerprint[name] = rows[0]?.versions ?? '';
  }
  return fingerprint;
}

async function finalizeWith(kind: DocumentKind<QuotePdfInput>, beforeFinalizing: () => Promise<void> = async () => {}) {
  const { configurationId } = await company.calls.plannedConfiguration(company.token, company.catalogue, { email: 'jonas.weber@example.de' });
  await beforeFinalizing();
  const input = { quoteName: 'Elektroinstallation', quoteNumber: `F-${randomUUID().slice(0, 6)}`, executionPeriod: '' };
  return { configurationId, outcome: await finalizeQuote(database.db, tenantId, postgresBlobStore, configurationId, input, kind) };
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  company = await billingCompany(app);
  tenantId = JSON.parse(Buffer.from(company.token.split('.')[1] ?? '', 'base64url').toString()).tid;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('the document pipeline', () => {
  it('keeps a quote whose PDF failed to render, stores no bytes, answers "wird erstellt" and renders it when its job is tried again', async () => {
    const flaky = flakyQuotes();
    let blobsBefore = 0;
    const { configurationId, outcome } = await finalizeWith(flaky.kind, async () => void (blobsBefore = await blobCount()));

    expect(outcome.kind).toBe('finalized');
    expect(await documentRow(configurationId)).toMatchObject({ state: 'Pending', blob_id: null, sha256: null, attempts: 1, last_error: 'Schrift nicht gefunden' });
    expect(await blobCount()).toBe(blobsBefore);
    const pending = await company.calls.call(company.token, 'GET', quotePdfUrl(configurationId));
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({ type: 'failure/DocumentPending', message: MSG_DOCUMENT_PENDING });

    // Not due yet: the pause after a failure holds it back.
    expect(await dueJobsRunBy(flaky.kind)).toBe(0);
    await makeDue(configurationId);
    expect(await dueJobsRunBy(flaky.kind)).toBe(0);
    expect(await documentRow(configurationId)).toMatchObject({ state: 'Pending', attempts: 2 });

    flaky.state.failing = false;
    await makeDue(configurationId);
    expect(await dueJobsRunBy(flaky.kind)).toBe(1);
    const pdf = await company.calls.call(company.token, 'GET', quotePdfUrl(configurationId));
    expect(pdf.statusCode).toBe(200);
    expect(await documentRow(configurationId)).toMatchObject({ state: 'Stored', sha256: sha256(pdf.rawPayload), byte_size: pdf.rawPayload.byteLength, attempts: 3 });
    expect(await blobCount()).toBe(blobsBefore + 1);
    expect(flaky.state.renders).toBe(3);
  }, 60_000);

  it('refuses the customer’s answer to a quote whose PDF is still being made', async () => {
    const flaky = flakyQuotes();
    const { configurationId } = await finalizeWith(flaky.kind);
    const created: CreatedQuoteLink = await company.calls.ok(company.token, 'POST', `/api/electro/configurations/${configurationId}/quote/links`, {});
    const answer = await app.inject({
      method: 'POST',
      url: `/api/public/quote-links/${created.token}/accept`,
      remoteAddress: '10.78.0.2',
      payload: { fullName: 'Jonas Weber', acceptsTerms: true },
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ type: 'failure/DocumentPending' });
    expect((await app.inject({ method: 'GET', url: `/api/public/quote-links/${created.token}/pdf`, remoteAddress: '10.78.0.2' })).statusCode).toBe(409);
  }, 60_000);

  it('renders a Pending document once when the workers of two server processes look for due jobs at the same time', async () => {
    const flaky = flakyQuotes();
    const { configurationId } = await finalizeWith(flaky.kind);
    flaky.state.failing = false;
    await makeDue(configurationId);
    const stored = await Promise.all([dueJobsRunBy(flaky.kind), dueJobsRunBy(flaky.kind)]);

    expect(stored.sort()).toEqual([0, 1]);
    expect(flaky.state.renders).toBe(2);
    expect(await documentRow(configurationId)).toMatchObject({ state: 'Stored', attempts: 2 });
  }, 60_000);

  it('never writes when documents are downloaded: quote, invoice, cancellation, e-invoice, a Pending one and the customer’s copy', async () => {
    const quoteId = await company.acceptedQuote();
    const invoice = await company.issueOk(await company.final(quoteId));
    const cancellation = await company.calls.ok(company.token, 'POST', `/api/electro/invoices/${invoice.id}/cancel`, { invoiceDate: TODAY });
    const { configurationId: pendingId } = await finalizeWith(flakyQuotes().kind);
    const linkedQuote = await company.acceptedQuote('Sent');
    const link: CreatedQuoteLink = await company.calls.ok(company.token, 'POST', `/api/electro/configurations/${linkedQuote}/quote/links`, {});

    const before = await databaseFingerprint();
    const answers = [
      await company.calls.call(company.token, 'GET', quotePdfUrl(quoteId)),
      await company.calls.call(company.token, 'GET', `/api/electro/invoices/${invoice.id}/pdf`),
      await company.calls.call(company.token, 'GET', `/api/electro/invoices/${cancellation.id}/pdf`),
      await company.calls.call(company.token, 'GET', `/api/electro/invoices/${invoice.id}/xrechnung`),
      await company.calls.call(company.token, 'GET', quotePdfUrl(pendingId)),
      await app.inject({ method: 'GET', url: `/api/public/quote-links/${link.token}/pdf`, remoteAddress: '10.78.0.3' }),
    ];

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 409, 200]);
    expect(await databaseFingerprint()).toEqual(before);
  }, 60_000);
});
