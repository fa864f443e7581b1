import { sql, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import { JOB_SCHEMA, jobDatabase } from '../../jobs/jobQueue';

/*
 * DATANORM imports and payment reminder mails move onto the job queue (ADR 0021). An import
 * keeps its upload until it is read, so that another process can read it again after the one
 * reading it died; the reading's attempt lets a later attempt take over from one still running,
 * and the key of the last article written lets a takeover go on where the writing stopped.
 * Imports still running were run by a process of their own without a job; they get one that
 * undoes them, as a cancel did before.
 */
const DATANORM_IMPORT = 'datanorm-import';
const REMINDER_MAIL = 'payment-reminder-mail';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table datanorm_imports
      add column upload bytea,
      add column read_attempt integer not null default 0,
      add column applied_supplier text,
      add column applied_article_number text
  `.execute(db);
  const boss = new PgBoss({ schema: JOB_SCHEMA, db: jobDatabase(db) });
  await boss.createQueue(DATANORM_IMPORT, { name: DATANORM_IMPORT, policy: 'standard', retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 300 });
  // A mail waits for its PDF; the render's retries start after a minute and double.
  await boss.createQueue(REMINDER_MAIL, { name: REMINDER_MAIL, policy: 'standard', retryLimit: 10, retryDelay: 60, retryBackoff: true, expireInSeconds: 300 });

  const { rows } = await sql<{ tenant_id: string; id: string }>`
    update datanorm_imports set cancel_requested = true
    where status in ('Reading', 'Importing', 'Cancelling')
    returning tenant_id, id
  `.execute(db);
  for (const row of rows) await boss.send(DATANORM_IMPORT, { tenantId: row.tenant_id, importId: row.id });
}
