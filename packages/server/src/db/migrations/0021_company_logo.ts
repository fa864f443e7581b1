import { sql, type Kysely } from 'kysely';

/* The company's logo on the letterhead of its quotes; a PNG or JPEG blob, none so far. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tenants add column logo_blob_id uuid references blobs (id)`.execute(db);
}
