import { sql, type Kysely } from 'kysely';

/**
 * A version of each tenant's customers next to their number, counted up by every statement
 * that inserts, changes or deletes customers: a list page computed at one version is right
 * as long as the version stays, so the server keeps recent pages (src/customers/listCache.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table customer_counts add column version bigint not null default 0;

    create or replace function customer_counts_add() returns trigger language plpgsql as $$
    begin
      insert into customer_counts (tenant_id, count, version)
        select tenant_id, count(*), 1 from inserted group by tenant_id
        on conflict (tenant_id) do update
          set count = customer_counts.count + excluded.count, version = customer_counts.version + 1;
      return null;
    end $$;

    create or replace function customer_counts_remove() returns trigger language plpgsql as $$
    begin
      update customer_counts
        set count = customer_counts.count - removed.count, version = customer_counts.version + 1
        from (select tenant_id, count(*) as count from deleted group by tenant_id) as removed
        where customer_counts.tenant_id = removed.tenant_id;
      return null;
    end $$;

    create function customer_counts_touch() returns trigger language plpgsql as $$
    begin
      update customer_counts set version = customer_counts.version + 1
        where customer_counts.tenant_id in (select distinct tenant_id from changed);
      return null;
    end $$;

    create trigger customers_count_update after update on customers
      referencing new table as changed for each statement execute function customer_counts_touch();
  `.execute(db);
}
