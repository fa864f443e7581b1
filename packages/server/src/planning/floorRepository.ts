import type { Floor, FloorInput, FloorPreview, QuoteInfo } from '@planner/api';
import type { TenantTransaction } from '../db/scopes';
import { loadFloorStructures, toPricingFloor, type FloorStructure } from './floorStructure';
import { findFrozenFloors, priceFloor, loadPricingContext } from '../pricing';

type FloorRow = {
  id: string;
  name: string;
  configuration_id: string;
  image_blob_id: string | null;
  pdf_blob_id: string | null;
  plan_document_version: number;
};

const floorRows = (trx: TenantTransaction, tenantId: string) =>
  trx
    .selectFrom('floors')
    .select(['id', 'name', 'configuration_id', 'image_blob_id', 'pdf_blob_id', 'plan_document_version'])
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at')
    .orderBy('id');

const toFloor = (row: FloorRow, structure: FloorStructure): Floor => ({
  id: row.id,
  name: row.name,
  configurationId: row.configuration_id,
  ...structure,
  hasImage: row.image_blob_id !== null,
  hasPdf: row.pdf_blob_id !== null,
  planVersion: row.plan_document_version,
});

/** Floor id → price as of today. */
async function pricesToday(
  trx: TenantTransaction,
  tenantId: string,
  configurationId: string,
  structures: ReadonlyMap<string, FloorStructure>,
): Promise<Map<string, number>> {
  const pricingFloors = new Map([...structures].map(([id, structure]) => [id, toPricingFloor(structure)]));
  const context = await loadPricingContext(trx, tenantId, configurationId, [...pricingFloors.values()]);
  return new Map([...pricingFloors].map(([id, floor]) => [id, priceFloor(floor, context).totalPrice]));
}

/**
 * The floors of a configuration with counts and price: as frozen with its quote once finalized
 * (a finalized configuration's floors cannot change, so the quote holds them all), else as of today.
 */
export async function listFloorPreviews(
  trx: TenantTransaction,
  tenantId: string,
  configurationId: string,
): Promise<FloorPreview[]> {
  const rows = await floorRows(trx, tenantId).where('configuration_id', '=', configurationId).execute();
  const structures = await loadFloorStructures(trx, tenantId, rows.map((row) => row.id));
  const frozen = await findFrozenFloors(trx, tenantId, configurationId);
  const prices = frozen
    ? new Map(frozen.map((floor) => [floor.id, floor.totalPrice]))
    : await pricesToday(trx, tenantId, configurationId, structures);
  return rows.map((row) => {
    const structure = structures.get(row.id) as FloorStructure;
    return {
      id: row.id,
      name: row.name,
      roomsCount: structure.rooms.length,
      installationsCount: structure.placedElectricalComponents.length,
      price: prices.get(row.id) ?? 0,
      hasImage: row.image_blob_id !== null,
    };
  });
}

export async function findFloor(trx: TenantTransaction, tenantId: string, floorId: string): Promise<Floor | undefined> {
  const row = await floorRows(trx, tenantId).where('id', '=', floorId).executeTakeFirst();
  if (!row) return undefined;
  const structures = await loadFloorStructures(trx, tenantId, [row.id]);
  return toFloor(row, structures.get(row.id) as FloorStructure);
}

