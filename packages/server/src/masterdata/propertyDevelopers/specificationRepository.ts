import type {
  ConstructionSpecification,
  constructionSpecificationEndpoints,
  QueryOutput,
  ConstructionSpecificationSummary,
  RoomType,
  RoomTypeInput,
} from '@planner/api';
import { sql } from 'kysely';
import type { TenantTransaction } from '../../db/scopes';
import { HttpError } from '../../http/errors';
import { deleteOrArchive } from '../../db/deleteOrArchive';
import { anyTextCondition, pagedList, type ListDefinition } from '../../db/listing';

type SpecificationListQuery = QueryOutput<typeof constructionSpecificationEndpoints.list>;

const SPECIFICATION_LIST: ListDefinition<'Name'> = {
  sortBy: { Name: [sql`lower(s.name)`] },
  defaultSortBy: 'Name',
  idColumn: 's.id',
  searchIn: ['s.name'],
};

export async function listSpecifications(
  trx: TenantTransaction,
  tenantId: string,
  developerId: string,
  query: SpecificationListQuery,
) {
  return pagedList({
    listed: trx
      .selectFrom('construction_specifications as s')
      .where('s.tenant_id', '=', tenantId)
      .where('s.property_developer_id', '=', developerId)
      .where('s.archived_at', 'is', null),
    query,
    list: SPECIFICATION_LIST,
    filter: anyTextCondition(SPECIFICATION_LIST.searchIn, query.name),
    readPage: async (page) => {
      const rows = await page
        .select((eb) => [
          's.id',
          's.name',
          eb
            .selectFrom('room_types as r')
            .select((inner) => inner.fn.countAll<number>().as('count'))
            .whereRef('r.tenant_id', '=', 's.tenant_id')
            .whereRef('r.construction_specification_id', '=', 's.id')
            .where('r.archived_at', 'is', null)
            .as('room_types_count'),
        ])
        .execute();
      return rows.map(
        (row): ConstructionSpecificationSummary => ({
          id: row.id,
          name: row.name,
          propertyDeveloperId: developerId,
          roomTypesCount: Number(row.room_types_count ?? 0),
        }),
      );
    },
  });
}

async function findRoomTypes(trx: TenantTransaction, tenantId: string, specificationId: string): Promise<RoomType[]> {
  const rows = await trx
    .selectFrom('room_types as r')
    .leftJoin('room_type_components as rc', (join) =>
      join.onRef('rc.tenant_id', '=', 'r.tenant_id').onRef('rc.room_type_id', '=', 'r.id'),
    )
    .leftJoin('electrical_components as c', (join) =>
      join.onRef('c.tenant_id', '=', 'rc.tenant_id').onRef('c.id', '=', 'rc.component_id'),
    )
    .select(['r.id', 'r.name', 'rc.component_id', 'rc.amount', 'c.label', 'c.archived_at as component_archived_at'])
    .where('r.tenant_id', '=', tenantId)
    .where('r.construction_specification_id', '=', specificationId)
    .where('r.archived_at', 'is', null)
    .orderBy(sql`lower(r.name)`)
    .orderBy('r.id')
    .orderBy(sql`lower(c.label)`)
    .execute();
  const rooms = new Map<string, RoomType>();
  for (const row of rows) {
    const room = rooms.get(row.id) ?? { id: row.id, name: row.name, inclusiveComponents: [] };
    rooms.set(row.id, room);
    if (row.component_id && row.amount !== null) {
      room.inclusiveComponents.push({
        componentId: row.component_id,
        amount: row.amount,
        componentLabel: row.label ?? '',
        componentDeleted: row.component_archived_at !== null,
      });
    }
  }
  return [...rooms.values()];
}

/** The specification with its rooms sorted by name, case-insensitively; archived ones too. */
export async function findSpecification(
  trx: TenantTransaction,
  tenantId: string,
  developerId: string,
  id: string,
): Promise<ConstructionSpecification | undefined> {
  const row = await trx
    .selectFrom('construction_specifications')
    .select(['id', 'name', 'property_developer_id'])
    .where('tenant_id', '=', tenantId)
    .where('property_developer_id', '=', developerId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    propertyDeveloperId: row.property_developer_id,
    roomTypes: await findRoomTypes(trx, tenantId, id),
  };
}

