import { sql, type Kysely } from 'kysely';

/*
 * Sent quotes are business letters a company must keep (HGB § 257, AO § 147, GoBD). The
 * application refuses to delete a finalized quote, or the project or customer it belongs to,
 * and archives those instead; this trigger is the second wall: whatever deletes a quote row
 * (a cascade from its configuration, project, jobsite or customer included) fails with
 * restrict_violation and rolls back the whole statement. Erasing a whole company on request is
 * the one exception, opened per transaction with `set local app.erase_tenant = 'on'`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table customers add column archived_at timestamptz;
    alter table projects add column archived_at timestamptz;
    create index customers_tenant_archived_idx on customers (tenant_id) where archived_at is not null;
    create index projects_tenant_archived_idx on projects (tenant_id) where archived_at is not null;

    create function quotes_are_retained() returns trigger language plpgsql as $$
    begin
      if coalesce(current_setting('app.erase_tenant', true), '') = 'on' then
        return old;
      end if;
      raise exception 'finalized quote % is retained and cannot be deleted', old.id
        using errcode = 'restrict_violation';
    end $$;
    create trigger quotes_are_retained before delete on quotes for each row execute function quotes_are_retained();
  `.execute(db);
}
