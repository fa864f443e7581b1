import { sql, type Kysely } from 'kysely';
import { SYSTEM_ROLE } from '../roles';
import { enableTenantIsolation } from '../tenantIsolation';

/*
 * A customer's withdrawal from an accepted quote, recorded by the company with its date and
 * reason. It is its own record beside the acceptance (whose evidence stays with the quote's
 * links) and is never changed or deleted. `id` is the quote's id: a quote is withdrawn once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table quote_withdrawals (
      tenant_id uuid not null references tenants (id) on delete cascade,
      id uuid not null,
      withdrawn_on text not null check (withdrawn_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      reason text not null check (length(reason) between 1 and 1000),
      recorded_at timestamptz not null default now(),
      recorded_by uuid,
      primary key (tenant_id, id),
      foreign key (tenant_id, id) references quotes (tenant_id, id)
    );

    create function quote_withdrawals_are_kept() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' and coalesce(current_setting('app.erase_tenant', true), '') = 'on' then
        return old;
      end if;
      raise exception 'withdrawal from quote % is a record and cannot be changed', old.id using errcode = 'restrict_violation';
    end $$;
    create trigger quote_withdrawals_are_kept before update or delete on quote_withdrawals
      for each row execute function quote_withdrawals_are_kept();

    create trigger audit_row_change after insert or update or delete on quote_withdrawals
      for each row execute function audit_row_change('plain');
  `.execute(db);
  await enableTenantIsolation(db, 'quote_withdrawals');
  await sql`
    create policy system_access on quote_withdrawals to ${sql.id(SYSTEM_ROLE)} using (true) with check (true);
  `.execute(db);
}
