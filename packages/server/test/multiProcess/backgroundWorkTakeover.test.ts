import { addDays } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATANORM_IMPORT } from '../../src/datanorm/jobs';
import { withTenant } from '../../src/db/scopes';
import { createReminder } from '../../src/invoices/reminders/createReminder';
import { REMINDER_MAIL } from '../../src/invoices/reminders/reminderMail';
import { generatedArticles, importCalls } from '../datanorm/importFixtures';
import { billingCompany, TODAY, type BillingCompany } from '../invoices/billingCompany';
import { fellDueOn } from '../invoices/overdueInvoice';
import { millisecondsUntil } from '../support/polling';
import { serverBundle, startServerProcess, type ServerProcess } from '../support/serverProcess';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { startTestMailbox, type TestMailbox } from '../support/testMailbox';

/** A lease this short lets the test wait seconds, not the five minutes of production, for the takeover. */
const JOBS = { JOB_LEASE_SECONDS: '2' };
const PORT_BASE = Number(process.env.MULTI_PROCESS_PORT_BASE ?? 3279);
const SUPPLIER = 'Elektrohandel Zwei Prozesse';
const ARTICLES = 6_000;

const bundle = serverBundle();
let database: TestDatabase;
let app: FastifyInstance;
let mailbox: TestMailbox;
let company: BillingCompany;
let tenantId: string;
let url: string;
const started: ServerProcess[] = [];

const start = async (port: number) => {
  const server = await startServerProcess(bundle.file, port, url, { ...JOBS, SMTP_URL: mailbox.url });
  started.push(server);
  return server;
};

beforeAll(async () => {
  const [created] = await Promise.all([createTestDatabase(), bundle.build()]);
  database = created;
  if (database.target.kind !== 'postgres') throw new Error('these tests need PostgreSQL (TEST_DATABASE_URL)');
  url = database.target.url;
  mailbox = await startTestMailbox();
  // The company is made through an app of the test's own, which takes jobs only for its own requests.
  app = await createTestApp(database.db);
  company = await billingCompany(app);
  tenantId = JSON.parse(Buffer.from(company.token.split('.')[1] ?? '', 'base64url').toString()).tid;
});

afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
  await app?.close();
  await mailbox?.close();
  await database.drop();
  bundle.remove();
});

const jobsOf = async (queue: string, key: string, value: string) =>
  (
    await sql<{ state: string; retry_count: number }>`
      select state::text as state, retry_count from pgboss.job where name = ${queue} and data->>${key} = ${value} order by created_on
    `.execute(database.db)
  ).rows;

/** Lets the pause before a job's next attempt pass. */
const makeDue = (queue: string, key: string, value: string) =>
  sql`update pgboss.job set start_after = now() - interval '1 second' where name = ${queue} and data->>${key} = ${value} and state < 'active'`.execute(database.db);

const importOf = (id: string) => database.db.selectFrom('datanorm_imports').select(['status', 'done', 'total']).where('id', '=', id).executeTakeFirstOrThrow();

describe('background work of two server processes on one PostgreSQL database', () => {
  it('a DATANORM import written by process A is finished by process B after A is killed (kill -9) mid-import, no article written twice', async () => {
    const calls = importCalls(app);
    const preview = await calls.preview(company.token, generatedArticles(ARTICLES, SUPPLIER), 'DATANORM.001');
    expect(preview.counts.new).toBe(ARTICLES);

    const a = await start(PORT_BASE);
    const confirmed = await fetch(`${a.url}/api/electro/datanorm-imports/${preview.id}/confirm`, {
      method: 'POST',
      headers: { authorization: `Bearer ${company.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ groups: calls.allGroups(preview) }),
    });
    expect(confirmed.status).toBe(200);
    // A writes the import chunk by chunk and is killed once it has written some of it.
    await millisecondsUntil(async () => (await importOf(preview.id)).done > 0, 20_000);
    await a.kill();
    const whenKilled = await importOf(preview.id);
    expect(whenKilled).toMatchObject({ status: 'Importing', total: ARTICLES });
    expect(whenKilled.done).toBeLessThan(ARTICLES);
    expect((await jobsOf(DATANORM_IMPORT, 'importId', preview.id)).at(-1)).toEqual({ state: 'active', retry_count: 0 });

    const b = await start(PORT_BASE + 1);
    // B's maintenance sees A's lease run out and puts the job back for another attempt.
    await millisecondsUntil(async () => (await jobsOf(DATANORM_IMPORT, 'importId', preview.id)).at(-1)?.state === 'retry', 15_000);
    await makeDue(DATANORM_IMPORT, 'importId', preview.id);
    await millisecondsUntil(async () => (await importOf(preview.id)).status === 'Imported', 30_000);
    await b.stop();

    expect(await importOf(preview.id)).toEqual({ status: 'Imported', done: ARTICLES, total: ARTICLES });
    const { rows } = await sql<{ articles: number; distinct_articles: number; prices: number }>`
      select count(*)::int as articles, count(distinct c.supplier_article_number)::int as distinct_articles,
        (select count(*)::int from electrical_component_prices p join electrical_components pc on pc.id = p.component_id where pc.supplier = ${SUPPLIER}) as prices
      from electrical_components c where c.tenant_id = ${tenantId} and c.supplier = ${SUPPLIER}
    `.execute(database.db);
    expect(rows[0]).toEqual({ articles: ARTICLES, distinct_articles: ARTICLES, prices: ARTICLES });
  }, 120_000);

  it('a payment reminder whose request did not render it is rendered and e-mailed once while both processes take jobs', async () => {
    const quoteId = await company.acceptedQuote();
    const issued = await company.issueOk(await company.final(quoteId));
    await fellDueOn(database, issued.id, addDays(TODAY, -12));
    // Made as the request makes it, whose process then ended before it rendered the PDF.
    const outcome = await withTenant(database.db, tenantId, (trx) => createReminder(trx, tenantId, issued.id, { level: 'Reminder', debtor: 'Consumer' }));
    if (outcome.kind !== 'created') throw new Error(outcome.kind);
    const reminderId = outcome.reminder.id;
    const since = mailbox.mails.length;

    await Promise.all([start(PORT_BASE), start(PORT_BASE + 1)]);
    await sql`update pgboss.job set start_after = now() where name = 'document-render' and data->>'id' = ${reminderId}`.execute(database.db);
    await mailbox.waitForMail('jonas.weber@example.de', { since, timeoutMs: 20_000 });
    await millisecondsUntil(async () => (await jobsOf(REMINDER_MAIL, 'reminderId', reminderId))[0]?.state === 'completed', 10_000);
    // Both processes poll every 2 s: long enough for a second mail, were there one.
    await new Promise((resolve) => setTimeout(resolve, 4_500));

    expect(mailbox.mails.slice(since).filter((mail) => mail.to.includes('jonas.weber@example.de'))).toHaveLength(1);
    expect(await jobsOf(REMINDER_MAIL, 'reminderId', reminderId)).toEqual([{ state: 'completed', retry_count: 0 }]);
    const reminders = await company.calls.ok(company.token, 'GET', `/api/electro/invoices/${issued.id}/reminders`);
    expect(reminders).toEqual([expect.objectContaining({ id: reminderId, pdfState: 'Stored', emailedTo: 'jonas.weber@example.de' })]);
  }, 120_000);
});
