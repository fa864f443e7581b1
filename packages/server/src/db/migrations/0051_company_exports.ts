import { sql, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import { JOB_SCHEMA, jobDatabase } from '../../jobs/jobQueue';
import { enableTenantIsolation } from '../tenantIsolation';

/*
 * A company's own data out, in one piece (docs/adr/0035).
 *
 * `company_exports`: each ZIP an owner asked for, its state and progress while its job builds it,
 * and until when it can be fetched. `company_export_chunks`: the ZIP's bytes in the order they
 * were written, about a megabyte each, so neither building nor downloading holds the whole file;
 * the chunks of an export go when it expires. The job queue `company-export` builds them (ADR 0021).
 */
const COMPANY_EXPORT = 'company-export';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table company_exports (
      tenant_id uuid not null references tenants (id) on delete cascade,
      id uuid not null,
      state text not null check (state in ('Queued', 'Running', 'Ready', 'Failed')),
      progress integer not null default 0 check (progress between 0 and 100),
      requested_by uuid,
      requested_at timestamptz not null default now(),
      finished_at timestamptz,
      expires_at timestamptz,
      file_name text not null,
      byte_size bigint,
      error text,
      primary key (tenant_id, id)
    );
    create index company_exports_tenant_requested_idx on company_exports (tenant_id, requested_at desc);

    create table company_export_chunks (
      tenant_id uuid not null,
      export_id uuid not null,
      seq integer not null check (seq >= 0),
      data bytea not null,
      primary key (tenant_id, export_id, seq),
      foreign key (tenant_id, export_id) references company_exports (tenant_id, id) on delete cascade
    );
  `.execute(db);
  await enableTenantIsolation(db, 'company_exports');
  await enableTenantIsolation(db, 'company_export_chunks');
  // A build that fails is shown to the owner as failed; a job tried again is one whose process died, and starts afresh.
  const boss = new PgBoss({ schema: JOB_SCHEMA, db: jobDatabase(db) });
  await boss.createQueue(COMPANY_EXPORT, { name: COMPANY_EXPORT, policy: 'standard', retryLimit: 2, retryDelay: 30, expireInSeconds: 300 });
}