/** The floor's row, locked until the transaction ends; undefined for an unknown floor. */
export const lockFloor = (trx: TenantTransaction, tenantId: string, floorId: string) =>
  trx
    .selectFrom('floors')
    .select(['configuration_id', 'plan_document_version', 'image_blob_id', 'pdf_blob_id'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', floorId)
    .forUpdate()
    .executeTakeFirst();

/**
 * First step of saving a floor: `'elsewhere'` when the id is a floor of another configuration
 * (ids never move between configurations), `'conflict'` when the save was based on a plan version
 * that is no longer the floor's; otherwise whether the floor was created now, still without structure.
 */
export async function prepareFloorSave(
  trx: TenantTransaction,
  tenantId: string,
  input: FloorInput,
): Promise<'elsewhere' | 'conflict' | { created: boolean }> {
  const current = await lockFloor(trx, tenantId, input.id);
  if (current) {
    if (current.configuration_id !== input.configurationId) return 'elsewhere';
    if (input.planVersion !== undefined && current.plan_document_version !== input.planVersion) return 'conflict';
    return { created: false };
  }
  const created = await trx
    .insertInto('floors')
    .values({ tenant_id: tenantId, id: input.id, configuration_id: input.configurationId, name: input.name })
    .onConflict((oc) => oc.columns(['tenant_id', 'id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return { created: created !== undefined };
}

/**
 * Last step of saving a floor, once its structure is written: checks again what
 * `prepareFloorSave` checked, makes the structure current and sets the name.
 */
export async function commitFloorSave(
  trx: TenantTransaction,
  tenantId: string,
  input: FloorInput,
  makeStructureCurrent: () => Promise<boolean>,
): Promise<Floor | undefined | 'conflict'> {
  const current = await lockFloor(trx, tenantId, input.id);
  if (!current || current.configuration_id !== input.configurationId) return undefined;
  if (input.planVersion !== undefined && current.plan_document_version !== input.planVersion) return 'conflict';
  if (!(await makeStructureCurrent())) return 'conflict';
  await trx.updateTable('floors').set({ name: input.name }).where('tenant_id', '=', tenantId).where('id', '=', input.id).execute();
  // Answered from what was just written rather than read back: reading the largest floor would hold the database again.
  const row = { ...current, id: input.id, name: input.name };
  return toFloor(row, await asStored(trx, tenantId, input));
}

/** The structure as a read gives it back: ids in the database's spelling and order, room types with their names. */
async function asStored(trx: TenantTransaction, tenantId: string, structure: FloorStructure): Promise<FloorStructure> {
  const roomTypeIds = [...new Set(structure.rooms.flatMap((room) => (room.roomType ? [room.roomType.id] : [])))];
  const roomTypeNames = new Map(
    roomTypeIds.length === 0
      ? []
      : (
          await trx.selectFrom('room_types').select(['id', 'name']).where('tenant_id', '=', tenantId).where('id', 'in', roomTypeIds).execute()
        ).map((type) => [type.id, type.name]),
  );
  const id = (value: string) => value.toLowerCase();
  const byId = <T extends { id: string }>(items: T[]) => items.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return {
    rooms: byId(
      structure.rooms.map((room) => {
        const roomTypeId = room.roomType && id(room.roomType.id);
        return { ...room, id: id(room.id), roomType: roomTypeId ? { id: roomTypeId, name: roomTypeNames.get(roomTypeId) ?? '' } : null };
      }),
    ),
    placedElectricalComponents: byId(
      structure.placedElectricalComponents.map((p) => ({
        id: id(p.id),
        componentId: id(p.componentId),
        roomId: p.roomId && id(p.roomId),
        position: { x: p.position.x, y: p.position.y },
      })),
    ),
    connectionLines: byId(structure.connectionLines.map((line) => ({ id: id(line.id), fromId: id(line.fromId), toId: id(line.toId) }))),
  };
}

/** Removes a floor that a failed save created, unless something made it a floor of its own since. */
export async function removeUnsavedFloor(trx: TenantTransaction, tenantId: string, floorId: string): Promise<void> {
  await trx
    .deleteFrom('floors')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', floorId)
    .where('structure_revision', '=', 0)
    .where('plan_document', 'is', null)
    .execute();
}

/** Deletes the floor with its structure; its files go with it (a trigger, migration 0010). */
export async function deleteFloor(trx: TenantTransaction, tenantId: string, floorId: string): Promise<void> {
  await trx.deleteFrom('floors').where('tenant_id', '=', tenantId).where('id', '=', floorId).execute();
}

/** The quote of one floor, frozen with its configuration's quote once finalized; `undefined` for unknown floors. */
export async function floorQuoteInfo(trx: TenantTransaction, tenantId: string, floorId: string): Promise<QuoteInfo | undefined> {
  const row = await floorRows(trx, tenantId).where('id', '=', floorId).executeTakeFirst();
  if (!row) return undefined;
  const frozen = (await findFrozenFloors(trx, tenantId, row.configuration_id))?.find((floor) => floor.id === floorId);
  if (frozen) return { floors: [frozen], totalPrice: frozen.totalPrice };
  const structures = await loadFloorStructures(trx, tenantId, [row.id]);
  const pricingFloor = toPricingFloor(structures.get(row.id) as FloorStructure);
  const context = await loadPricingContext(trx, tenantId, row.configuration_id, [pricingFloor]);
  const priced = priceFloor(pricingFloor, context);
  return { floors: [{ id: row.id, name: row.name, ...priced }], totalPrice: priced.totalPrice };
}
