import { sql, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import { JOB_SCHEMA, jobDatabase } from '../../jobs/jobQueue';
import { SYSTEM_ROLE, TENANT_ROLE } from '../roles';

/*
 * Background work moves to a job queue on the database (pg-boss, ADR 0021). Its schema is laid
 * here with pg-boss's own construction statements (later versions of pg-boss migrate it when
 * they start), so that every database, the embedded one included, can take jobs from the first
 * transaction on. A document that waits for its PDF is now held by its job in the queue, which
 * keeps the lease, the attempts' pause and the takeover after a process died; the document's own
 * lease column goes. Documents still Pending get their job here, due at once.
 */
const DOCUMENT_RENDER = 'document-render';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The statements come wrapped in a transaction of their own; the migration already is one.
  const construction = PgBoss.getConstructionPlans(JOB_SCHEMA).replace(/^\s*BEGIN;/, '').replace(/COMMIT;\s*$/, '');
  await sql.raw(construction).execute(db);
  const boss = new PgBoss({ schema: JOB_SCHEMA, db: jobDatabase(db) });
  await boss.createQueue(DOCUMENT_RENDER, { name: DOCUMENT_RENDER, policy: 'standard', retryLimit: 10, retryDelay: 60, retryBackoff: true, expireInSeconds: 300 });

  // A request sends its document's job in the transaction that freezes the record.
  await sql`
    grant usage on schema ${sql.id(JOB_SCHEMA)} to ${sql.id(TENANT_ROLE)}, ${sql.id(SYSTEM_ROLE)};
    grant select on ${sql.id(JOB_SCHEMA, 'queue')} to ${sql.id(TENANT_ROLE)}, ${sql.id(SYSTEM_ROLE)};
    grant insert, select (id) on ${sql.id(JOB_SCHEMA, 'job')} to ${sql.id(TENANT_ROLE)}, ${sql.id(SYSTEM_ROLE)};
    alter table documents drop column retry_at;
  `.execute(db);
  await queuePendingDocuments(db);
}

/** A job, due at once, for every document that waits for its PDF. */
export async function queuePendingDocuments(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ tenant_id: string; kind: string; id: string }>`
    select tenant_id, kind, id from documents where state = 'Pending'
  `.execute(db);
  const boss = new PgBoss({ schema: JOB_SCHEMA, db: jobDatabase(db) });
  for (const row of rows) await boss.send(DOCUMENT_RENDER, { tenantId: row.tenant_id, kind: row.kind, id: row.id });
}
