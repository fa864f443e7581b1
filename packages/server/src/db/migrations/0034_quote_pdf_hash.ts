import { sql, type Kysely } from 'kysely';

/*
 * A quote's PDF is stored with its SHA-256 and size, taken once when it is made, so that a
 * customer's answer records the hash of the document sent without reading it again. Quotes
 * finalized before get both from their stored bytes; no PDF is rendered again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
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
