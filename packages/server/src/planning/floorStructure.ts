import type { Floor, PlacedComponent, Room } from '@planner/api';
import type { TenantTransaction } from '../db/scopes';
import type { PricingFloor } from '../pricing';

export interface FloorStructure {
  rooms: Room[];
  placedElectricalComponents: PlacedComponent[];
  connectionLines: Floor['connectionLines'];
}

/** Rooms, placements and lines of the given floors, keyed by floor id. */
export async function loadFloorStructures(
  trx: TenantTransaction,
  tenantId: string,
  floorIds: readonly string[],
): Promise<Map<string, FloorStructure>> {
  const structures = new Map<string, FloorStructure>(
    floorIds.map((id) => [id, { rooms: [], placedElectricalComponents: [], connectionLines: [] }]),
  );
  if (floorIds.length === 0) return structures;
  const [rooms, placements, lines] = await Promise.all([
    trx
      .selectFrom('floor_rooms as r')
      .innerJoin('floors as f', (join) => join.onRef('f.tenant_id', '=', 'r.tenant_id').onRef('f.id', '=', 'r.floor_id').onRef('f.structure_revision', '=', 'r.revision'))
      .leftJoin('room_types as t', (join) => join.onRef('t.tenant_id', '=', 'r.tenant_id').onRef('t.id', '=', 'r.room_type_id'))
      .select(['r.id', 'r.floor_id', 'r.label', 'r.points', 'r.room_type_id', 't.name as room_type_name'])
      .where('r.tenant_id', '=', tenantId)
      .where('r.floor_id', 'in', floorIds)
      .orderBy('r.id')
      .execute(),
    trx
      .selectFrom('floor_components as p')
      .innerJoin('floors as f', (join) => join.onRef('f.tenant_id', '=', 'p.tenant_id').onRef('f.id', '=', 'p.floor_id').onRef('f.structure_revision', '=', 'p.revision'))
      .select(['p.id', 'p.floor_id', 'p.component_id', 'p.room_id', 'p.x', 'p.y'])
      .where('p.tenant_id', '=', tenantId)
      .where('p.floor_id', 'in', floorIds)
      .orderBy('p.id')
      .execute(),
    trx
      .selectFrom('floor_connection_lines as l')
      .innerJoin('floors as f', (join) => join.onRef('f.tenant_id', '=', 'l.tenant_id').onRef('f.id', '=', 'l.floor_id').onRef('f.structure_revision', '=', 'l.revision'))
      .select(['l.id', 'l.floor_id', 'l.from_id', 'l.to_id'])
      .where('l.tenant_id', '=', tenantId)
      .where('l.floor_id', 'in', floorIds)
      .orderBy('l.id')
      .execute(),
  ]);
  for (const room of rooms) {
    structures.get(room.floor_id)?.rooms.push({
      id: room.id,
      label: room.label,
      roomType: room.room_type_id ? { id: room.room_type_id, name: room.room_type_name ?? '' } : null,
      points: room.points,
    });
  }
  for (const placement of placements) {
    structures.get(placement.floor_id)?.placedElectricalComponents.push({
      id: placement.id,
      componentId: placement.component_id,
      roomId: placement.room_id,
      position: { x: Number(placement.x), y: Number(placement.y) },
    });
  }
  for (const line of lines) {
    structures.get(line.floor_id)?.connectionLines.push({ id: line.id, fromId: line.from_id, toId: line.to_id });
  }
  return structures;
}

export const toPricingFloor = (structure: FloorStructure): PricingFloor => ({
  rooms: structure.rooms.map((room) => ({ id: room.id, label: room.label, roomTypeId: room.roomType?.id ?? null })),
  placements: structure.placedElectricalComponents.map((p) => ({ componentId: p.componentId, roomId: p.roomId })),
});

/** The pricing floors of each given configuration, in creation order; none for a configuration without floors. */
export async function loadPricingFloors(
  trx: TenantTransaction,
  tenantId: string,
  configurationIds: readonly string[],
): Promise<Map<string, PricingFloor[]>> {
  const floorsByConfiguration = new Map<string, PricingFloor[]>(configurationIds.map((id) => [id, []]));
  if (configurationIds.length === 0) return floorsByConfiguration;
  const floors = await trx
    .selectFrom('floors')
    .select(['id', 'configuration_id'])
    .where('tenant_id', '=', tenantId)
    .where('configuration_id', 'in', [...configurationIds])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const structures = await loadFloorStructures(trx, tenantId, floors.map((floor) => floor.id));
  for (const floor of floors) {
    const structure = structures.get(floor.id);
    if (structure) floorsByConfiguration.get(floor.configuration_id)?.push(toPricingFloor(structure));
  }
  return floorsByConfiguration;
}
