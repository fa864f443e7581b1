import type { ListQuery } from '@planner/api';
import type { Manufacturer, MppInput } from '@planner/api/pv';
import { toJson } from '../db/json';
import type { TenantTransaction } from '../db/scopes';
import { pagedList, type ListExpression } from '../db/listing';
import { definePriceHistory } from '../db/priceHistory';
import type { PvPartKind, StoredFileColumn } from './tables';

/** What is saved of a part besides its files. */
export interface PartValues {
  name: string;
  description: string;
  price: number;
  manufacturerId: string | null;
  fittingMetalRoofTileId: string | null;
  technicalData: Record<string, unknown>;
}

/** A part as read, before its kind shapes it into the contract's type. */
export interface PartRow {
  id: string;
  name: string;
  description: string;
  price: number;
  technicalData: Record<string, unknown>;
  icon: StoredFileColumn | null;
  dataSheet: StoredFileColumn | null;
  manufacturer: Manufacturer | null;
  fittingMetalRoofTile: { id: string; name: string; price: number } | null;
  mppInputs: MppInput[];
}

/** Prices of PV parts; a part's current price is its newest entry. */
export const partPrices = definePriceHistory({ table: 'pv_component_prices', itemColumn: 'component_id' });

export type FileSlot = 'icon' | 'data_sheet';

function partsOfKind(trx: TenantTransaction, tenantId: string, kind: PvPartKind) {
  return trx
    .selectFrom('pv_components as c')
    .leftJoin('pv_manufacturers as m', (join) =>
      join.onRef('m.tenant_id', '=', 'c.tenant_id').onRef('m.id', '=', 'c.manufacturer_id'),
    )
    .leftJoin('pv_components as f', (join) =>
      join.onRef('f.tenant_id', '=', 'c.tenant_id').onRef('f.id', '=', 'c.fitting_metal_roof_tile_id'),
    )
    .where('c.tenant_id', '=', tenantId)
    .where('c.kind', '=', kind);
}

async function readParts(
  query: ReturnType<typeof partsOfKind>,
  trx: TenantTransaction,
  tenantId: string,
): Promise<PartRow[]> {
  const rows = await query
    .select([
      'c.id',
      'c.name',
      'c.description',
      partPrices.current('c').as('price'),
      'c.technical_data',
      'c.icon',
      'c.data_sheet',
      'm.id as manufacturer_id',
      'm.name as manufacturer_name',
      'f.id as fitting_id',
      'f.name as fitting_name',
      partPrices.current('f').as('fitting_price'),
    ])
    .execute();
  const mppInputs = await findMppInputs(trx, tenantId, rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    technicalData: row.technical_data,
    icon: row.icon,
    dataSheet: row.data_sheet,
    manufacturer: row.manufacturer_id && row.manufacturer_name ? { id: row.manufacturer_id, name: row.manufacturer_name } : null,
    fittingMetalRoofTile:
      row.fitting_id && row.fitting_name !== null && row.fitting_price !== null
        ? { id: row.fitting_id, name: row.fitting_name, price: row.fitting_price }
        : null,
    mppInputs: mppInputs.get(row.id) ?? [],
  }));
}

async function findMppInputs(trx: TenantTransaction, tenantId: string, ids: string[]): Promise<Map<string, MppInput[]>> {
  const byInverter = new Map<string, MppInput[]>();
  if (ids.length === 0) return byInverter;
  const rows = await trx
    .selectFrom('pv_inverter_mpp_inputs')
    .select(['inverter_id', 'input_index', 'string_count', 'max_input_current', 'max_short_circuit_current'])
    .where('tenant_id', '=', tenantId)
    .where('inverter_id', 'in', ids)
    .orderBy('inverter_id')
    .orderBy('input_index')
    .execute();
  for (const row of rows) {
    const inputs = byInverter.get(row.inverter_id) ?? [];
    inputs.push({
      inputIndex: row.input_index,
      strings: Array.from({ length: row.string_count }, (_, stringIndex) => ({ stringIndex })),
      maxInputCurrent: row.max_input_current,
      maxShortCircuitCurrent: row.max_short_circuit_current,
    });
    byInverter.set(row.inverter_id, inputs);
  }
  return byInverter;
}

/** A part is found by its name, description or manufacturer. */
export async function listParts(
  trx: TenantTransaction,
  tenantId: string,
  kind: PvPartKind,
  query: ListQuery,
  sortBy: { Name: ListExpression } & Record<string, ListExpression>,
) {
  return pagedList({
    listed: partsOfKind(trx, tenantId, kind),
    query,
    list: {
      sortBy: Object.fromEntries(Object.entries(sortBy).map(([key, expression]) => [key, [expression]])),
      defaultSortBy: 'Name',
      idColumn: 'c.id',
      searchIn: [{ folded: 'c.search_text' }, 'm.name'],
    },
    readPage: (page) => readParts(page, trx, tenantId),
  });
}

