import type { Floor, PlacedComponent, Room } from '@planner/api';
import type { TenantTransaction } from '../db/scopes';
import type { PricingFloor } from './pricing';

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
      .leftJoin('room_types as t', (join) => join.onRef('t.tenant_id', '=', 'r.tenant_id').onRef('t.id', '=', 'r.room_type_id'))
      .select(['r.id', 'r.floor_id', 'r.label', 'r.points', 'r.room_type_id', 't.name as room_type_name'])
      .where('r.tenant_id', '=', tenantId)
      .where('r.floor_id', 'in', floorIds)
      .orderBy('r.id')
      .execute(),
    trx
      .selectFrom('floor_components')
      .select(['id', 'floor_id', 'component_id', 'room_id', 'x', 'y'])
      .where('tenant_id', '=', tenantId)
      .where('floor_id', 'in', floorIds)
      .orderBy('id')
      .execute(),
    trx
      .selectFrom('floor_connection_lines')
      .select(['id', 'floor_id', 'from_id', 'to_id'])
      .where('tenant_id', '=', tenantId)
      .where('floor_id', 'in', floorIds)
      .orderBy('id')
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

/** Replaces the floor's rooms, placements and lines with the given ones. */
export async function replaceFloorStructure(
  trx: TenantTransaction,
  tenantId: string,
  floorId: string,
  structure: FloorStructure,
): Promise<void> {
  await trx.deleteFrom('floor_connection_lines').where('tenant_id', '=', tenantId).where('floor_id', '=', floorId).execute();
  await trx.deleteFrom('floor_components').where('tenant_id', '=', tenantId).where('floor_id', '=', floorId).execute();
  await trx.deleteFrom('floor_rooms').where('tenant_id', '=', tenantId).where('floor_id', '=', floorId).execute();
  const base = { tenant_id: tenantId, floor_id: floorId };
  for (const chunk of chunks(structure.rooms)) {
    await trx
      .insertInto('floor_rooms')
      .values(chunk.map((room) => ({ ...base, id: room.id, label: room.label, room_type_id: room.roomType?.id ?? null, points: JSON.stringify(room.points) })))
      .execute();
  }
  for (const chunk of chunks(structure.placedElectricalComponents)) {
    await trx
      .insertInto('floor_components')
      .values(chunk.map((p) => ({ ...base, id: p.id, component_id: p.componentId, room_id: p.roomId, x: p.position.x, y: p.position.y })))
      .execute();
  }
  for (const chunk of chunks(structure.connectionLines)) {
    await trx
      .insertInto('floor_connection_lines')
      .values(chunk.map((line) => ({ ...base, id: line.id, from_id: line.fromId, to_id: line.toId })))
      .execute();
  }
}

/** Keeps each insert well below PostgreSQL's 65 535 bind parameters. */
function chunks<T>(items: readonly T[], size = 1000): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}
