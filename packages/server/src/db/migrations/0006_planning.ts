import { sql, type Kysely } from 'kysely';
import { enableTenantIsolation } from '../tenantIsolation';

/*
 * Floors of a configuration with their rooms, placed installations and connection lines
 * (ids unique within their floor, so a copied floor keeps them and its editor document fits),
 * the editor document of each floor, and the additional installations of a configuration.
 * References to master data (components, room types, additional installations) are
 * composite foreign keys without cascade: master data still referenced is archived, not deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table floors (
      tenant_id uuid not null references tenants (id) on delete cascade,
      id uuid not null,
      configuration_id uuid not null,
      name text not null,
      image_blob_id uuid references blobs (id),
      preview_blob_id uuid references blobs (id),
      pdf_blob_id uuid references blobs (id),
      plan_document jsonb,
      plan_document_version integer not null default 0,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, configuration_id) references configurations (tenant_id, id) on delete cascade
    );
    create index floors_tenant_configuration_idx on floors (tenant_id, configuration_id, created_at);

    create table floor_rooms (
      tenant_id uuid not null,
      id uuid not null,
      floor_id uuid not null,
      label text not null,
      room_type_id uuid,
      points jsonb not null,
      primary key (tenant_id, floor_id, id),
      foreign key (tenant_id, floor_id) references floors (tenant_id, id) on delete cascade,
      foreign key (tenant_id, room_type_id) references room_types (tenant_id, id)
    );
    create index floor_rooms_tenant_room_type_idx on floor_rooms (tenant_id, room_type_id);

    create table floor_components (
      tenant_id uuid not null,
      id uuid not null,
      floor_id uuid not null,
      component_id uuid not null,
      room_id uuid,
      x double precision not null,
      y double precision not null,
      primary key (tenant_id, floor_id, id),
      foreign key (tenant_id, floor_id) references floors (tenant_id, id) on delete cascade,
      foreign key (tenant_id, floor_id, room_id) references floor_rooms (tenant_id, floor_id, id),
      foreign key (tenant_id, component_id) references electrical_components (tenant_id, id)
    );
    create index floor_components_tenant_component_idx on floor_components (tenant_id, component_id);

    create table floor_connection_lines (
      tenant_id uuid not null,
      id uuid not null,
      floor_id uuid not null,
      from_id uuid not null,
      to_id uuid not null,
      primary key (tenant_id, floor_id, id),
      foreign key (tenant_id, floor_id) references floors (tenant_id, id) on delete cascade,
      foreign key (tenant_id, floor_id, from_id) references floor_components (tenant_id, floor_id, id) on delete cascade,
      foreign key (tenant_id, floor_id, to_id) references floor_components (tenant_id, floor_id, id) on delete cascade,
      check (from_id <> to_id)
    );

    create table configuration_additional_installations (
      tenant_id uuid not null references tenants (id) on delete cascade,
      id uuid not null,
      configuration_id uuid not null,
      additional_installation_id uuid not null,
      amount integer not null check (amount >= 1),
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, configuration_id) references configurations (tenant_id, id) on delete cascade,
      foreign key (tenant_id, additional_installation_id) references additional_installations (tenant_id, id)
    );
    create index configuration_additional_installations_tenant_configuration_idx
      on configuration_additional_installations (tenant_id, configuration_id, created_at);
    create index configuration_additional_installations_tenant_installation_idx
      on configuration_additional_installations (tenant_id, additional_installation_id);
  `.execute(db);
  for (const table of ['floors', 'floor_rooms', 'floor_components', 'floor_connection_lines', 'configuration_additional_installations']) {
    await enableTenantIsolation(db, table);
  }
}
