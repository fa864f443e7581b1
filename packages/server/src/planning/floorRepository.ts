import type { Floor, FloorInput, FloorPreview, QuoteInfo } from '@planner/api';
import type { TenantTransaction } from '../db/scopes';
import { findFrozenFloors } from '../quotes/repository';
import { loadFloorStructures, replaceFloorStructure, toPricingFloor, type FloorStructure } from './floorStructure';
import { priceFloor } from './pricing';
import { loadPricingContext } from './pricingContext';

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

/**
 * Creates the floor or replaces its name and structure. `undefined` when the floor exists
 * in another configuration (ids never move between configurations); `'conflict'` when the
 * save was based on a plan version that is no longer the floor's.
 */
export async function saveFloor(
  trx: TenantTransaction,
  tenantId: string,
  input: FloorInput,
): Promise<Floor | undefined | 'conflict'> {
  if (input.planVersion !== undefined) {
    const current = await trx
      .selectFrom('floors')
      .select('plan_document_version')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', input.id)
      .forUpdate()
      .executeTakeFirst();
    if (current && current.plan_document_version !== input.planVersion) return 'conflict';
  }
  const saved = await trx
    .insertInto('floors')
    .values({ tenant_id: tenantId, id: input.id, configuration_id: input.configurationId, name: input.name })
    .onConflict((oc) =>
      oc
        .columns(['tenant_id', 'id'])
        .doUpdateSet({ name: input.name })
        .where('floors.configuration_id', '=', input.configurationId),
    )
    .returning('id')
    .executeTakeFirst();
  if (!saved) return undefined;
  await replaceFloorStructure(trx, tenantId, input.id, input);
  return findFloor(trx, tenantId, input.id);
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