/** Every part of one kind of the company, by name. */
export async function findAllPartsOfKind(trx: TenantTransaction, tenantId: string, kind: PvPartKind): Promise<PartRow[]> {
  return readParts(partsOfKind(trx, tenantId, kind).orderBy('c.name').orderBy('c.id'), trx, tenantId);
}

/** The parts of one kind among `ids`, in one read; unknown ids are left out. */
export async function findPartsOfKind(trx: TenantTransaction, tenantId: string, kind: PvPartKind, ids: readonly string[]): Promise<PartRow[]> {
  if (ids.length === 0) return [];
  return readParts(partsOfKind(trx, tenantId, kind).where('c.id', 'in', [...ids]), trx, tenantId);
}

export async function findPart(
  trx: TenantTransaction,
  tenantId: string,
  kind: PvPartKind,
  id: string,
): Promise<PartRow | undefined> {
  const [row] = await readParts(partsOfKind(trx, tenantId, kind).where('c.id', '=', id), trx, tenantId);
  return row;
}

/** The kind of the tenant's part with this id, if there is one. */
export async function kindOfPart(trx: TenantTransaction, tenantId: string, id: string): Promise<PvPartKind | undefined> {
  const row = await trx
    .selectFrom('pv_components')
    .select('kind')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.kind;
}

/**
 * Creates the part or replaces its data (files stay), replaces the MPP inputs of an
 * inverter and records the price from `priceValidFrom` when it changed.
 */
export async function savePart(
  trx: TenantTransaction,
  tenantId: string,
  kind: PvPartKind,
  id: string,
  values: PartValues,
  mppInputs: readonly MppInput[],
  priceValidFrom: string,
): Promise<void> {
  const columns = {
    name: values.name,
    description: values.description,
    manufacturer_id: values.manufacturerId,
    fitting_metal_roof_tile_id: values.fittingMetalRoofTileId,
    technical_data: toJson(values.technicalData),
  };
  await trx
    .insertInto('pv_components')
    .values({ tenant_id: tenantId, id, kind, ...columns })
    .onConflict((conflict) => conflict.columns(['tenant_id', 'id']).doUpdateSet({ ...columns, updated_at: new Date() }))
    .execute();

  await trx.deleteFrom('pv_inverter_mpp_inputs').where('tenant_id', '=', tenantId).where('inverter_id', '=', id).execute();
  if (mppInputs.length > 0) {
    await trx
      .insertInto('pv_inverter_mpp_inputs')
      .values(
        mppInputs.map((input) => ({
          tenant_id: tenantId,
          inverter_id: id,
          input_index: input.inputIndex,
          string_count: input.strings.length,
          max_input_current: input.maxInputCurrent,
          max_short_circuit_current: input.maxShortCircuitCurrent,
        })),
      )
      .execute();
  }

  await partPrices.record(trx, tenantId, id, { price: values.price }, priceValidFrom);
}

/** True when a roof tile still names this metal roof tile as its fitting one. */
export async function isFittingMetalRoofTile(trx: TenantTransaction, tenantId: string, id: string): Promise<boolean> {
  const row = await trx
    .selectFrom('pv_components')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('fitting_metal_roof_tile_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes the part with its MPP inputs and prices; answers its files, whose blobs the caller removes. */
export async function deletePart(
  trx: TenantTransaction,
  tenantId: string,
  kind: PvPartKind,
  id: string,
): Promise<{ icon: StoredFileColumn | null; dataSheet: StoredFileColumn | null } | undefined> {
  const row = await trx
    .deleteFrom('pv_components')
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', kind)
    .where('id', '=', id)
    .returning(['icon', 'data_sheet'])
    .executeTakeFirst();
  return row && { icon: row.icon, dataSheet: row.data_sheet };
}

/** Stores a file on the part; answers the file it replaced, or `undefined` when there is no such part. */
export async function replacePartFile(
  trx: TenantTransaction,
  tenantId: string,
  kind: PvPartKind,
  id: string,
  slot: FileSlot,
  file: StoredFileColumn,
): Promise<{ previous: StoredFileColumn | null } | undefined> {
  const current = await trx
    .selectFrom('pv_components')
    .select(slot)
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', kind)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!current) return undefined;
  await trx
    .updateTable('pv_components')
    .set({ [slot]: toJson(file) })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
  return { previous: current[slot] };
}

export async function findPartFile(
  trx: TenantTransaction,
  tenantId: string,
  kind: PvPartKind,
  id: string,
  slot: FileSlot,
): Promise<StoredFileColumn | null> {
  const row = await trx
    .selectFrom('pv_components')
    .select(slot)
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.[slot] ?? null;
}
