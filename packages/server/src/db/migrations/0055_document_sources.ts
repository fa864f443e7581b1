import { sql, type Kysely } from 'kysely';
import { enableTenantIsolation } from '../tenantIsolation';

/*
 * Blobs a document is rendered from that belong to it alone: the copies of the data sheets a PV
 * quote was finalized with (ADR 0030), which its PDF appends. They go when the document goes (its
 * quote is deleted, ADR 0013), like the PDF's own blob, and not before: while the row is there, the
 * foreign key refuses to delete the blob.
 *
 * Quotes finalized before name their copies in their snapshot only; they are recorded here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table document_sources (
      tenant_id uuid not null references tenants (id) on delete cascade,
      kind text not null,
      document_id uuid not null,
      blob_id uuid not null references blobs (id),
      primary key (tenant_id, blob_id),
      foreign key (tenant_id, kind, document_id) references documents (tenant_id, kind, id) on delete cascade
    );
    create index document_sources_document_idx on document_sources (tenant_id, kind, document_id);

    create function document_sources_delete_blob() returns trigger language plpgsql as $$
    begin
      delete from blobs where tenant_id = old.tenant_id and id = old.blob_id;
      return null;
    end $$;
    create trigger document_sources_delete_blob after delete on document_sources for each row execute function document_sources_delete_blob();
  `.execute(db);
  await recordDataSheetCopies(db);
  await enableTenantIsolation(db, 'document_sources');
}

/** The data sheet copies named in the PV pages of the quotes finalized so far (`quote.pv.pages`: module, inverters, battery, wallbox, heater rod). */
export async function recordDataSheetCopies(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into document_sources (tenant_id, kind, document_id, blob_id)
    select distinct quotes.tenant_id, 'Quote', quotes.id, blobs.id
      from quotes
      join documents on documents.tenant_id = quotes.tenant_id and documents.kind = 'Quote' and documents.id = quotes.id
      cross join lateral (
        select quotes.snapshot #> '{pv,pages,module}' as part
        union all select quotes.snapshot #> '{pv,pages,battery}'
        union all select quotes.snapshot #> '{pv,pages,wallbox}'
        union all select quotes.snapshot #> '{pv,pages,heaterRod}'
        union all select inverter.value from jsonb_each(
          case when jsonb_typeof(quotes.snapshot #> '{pv,pages,inverters}') = 'object' then quotes.snapshot #> '{pv,pages,inverters}' else '{}'::jsonb end
        ) as inverter
      ) as parts
      join blobs on blobs.tenant_id = quotes.tenant_id and blobs.id::text = parts.part #>> '{dataSheet,blobId}'
    on conflict do nothing
  `.execute(db);
}
