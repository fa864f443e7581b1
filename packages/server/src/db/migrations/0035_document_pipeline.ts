import { sql, type Kysely } from 'kysely';
import { allowSystemAccess, enableTenantIsolation } from '../tenantIsolation';

/*
 * Business documents go through one pipeline (ADR 0013): the record (quote, invoice) is frozen
 * first; its PDF is rendered after the commit and stored whole, with its SHA-256, size and file
 * name, in `documents`. Until then the row is Pending ("wird erstellt") and a periodic sweep
 * claims it (retry_at is its lease) and renders it again.
 *
 * The PDFs stored so far move there as they are, with the hash a quote already kept or, for an
 * invoice, taken from its bytes; nothing is rendered again. An issued invoice whose PDF was
 * never made (it was rendered on its first download) becomes Pending.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table documents (
      tenant_id uuid not null references tenants (id) on delete cascade,
      kind text not null check (kind in ('Quote', 'Invoice')),
      id uuid not null,
      file_name text not null check (char_length(file_name) between 1 and 200),
      state text not null check (state in ('Pending', 'Stored')),
      blob_id uuid references blobs (id),
      sha256 text check (sha256 ~ '^[0-9a-f]{64}$'),
      byte_size integer check (byte_size > 0),
      attempts integer not null default 0 check (attempts >= 0),
      retry_at timestamptz not null default now(),
      last_error text,
      created_at timestamptz not null default now(),
      stored_at timestamptz,
      primary key (tenant_id, kind, id),
      check ((state = 'Stored') = (blob_id is not null and sha256 is not null and byte_size is not null and stored_at is not null)),
      check (state = 'Stored' or (blob_id is null and sha256 is null and byte_size is null))
    );
    create index documents_pending_idx on documents (retry_at) where state = 'Pending';

    -- File names as documentFileName (src/http/results.ts) writes them.
    insert into documents (tenant_id, kind, id, file_name, state, blob_id, sha256, byte_size, stored_at)
      select quotes.tenant_id, 'Quote', quotes.id, 'Angebot-' || regexp_replace(quotes.quote_number, '[^[:alnum:]._-]+', '-', 'g') || '.pdf', 'Stored',
             quotes.pdf_blob_id, quotes.pdf_sha256, quotes.pdf_byte_size, quotes.finalized_at
        from quotes;
    insert into documents (tenant_id, kind, id, file_name, state, blob_id, sha256, byte_size, stored_at)
      select invoices.tenant_id, 'Invoice', invoices.id, 'Rechnung-' || regexp_replace(invoices.invoice_number, '[^[:alnum:]._-]+', '-', 'g') || '.pdf',
             case when blobs.id is null then 'Pending' else 'Stored' end,
             blobs.id, encode(sha256(blobs.data), 'hex'), octet_length(blobs.data),
             case when blobs.id is null then null else coalesce(blobs.created_at, now()) end
        from invoices left join blobs on blobs.tenant_id = invoices.tenant_id and blobs.id = invoices.pdf_blob_id
        where invoices.status <> 'Draft';

    -- What a customer may have received is never changed; its bytes go only with the whole company.
    create function documents_are_immutable() returns trigger language plpgsql as $$
    begin
      if old.state = 'Stored' and (new.blob_id is distinct from old.blob_id or new.sha256 is distinct from old.sha256
          or new.byte_size is distinct from old.byte_size or new.state <> 'Stored' or new.file_name <> old.file_name) then
        raise exception 'stored document % cannot be changed', old.id using errcode = 'restrict_violation';
      end if;
      return new;
    end $$;
    create trigger documents_are_immutable before update on documents for each row execute function documents_are_immutable();

    create function documents_delete_blob() returns trigger language plpgsql as $$
    begin
      if old.blob_id is not null then
        delete from blobs where tenant_id = old.tenant_id and id = old.blob_id;
      end if;
      return null;
    end $$;
    create trigger documents_delete_blob after delete on documents for each row execute function documents_delete_blob();

    -- A quote's document goes with the quote (its configuration is deleted); an issued invoice is retained.
    drop trigger quotes_delete_pdf on quotes;
    drop function quotes_delete_pdf();
    create function quotes_delete_document() returns trigger language plpgsql as $$
    begin
      delete from documents where tenant_id = old.tenant_id and kind = 'Quote' and id = old.id;
      return null;
    end $$;
    create trigger quotes_delete_document after delete on quotes for each row execute function quotes_delete_document();

    drop trigger invoices_delete_pdf on invoices;
    drop function invoices_delete_pdf();
    create or replace function invoices_are_immutable() returns trigger language plpgsql as $$
    begin
      if old.status <> 'Draft' and (
        new.document is distinct from old.document or new.xml is distinct from old.xml
        or new.invoice_number is distinct from old.invoice_number or new.invoice_date is distinct from old.invoice_date
        or new.due_date is distinct from old.due_date or new.gross_total is distinct from old.gross_total
        or new.net_total is distinct from old.net_total or new.amount_due is distinct from old.amount_due
        or new.kind is distinct from old.kind or new.cancels_id is distinct from old.cancels_id
        or new.status = 'Draft' or old.status = 'Cancelled'
      ) then
        raise exception 'issued invoice % cannot be changed', old.id using errcode = 'restrict_violation';
      end if;
      return new;
    end $$;

    alter table quotes drop column pdf_blob_id, drop column pdf_sha256, drop column pdf_byte_size;
    alter table invoices drop column pdf_blob_id;
  `.execute(db);
  await enableTenantIsolation(db, 'documents');
  await allowSystemAccess(db, 'documents');
}
