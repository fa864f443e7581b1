import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { TenantTransaction } from '../db/scopes';

/** A copy of the blob (the copy's floor may delete its files independently); null stays null. */
async function copyBlob(trx: TenantTransaction, tenantId: string, blobId: string | null): Promise<string | null> {
  if (!blobId) return null;
  const { rows } = await sql<{ id: string }>`
    insert into blobs (tenant_id, content_type, byte_size, data)
    select tenant_id, content_type, byte_size, data from blobs where tenant_id = ${tenantId} and id = ${blobId}
    returning id
  `.execute(trx);
  return rows[0]?.id ?? null;
}

/**
 * Copies the floors (files, editor document, rooms, placements, lines) and the additional
 * installations of one configuration into another. Rooms, placements and lines keep their
 * ids, which are unique per floor, so the editor document still matches its structure.
 */
export async function copyConfigurationPlanning(
  trx: TenantTransaction,
  tenantId: string,
  sourceId: string,
  targetId: string,
): Promise<void> {
  const floors = await trx
    .selectFrom('floors')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('configuration_id', '=', sourceId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const floor of floors) {
    const id = randomUUID();
    await trx
      .insertInto('floors')
      .values({
        tenant_id: tenantId,
        id,
        configuration_id: targetId,
        name: floor.name,
        image_blob_id: await copyBlob(trx, tenantId, floor.image_blob_id),
        preview_blob_id: await copyBlob(trx, tenantId, floor.preview_blob_id),
        pdf_blob_id: await copyBlob(trx, tenantId, floor.pdf_blob_id),
        // The document refers to its plan image by the floor's URL.
        plan_document: floor.plan_document && JSON.stringify(floor.plan_document).replaceAll(floor.id, id),
        plan_document_version: floor.plan_document_version,
      })
      .execute();
    // The copy's structure is its source's current revision, as revision 0 of the new floor.
    const source = { tenantId, floorId: floor.id, revision: floor.structure_revision };
    await sql`
      insert into floor_rooms (tenant_id, floor_id, id, label, room_type_id, points)
      select tenant_id, ${id}::uuid, id, label, room_type_id, points from floor_rooms
      where tenant_id = ${source.tenantId} and floor_id = ${source.floorId} and revision = ${source.revision}
    `.execute(trx);
    await sql`
      insert into floor_components (tenant_id, floor_id, id, component_id, room_id, x, y)
      select tenant_id, ${id}::uuid, id, component_id, room_id, x, y from floor_components
      where tenant_id = ${source.tenantId} and floor_id = ${source.floorId} and revision = ${source.revision}
    `.execute(trx);
    await sql`
      insert into floor_connection_lines (tenant_id, floor_id, id, from_id, to_id)
      select tenant_id, ${id}::uuid, id, from_id, to_id from floor_connection_lines
      where tenant_id = ${source.tenantId} and floor_id = ${source.floorId} and revision = ${source.revision}
    `.execute(trx);
  }
  await sql`
    insert into configuration_additional_installations (tenant_id, id, configuration_id, additional_installation_id, amount, vat_category)
    select tenant_id, gen_random_uuid(), ${targetId}::uuid, additional_installation_id, amount, vat_category
    from configuration_additional_installations
    where tenant_id = ${tenantId} and configuration_id = ${sourceId}
    order by created_at, id
  `.execute(trx);
}
