import { sql, type Kysely } from 'kysely';
import { enableTenantIsolation } from '../tenantIsolation';

/*
 * The PV design of a quote: one row per configuration, its content as validated by the contract
 * (faces, modules, inverters, strings, storage) and a version that every save raises, so a save
 * based on an older version is refused. The roof picture is a blob of the tenant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table pv_designs (
      tenant_id uuid not null references tenants (id) on delete cascade,
      configuration_id uuid not null,
      version integer not null default 0 constraint pv_designs_version_check check (version >= 0),
      design jsonb not null,
      picture_blob_id uuid references blobs (id),
      picture_content_type text,
      picture_byte_size integer,
      updated_at timestamptz not null default now(),
      primary key (tenant_id, configuration_id),
      foreign key (tenant_id, configuration_id) references configurations (tenant_id, id) on delete cascade,
      constraint pv_designs_picture_check
        check ((picture_blob_id is null) = (picture_content_type is null) and (picture_blob_id is null) = (picture_byte_size is null))
    );
    create index pv_designs_picture_blob_idx on pv_designs (picture_blob_id) where picture_blob_id is not null;
  `.execute(db);
  await enableTenantIsolation(db, 'pv_designs');
}
