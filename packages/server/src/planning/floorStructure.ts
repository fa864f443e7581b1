import type { Floor, PlacedComponent, Room } from '@planner/api';
import { sql } from 'kysely';
import type { TenantTransaction } from '../db/scopes';
import type { PricingFloor } from '../pricing';

export interface FloorStructure {
  rooms: Room[];
  placedElectricalComponents: PlacedComponent[];
  connectionLines: Floor['connectionLines'];
}

interface StoredRoom {
  id: string;
  label: string;
  points: Room['points'];
  roomTypeId: string | null;
  roomTypeName: string | null;
}

interface StoredPlacement {
  id: string;
  componentId: string;
  roomId: string | null;
  x: number | string;
  y: number | string;
}

/**
 * The current structure of the floor aliased `f`, as three JSON columns of its row: rooms with
 * their room type's name, placements and lines, each ordered by id. A page of floors and their
 * structures is one statement, whatever the number of floors.
 */
const structureColumns = [
  sql<StoredRoom[]>`coalesce((
    select json_agg(json_build_object('id', r.id, 'label', r.label, 'points', r.points, 'roomTypeId', r.room_type_id, 'roomTypeName', t.name) order by r.id)
    from floor_rooms r left join room_types t on t.tenant_id = r.tenant_id and t.id = r.room_type_id
    where r.tenant_id = f.tenant_id and r.floor_id = f.id and r.revision = f.structure_revision
  ), '[]')`.as('rooms'),
  sql<StoredPlacement[]>`coalesce((
    select json_agg(json_build_object('id', p.id, 'componentId', p.component_id, 'roomId', p.room_id, 'x', p.x, 'y', p.y) order by p.id)
    from floor_components p
    where p.tenant_id = f.tenant_id and p.floor_id = f.id and p.revision = f.structure_revision
  ), '[]')`.as('placements'),
  sql<Floor['connectionLines']>`coalesce((
    select json_agg(json_build_object('id', l.id, 'fromId', l.from_id, 'toId', l.to_id) order by l.id)
    from floor_connection_lines l
    where l.tenant_id = f.tenant_id and l.floor_id = f.id and l.revision = f.structure_revision
  ), '[]')`.as('lines'),
] as const;

const toStructure = (row: { rooms: StoredRoom[]; placements: StoredPlacement[]; lines: Floor['connectionLines'] }): FloorStructure => ({
  rooms: row.rooms.map((room) => ({
    id: room.id,
    label: room.label,
    roomType: room.roomTypeId ? { id: room.roomTypeId, name: room.roomTypeName ?? '' } : null,
    points: room.points,
  })),
  placedElectricalComponents: row.placements.map((p) => ({
    id: p.id,
    componentId: p.componentId,
    roomId: p.roomId,
    position: { x: Number(p.x), y: Number(p.y) },
  })),
  connectionLines: row.lines,
});

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
  const rows = await trx
    .selectFrom('floors as f')
    .select(['f.id', ...structureColumns])
    .where('f.tenant_id', '=', tenantId)
    .where('f.id', 'in', [...floorIds])
    .execute();
  for (const row of rows) if (structures.has(row.id)) structures.set(row.id, toStructure(row));
  return structures;
}

/** A configuration's floor with its structure and whether its project is a developer construction. */
export interface FloorWithStructure {
  id: string;
  configurationId: string;
  name: string;
  imageBlobId: string | null;
  isDeveloperConstruction: boolean;
  structure: FloorStructure;
}

/** The floors of the given configurations with their structures, in creation order, as a query. */
export const floorsOfConfigurationsQuery = (trx: TenantTransaction, tenantId: string, configurationIds: readonly string[]) =>
  trx
    .selectFrom('floors as f')
    .innerJoin('configurations as c', (join) => join.onRef('c.tenant_id', '=', 'f.tenant_id').onRef('c.id', '=', 'f.configuration_id'))
    .innerJoin('projects as p', (join) => join.onRef('p.tenant_id', '=', 'c.tenant_id').onRef('p.id', '=', 'c.project_id'))
    .select(['f.id', 'f.configuration_id', 'f.name', 'f.image_blob_id', 'p.property_developer_type', ...structureColumns])
    .where('f.tenant_id', '=', tenantId)
    .where('f.configuration_id', 'in', [...configurationIds])
    .orderBy('f.created_at')
    .orderBy('f.id');

type FloorOfConfigurationRow = Awaited<ReturnType<ReturnType<typeof floorsOfConfigurationsQuery>['executeTakeFirstOrThrow']>>;

export const toFloorWithStructure = (row: FloorOfConfigurationRow): FloorWithStructure => ({
  id: row.id,
  configurationId: row.configuration_id,
  name: row.name,
  imageBlobId: row.image_blob_id,
  isDeveloperConstruction: row.property_developer_type === 'DeveloperConstruction',
  structure: toStructure(row),
});

/** The floors of the given configurations with their structures, in creation order: one statement. */
export async function loadFloorsOfConfigurations(
  trx: TenantTransaction,
  tenantId: string,
  configurationIds: readonly string[],
): Promise<FloorWithStructure[]> {
  if (configurationIds.length === 0) return [];
  return (await floorsOfConfigurationsQuery(trx, tenantId, configurationIds).execute()).map(toFloorWithStructure);
}

export const toPricingFloor = (structure: FloorStructure): PricingFloor => ({
  rooms: structure.rooms.map((room) => ({ id: room.id, label: room.label, roomTypeId: room.roomType?.id ?? null })),
  placements: structure.placedElectricalComponents.map((p) => ({ componentId: p.componentId, roomId: p.roomId })),
});

/**
 * The pricing floors of each given configuration, in creation order (none for a configuration
 * without floors), and which of them belong to a developer construction project.
 */
export function toPricingFloors(
  configurationIds: readonly string[],
  floorsOfConfigurations: readonly FloorWithStructure[],
): { floors: Map<string, PricingFloor[]>; developerConstructions: Set<string> } {
  const floors = new Map<string, PricingFloor[]>(configurationIds.map((id) => [id, []]));
  const developerConstructions = new Set<string>();
  for (const floor of floorsOfConfigurations) {
    floors.get(floor.configurationId)?.push(toPricingFloor(floor.structure));
    if (floor.isDeveloperConstruction) developerConstructions.add(floor.configurationId);
  }
  return { floors, developerConstructions };
}
