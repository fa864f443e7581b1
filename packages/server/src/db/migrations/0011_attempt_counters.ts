import { sql, type Kysely } from 'kysely';
import { TENANT_ROLE } from '../roles';

/*
 * Sign-in and registration limits count in one row per key and window, incremented by a
 * single upsert that returns the new count: parallel requests are counted one after the
 * other on the row's lock, so a limit holds whatever the parallelism. The attempt log it
 * replaces was counted and written in separate statements.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table login_attempts;
    create table attempt_counters (
      key text primary key,
      window_started_at timestamptz not null,
      attempts integer not null
    );
    create index attempt_counters_window_started_at_idx on attempt_counters (window_started_at);
    revoke all on attempt_counters from ${sql.id(TENANT_ROLE)};
  `.execute(db);
}
