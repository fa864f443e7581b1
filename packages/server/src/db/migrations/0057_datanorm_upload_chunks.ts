import { sql, type Kysely } from 'kysely';
import { enableTenantIsolation } from '../tenantIsolation';

/*
 * A DATANORM upload is kept in chunks of about a megabyte until it has been read, no longer as one
 * `bytea` of up to 50 MB: reading the upload back held the whole file in memory several times over
 * (the driver's answer, its hex text, the bytes), so the server's memory grew with the file. The
 * reading now fetches one chunk at a time (docs/adr/0016). An upload still waiting to be read
 * becomes its import's only chunk.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table datanorm_upload_chunks (
      tenant_id uuid not null,
      import_id uuid not null,
      seq integer not null check (seq >= 0),
      data bytea not null,
      primary key (tenant_id, import_id, seq),
      foreign key (tenant_id, import_id) references datanorm_imports (tenant_id, id) on delete cascade
    );
    insert into datanorm_upload_chunks (tenant_id, import_id, seq, data)
      select tenant_id, id, 0, upload from datanorm_imports where upload is not null;
    alter table datanorm_imports drop column upload;
  `.execute(db);
  await enableTenantIsolation(db, 'datanorm_upload_chunks');
}
