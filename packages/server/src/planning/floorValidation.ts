import { MSG_ROOM_TYPE_REQUIRED } from '@planner/api';
import type { TenantTransaction } from '../db/scopes';
import { invalidField } from '../http/errors';
import type { FloorStructure } from './floorStructure';


/** Checks that the structure refers only to itself: unique ids, known rooms and placements. */
export function assertConsistentStructure(structure: FloorStructure): void {
  const ids = new Set<string>();
  const claim = (path: string, id: string) => {
    if (ids.has(id)) throw invalidField(path, 'Die ID ist doppelt vergeben.');
    ids.add(id);
  };
  structure.rooms.forEach((room, index) => claim(`rooms.${index}.id`, room.id));
  const roomIds = new Set(structure.rooms.map((room) => room.id));
  structure.placedElectricalComponents.forEach((placement, index) => {
    claim(`placedElectricalComponents.${index}.id`, placement.id);
    if (placement.roomId !== null && !roomIds.has(placement.roomId)) {
      throw invalidField(`placedElectricalComponents.${index}.roomId`, 'Unbekannter Raum.');
    }
  });
  const placementIds = new Set(structure.placedElectricalComponents.map((placement) => placement.id));
  structure.connectionLines.forEach((line, index) => {
    claim(`connectionLines.${index}.id`, line.id);
    if (!placementIds.has(line.fromId) || !placementIds.has(line.toId) || line.fromId === line.toId) {
      throw invalidField(`connectionLines.${index}`, 'Eine Verbindung braucht zwei platzierte Installationen.');
    }
  });
}

/**
 * Checks the references into master data and other floors: components of the tenant, room
 * types of the project's construction specification (required for developer orders, absent
 * for private ones).
 */
export async function assertValidReferences(
  trx: TenantTransaction,
  tenantId: string,
  configurationId: string,
  structure: FloorStructure,
): Promise<void> {
  const componentIds = [...new Set(structure.placedElectricalComponents.map((p) => p.componentId))];
  if (componentIds.length > 0) {
    const known = new Set(
      (
        await trx
          .selectFrom('electrical_components')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .where('id', 'in', componentIds)
          .execute()
      ).map((row) => row.id),
    );
    const index = structure.placedElectricalComponents.findIndex((p) => !known.has(p.componentId));
    if (index >= 0) throw invalidField(`placedElectricalComponents.${index}.componentId`, 'Unbekannte Installation.');
  }

  const project = await trx
    .selectFrom('configurations as c')
    .innerJoin('projects as p', (join) => join.onRef('p.tenant_id', '=', 'c.tenant_id').onRef('p.id', '=', 'c.project_id'))
    .select(['p.construction_specification_id'])
    .where('c.tenant_id', '=', tenantId)
    .where('c.id', '=', configurationId)
    .executeTakeFirstOrThrow();
  const specificationId = project.construction_specification_id;
  const allowedRoomTypes = new Set(
    specificationId
      ? (
          await trx
            .selectFrom('room_types')
            .select('id')
            .where('tenant_id', '=', tenantId)
            .where('construction_specification_id', '=', specificationId)
            .execute()
        ).map((row) => row.id)
      : [],
  );
  structure.rooms.forEach((room, index) => {
    const path = `rooms.${index}.roomType`;
    if (specificationId && !room.roomType) throw invalidField(path, MSG_ROOM_TYPE_REQUIRED);
    if (room.roomType && !allowedRoomTypes.has(room.roomType.id)) throw invalidField(path, 'Unbekannter Raumtyp.');
  });
}
