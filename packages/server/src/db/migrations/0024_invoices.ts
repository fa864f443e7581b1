import { sql, type Kysely } from 'kysely';
import { enableTenantIsolation } from '../tenantIsolation';

/*
 * Invoices of accepted quotes and the company's number range.
 *
 * A draft keeps what may still change in `draft`; issuing gives it the next number of the range in
 * the same transaction (so numbers have no gaps and never repeat) and freezes the whole invoice in
 * `document`, with its e-invoice. From then on only its status and payment date may change, and it
 * is never deleted (GoBD, § 14b UStG): two triggers refuse anything else, whatever the code does.
 * Days are ISO text (yyyy-mm-dd), read alike by both database drivers and sorted as dates.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table invoice_number_ranges (
      tenant_id uuid primary key references tenants (id) on delete cascade,
      prefix text not null,
      next_number integer not null check (next_number between 1 and 99999999)
    );

    create table invoices (
      tenant_id uuid not null references tenants (id) on delete cascade,
      id uuid not null,
      quote_id uuid not null,
      project_id uuid not null,
      kind text not null check (kind in ('Partial', 'Final', 'Cancellation')),
      status text not null default 'Draft' check (status in ('Draft', 'Issued', 'Paid', 'Cancelled')),
      version integer not null default 0,
      invoice_number text,
      invoice_date text check (invoice_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      due_date text check (due_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      paid_on text check (paid_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      customer_name text not null,
      project_name text not null,
      quote_number text not null,
      net_total bigint not null,
      gross_total bigint not null,
      amount_due bigint not null,
      draft jsonb not null,
      document jsonb,
      xml text,
      pdf_blob_id uuid references blobs (id),
      cancels_id uuid,
      created_at timestamptz not null default now(),
      issued_at timestamptz,
      search_text text generated always as (
        search_fold(coalesce(invoice_number, '') || ' ' || customer_name || ' ' || project_name || ' ' || quote_number)
      ) stored,
      primary key (tenant_id, id),
      foreign key (tenant_id, quote_id) references quotes (tenant_id, id),
      foreign key (tenant_id, cancels_id) references invoices (tenant_id, id),
      check ((status = 'Draft') = (invoice_number is null)),
      check (status = 'Draft' or (document is not null and xml is not null and invoice_date is not null and due_date is not null)),
      check (paid_on is null or status in ('Paid', 'Cancelled')),
      check ((kind = 'Cancellation') = (cancels_id is not null))
    );
    create unique index invoices_tenant_number_key on invoices (tenant_id, invoice_number) where invoice_number is not null;
    create unique index invoices_one_final_per_quote on invoices (tenant_id, quote_id) where kind = 'Final' and status <> 'Cancelled';
    create unique index invoices_one_cancellation on invoices (tenant_id, cancels_id) where cancels_id is not null;
    create index invoices_tenant_created_idx on invoices (tenant_id, created_at desc, id);
    create index invoices_tenant_status_idx on invoices (tenant_id, status, created_at desc, id);
    create index invoices_tenant_quote_idx on invoices (tenant_id, quote_id, created_at);
    create index invoices_tenant_project_idx on invoices (tenant_id, project_id, created_at);

    create function invoices_are_immutable() returns trigger language plpgsql as $$
    begin
      if old.status <> 'Draft' and (
        new.document is distinct from old.document or new.xml is distinct from old.xml
        or new.invoice_number is distinct from old.invoice_number or new.invoice_date is distinct from old.invoice_date
        or new.due_date is distinct from old.due_date or new.gross_total is distinct from old.gross_total
        or new.net_total is distinct from old.net_total or new.amount_due is distinct from old.amount_due
        or new.kind is distinct from old.kind or new.cancels_id is distinct from old.cancels_id
        or new.status = 'Draft' or old.status = 'Cancelled'
        or (old.pdf_blob_id is not null and new.pdf_blob_id is distinct from old.pdf_blob_id)
      ) then
        raise exception 'issued invoice % cannot be changed', old.id using errcode = 'restrict_violation';
      end if;
      return new;
    end $$;
    create trigger invoices_are_immutable before update on invoices for each row execute function invoices_are_immutable();

    create function invoices_are_retained() returns trigger language plpgsql as $$
    begin
      if old.status = 'Draft' or coalesce(current_setting('app.erase_tenant', true), '') = 'on' then
        return old;
      end if;
      raise exception 'issued invoice % is retained and cannot be deleted', old.id using errcode = 'restrict_violation';
    end $$;
    create trigger invoices_are_retained before delete on invoices for each row execute function invoices_are_retained();

    create function invoices_delete_pdf() returns trigger language plpgsql as $$
    begin
      if old.pdf_blob_id is not null then
        delete from blobs where tenant_id = old.tenant_id and id = old.pdf_blob_id;
      end if;
      return null;
    end $$;
    create trigger invoices_delete_pdf after delete on invoices for each row execute function invoices_delete_pdf();

    create trigger audit_row_change after insert or update or delete on invoices
      for each row execute function audit_row_change('plain');

    do $$
    begin
      if exists (select from pg_extension where extname = 'pg_trgm') then
        create index invoices_search_trgm_idx on invoices using gin (search_text gin_trgm_ops);
      end if;
    end $$;
  `.execute(db);
  await enableTenantIsolation(db, 'invoices');
  await enableTenantIsolation(db, 'invoice_number_ranges');
}
