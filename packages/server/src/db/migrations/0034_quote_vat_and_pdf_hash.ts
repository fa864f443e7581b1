import { sql, type Kysely } from 'kysely';

/*
 * An additional installation of a configuration carries its VAT category: 19 %, or 0 % for a PV
 * system (§ 12 Abs. 3 UStG); every line so far is at 19 %.
 */
async function addVatCategory(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table configuration_additional_installations
      add column vat_category text not null default 'Standard'
        constraint configuration_additional_installations_vat_category_check check (vat_category in ('Standard', 'PvZeroRate'));
  `.execute(db);
}

/*
 * A quote's PDF is stored with its SHA-256 and size, taken once when it is made, so that a
 * customer's answer records the hash of the document sent without reading it again. Quotes
 * finalized before get both from their stored bytes; no PDF is rendered again.
 */
export async function addQuotePdfHash(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table quotes add column pdf_sha256 text, add column pdf_byte_size integer;
    update quotes set pdf_sha256 = encode(sha256(blobs.data), 'hex'), pdf_byte_size = octet_length(blobs.data)
      from blobs where blobs.tenant_id = quotes.tenant_id and blobs.id = quotes.pdf_blob_id;
    alter table quotes
      alter column pdf_sha256 set not null,
      alter column pdf_byte_size set not null,
      add constraint quotes_pdf_sha256_check check (pdf_sha256 ~ '^[0-9a-f]{64}$'),
      add constraint quotes_pdf_byte_size_check check (pdf_byte_size > 0);
  `.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await addVatCategory(db);
  await addQuotePdfHash(db);
}
