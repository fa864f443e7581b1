import { sql, type Kysely } from 'kysely';
import { enableTenantIsolation } from '../tenantIsolation';

/*
 * The finalized quote of a configuration (same id): the frozen snapshot of everything printed
 * on it, the figures the quotes list shows and sorts by, and the rendered PDF. Customer and
 * project names are frozen with it, so the list shows the quote as it was sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table quotes (
      tenant_id uuid not null references tenants (id) on delete cascade,
      id uuid not null,
      project_id uuid not null,
      quote_number text not null check (char_length(quote_number) between 1 and 11),
      quote_name text not null,
      quote_status text not null default 'Sent' check (quote_status in ('Sent', 'Accepted', 'Declined')),
      finalized_at timestamptz not null default now(),
      customer_name text not null,
      project_name text not null,
      net_total bigint not null check (net_total >= 0),
      gross_total bigint not null check (gross_total >= 0),
      snapshot jsonb not null,
      pdf_blob_id uuid not null references blobs (id),
      search_text text generated always as (
        lower(quote_number || ' ' || quote_name || ' ' || customer_name || ' ' || project_name)
      ) stored,
      primary key (tenant_id, id),
      foreign key (tenant_id, id) references configurations (tenant_id, id) on delete cascade
    );
    create unique index quotes_tenant_number_key on quotes (tenant_id, lower(quote_number));
    create index quotes_tenant_finalized_idx on quotes (tenant_id, finalized_at desc, id);
    create index quotes_tenant_status_idx on quotes (tenant_id, quote_status, finalized_at desc, id);

    -- The PDF belongs to the quote alone: it goes when the quote goes (its configuration is deleted).
    create function quotes_delete_pdf() returns trigger language plpgsql as $$
    begin
      delete from blobs where tenant_id = old.tenant_id and id = old.pdf_blob_id;
      return null;
    end $$;
    create trigger quotes_delete_pdf after delete on quotes for each row execute function quotes_delete_pdf();

    do $$
    begin
      if exists (select from pg_extension where extname = 'pg_trgm') then
        create index quotes_search_trgm_idx on quotes using gin (search_text gin_trgm_ops);
      end if;
    end $$;
  `.execute(db);
  await enableTenantIsolation(db, 'quotes');
}