/**
 * True when every id is an installation of the tenant that is not archived, or one that the
 * specification already holds: a room keeps an installation deleted from the master data until
 * someone removes it, and saving another room must not fail because of it.
 */
export async function componentsUsable(
  trx: TenantTransaction,
  tenantId: string,
  specificationId: string,
  ids: string[],
): Promise<boolean> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return true;
  const { count } = await trx
    .selectFrom('electrical_components as c')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('c.tenant_id', '=', tenantId)
    .where('c.id', 'in', unique)
    .where((eb) =>
      eb.or([
        eb('c.archived_at', 'is', null),
        eb.exists(
          eb
            .selectFrom('room_type_components as rc')
            .innerJoin('room_types as r', (join) => join.onRef('r.tenant_id', '=', 'rc.tenant_id').onRef('r.id', '=', 'rc.room_type_id'))
            .select('rc.component_id')
            .where('rc.tenant_id', '=', tenantId)
            .whereRef('rc.component_id', '=', 'c.id')
            .where('r.construction_specification_id', '=', specificationId),
        ),
      ]),
    )
    .executeTakeFirstOrThrow();
  return count === unique.length;
}

async function removeRoomType(trx: TenantTransaction, tenantId: string, id: string) {
  await deleteOrArchive(trx, 'room_types', tenantId, id);
}

/** Creates or replaces a room; a room id of another specification is refused (and rolls back). */
async function saveRoomType(trx: TenantTransaction, tenantId: string, specificationId: string, room: RoomTypeInput) {
  const saved = await trx
    .insertInto('room_types')
    .values({ tenant_id: tenantId, id: room.id, construction_specification_id: specificationId, name: room.name })
    .onConflict((oc) =>
      oc
        .columns(['tenant_id', 'id'])
        .doUpdateSet({ name: room.name, archived_at: null })
        .where('room_types.construction_specification_id', '=', specificationId),
    )
    .returning('id')
    .executeTakeFirst();
  if (!saved) {
    throw new HttpError(400, 'ValidationError', 'roomTypes: Das Zimmer gehört zu einer anderen Baubeschreibung.', {
      fieldErrors: [{ path: 'roomTypes', message: 'Das Zimmer gehört zu einer anderen Baubeschreibung.' }],
    });
  }
  await trx.deleteFrom('room_type_components').where('tenant_id', '=', tenantId).where('room_type_id', '=', room.id).execute();
  await trx
    .insertInto('room_type_components')
    .values(
      room.inclusiveComponents.map(({ componentId, amount }) => ({
        tenant_id: tenantId,
        room_type_id: room.id,
        component_id: componentId,
        amount,
      })),
    )
    .execute();
}

export interface SpecificationToSave {
  id: string;
  name: string;
  propertyDeveloperId: string;
  roomTypes: RoomTypeInput[];
}

/**
 * Creates or replaces the specification with exactly the given rooms. `false`, with nothing
 * written, when the id belongs to another developer's specification.
 */
export async function saveSpecification(trx: TenantTransaction, tenantId: string, specification: SpecificationToSave) {
  const saved = await trx
    .insertInto('construction_specifications')
    .values({
      tenant_id: tenantId,
      id: specification.id,
      property_developer_id: specification.propertyDeveloperId,
      name: specification.name,
    })
    .onConflict((oc) =>
      oc
        .columns(['tenant_id', 'id'])
        .doUpdateSet({ name: specification.name })
        .where('construction_specifications.property_developer_id', '=', specification.propertyDeveloperId),
    )
    .returning('id')
    .executeTakeFirst();
  if (!saved) return false;

  const keptIds = new Set(specification.roomTypes.map((room) => room.id));
  const existing = await trx
    .selectFrom('room_types')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('construction_specification_id', '=', specification.id)
    .where('archived_at', 'is', null)
    .execute();
  for (const { id } of existing) {
    if (!keptIds.has(id)) await removeRoomType(trx, tenantId, id);
  }
  for (const room of specification.roomTypes) await saveRoomType(trx, tenantId, specification.id, room);
  return true;
}

/** Deletes the specification with its room defaults, or archives it while a project refers to it. */
export async function deleteSpecification(trx: TenantTransaction, tenantId: string, developerId: string, id: string) {
  if (!(await findSpecification(trx, tenantId, developerId, id))) return false;
  await deleteOrArchive(trx, 'construction_specifications', tenantId, id);
  return true;
}
