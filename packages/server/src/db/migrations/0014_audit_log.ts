import { sql, type Kysely } from 'kysely';
import { SYSTEM_ROLE, TENANT_ROLE } from '../roles';
import { enableTenantIsolation } from '../tenantIsolation';

/** Tables whose rows are business records a company wants to trace, with what marks their archiving. */
const AUDITED = [
  ['customers', 'archivable'],
  ['jobsites', 'plain'],
  ['projects', 'archivable'],
  ['configurations', 'configuration'],
  ['floors', 'plain'],
  ['electrical_components', 'archivable'],
  ['additional_installations', 'archivable'],
  ['property_developers', 'archivable'],
  ['contact_persons', 'archivable'],
  ['construction_specifications', 'archivable'],
  ['checkout_options', 'archivable'],
  ['pv_manufacturers', 'plain'],
  ['pv_components', 'plain'],
  ['users', 'plain'],
  ['tenants', 'tenant'],
] as const;

/*
 * Who created, changed, finalized, archived, restored or deleted what, recorded by triggers in
 * the transaction that did it, so no code path can write without a trace. Only the kind of
 * record, its id, the action, the user and the time are kept, never field values. The acting
 * user is the transaction's `app.user_id` (set by withTenant for signed-in requests; empty for
 * work of the system such as the demo data). Repeated changes of one record by one user within
 * five minutes (the editor saves every few seconds) are one entry. The app may read and add
 * entries, never change or delete them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table audit_log (
      tenant_id uuid not null references tenants (id) on delete cascade,
      id bigint generated always as identity,
      occurred_at timestamptz not null default now(),
      user_id uuid,
      entity text not null,
      entity_id uuid not null,
      action text not null check (action in ('created', 'changed', 'finalized', 'archived', 'restored', 'deleted')),
      primary key (tenant_id, id)
    );
    create index audit_log_tenant_time_idx on audit_log (tenant_id, occurred_at desc, id desc);
    create index audit_log_tenant_entity_idx on audit_log (tenant_id, entity, entity_id, occurred_at desc);

    create function audit_row_change() returns trigger language plpgsql as $$
    declare
      actor uuid := nullif(current_setting('app.user_id', true), '')::uuid;
      tenant uuid;
      record_id uuid;
      done text;
      before jsonb;
      after jsonb;
    begin
      if tg_op = 'DELETE' then
        record_id := old.id;
        done := 'deleted';
        if tg_argv[0] = 'tenant' then tenant := old.id; else tenant := old.tenant_id; end if;
      else
        record_id := new.id;
        done := case when tg_op = 'INSERT' then 'created' else 'changed' end;
        if tg_argv[0] = 'tenant' then tenant := new.id; else tenant := new.tenant_id; end if;
      end if;
      if tg_op = 'UPDATE' and tg_argv[0] in ('archivable', 'configuration') then
        before := to_jsonb(old);
        after := to_jsonb(new);
        if tg_argv[0] = 'configuration' and after ->> 'status' = 'Finalized' and before ->> 'status' <> 'Finalized' then
          done := 'finalized';
        elsif tg_argv[0] = 'archivable' and (after ->> 'archived_at') is not null and (before ->> 'archived_at') is null then
          done := 'archived';
        elsif tg_argv[0] = 'archivable' and (after ->> 'archived_at') is null and (before ->> 'archived_at') is not null then
          done := 'restored';
        end if;
      end if;
      if done = 'changed' and exists (
        select from audit_log
        where tenant_id = tenant and entity = tg_table_name and entity_id = record_id and action = 'changed'
          and user_id is not distinct from actor and occurred_at > now() - interval '5 minutes'
      ) then
        return null;
      end if;
      insert into audit_log (tenant_id, user_id, entity, entity_id, action) values (tenant, actor, tg_table_name, record_id, done);
      return null;
    end $$;
  `.execute(db);
  for (const [table, kind] of AUDITED) {
    await sql`
      create trigger audit_row_change after insert or update or delete on ${sql.table(table)}
        for each row execute function audit_row_change(${sql.lit(kind)})
    `.execute(db);
  }
  await enableTenantIsolation(db, 'audit_log');
  await sql`
    create policy system_access on audit_log to ${sql.id(SYSTEM_ROLE)} using (true) with check (true);
    revoke update, delete on audit_log from ${sql.id(TENANT_ROLE)}, ${sql.id(SYSTEM_ROLE)};
  `.execute(db);
}
