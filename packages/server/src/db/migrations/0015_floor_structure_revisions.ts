import { sql, type Kysely } from 'kysely';

/*
 * A floor's rooms, placements and lines are kept per revision; the floor names the revision
 * that is its structure (`structure_revision`). A save writes a new revision in short
 * transactions, then makes it current in one small one, so saving the largest floor never holds
 * the embedded database (a single connection) for long (docs/adr/0001). Rows of other revisions are
 * invisible to every reader and removed after the switch.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create sequence floor_structure_revisions;
    alter table floors add column structure_revision bigint not null default 0;

    alter table floor_connection_lines
      drop constraint floor_connection_lines_tenant_id_floor_id_from_id_fkey,
      drop constraint floor_connection_lines_tenant_id_floor_id_to_id_fkey,
      drop constraint floor_connection_lines_pkey;
    alter table floor_components
      drop constraint floor_components_tenant_id_floor_id_room_id_fkey,
      drop constraint floor_components_pkey;
    alter table floor_rooms drop constraint floor_rooms_pkey;

    alter table floor_rooms
      add column revision bigint not null default 0,
      add primary key (tenant_id, floor_id, revision, id);
    alter table floor_components
      add column revision bigint not null default 0,
      add primary key (tenant_id, floor_id, revision, id),
      add foreign key (tenant_id, floor_id, revision, room_id) references floor_rooms (tenant_id, floor_id, revision, id);
    alter table floor_connection_lines
      add column revision bigint not null default 0,
      add primary key (tenant_id, floor_id, revision, id),
      add foreign key (tenant_id, floor_id, revision, from_id)
        references floor_components (tenant_id, floor_id, revision, id) on delete cascade,
      add foreign key (tenant_id, floor_id, revision, to_id)
        references floor_components (tenant_id, floor_id, revision, id) on delete cascade;
  `.execute(db);
}
