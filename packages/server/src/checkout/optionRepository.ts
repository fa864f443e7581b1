import type { CheckoutOptionKind, ListQuery, OPTION_SORT_KEYS, OptionImageType, PowerMeterConcept } from '@planner/api';
import { sql } from 'kysely';
import type { TenantTransaction } from '../db/scopes';
import { deleteOrArchive } from '../db/deleteOrArchive';
import { pagedList, type ListDefinition } from '../db/listing';
import { recordOptionPrices, type OptionPrices } from './optionPrices';

/** An option of any catalogue as stored; each catalogue maps it to its own entity. */
export interface StoredOption extends OptionPrices {
  id: string;
  name: string;
  description: string;
  icon: { type: OptionImageType; bytes: Uint8Array } | null;
  powerMeterConcept: PowerMeterConcept | null;
  labourShareBasisPoints: number;
}

export interface FoundOption extends StoredOption {
  kind: CheckoutOptionKind;
  archived: boolean;
}


/** The tenant's options with their current prices; without `withIcons` their icons read as null (pricing needs none). */
const selectOptions = (trx: TenantTransaction, tenantId: string, { withIcons = true } = {}) =>
  trx
    .selectFrom('checkout_options as o')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('checkout_option_prices as p')
          .select(['p.price', 'p.light_switch_price', 'p.thermostat_price'])
          .whereRef('p.tenant_id', '=', 'o.tenant_id')
          .whereRef('p.option_id', '=', 'o.id')
          .orderBy('p.valid_from', 'desc')
          .limit(1)
          .as('cp'),
      (join) => join.onTrue(),
    )
    .select([
      'o.id',
      'o.kind',
      'o.name',
      'o.description',
      (withIcons ? sql.ref<Uint8Array | null>('o.icon') : sql<Uint8Array | null>`null`).as('icon'),
      'o.icon_type',
      'o.power_meter_concept',
      'o.labour_share_basis_points',
      'o.archived_at',
      'cp.price',
      'cp.light_switch_price',
      'cp.thermostat_price',
    ])
    .where('o.tenant_id', '=', tenantId);

type OptionRow = Awaited<ReturnType<ReturnType<typeof selectOptions>['executeTakeFirstOrThrow']>>;

/** An option of its row; only whether it is archived counts of its archive time (read as JSON it is text). */
export const toFound = (row: Omit<OptionRow, 'archived_at'> & { archived_at: unknown }): FoundOption => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  description: row.description,
  icon: row.icon && row.icon_type ? { type: row.icon_type, bytes: row.icon } : null,
  powerMeterConcept: row.power_meter_concept,
  labourShareBasisPoints: row.labour_share_basis_points,
  price: Number(row.price ?? 0),
  lightSwitchPrice: row.light_switch_price === null ? null : Number(row.light_switch_price),
  thermostatPrice: row.thermostat_price === null ? null : Number(row.thermostat_price),
  archived: row.archived_at !== null,
});

/** The tenant's options with their current prices and without their icons, as a query. */
export const optionsForPricingQuery = (trx: TenantTransaction, tenantId: string) => selectOptions(trx, tenantId, { withIcons: false });

const OPTION_LIST: ListDefinition<(typeof OPTION_SORT_KEYS)[number]> = {
  sortBy: { Name: [sql`lower(o.name)`], Price: [sql`cp.price`, sql`lower(o.name)`] },
  defaultSortBy: 'Name',
  idColumn: 'o.id',
  searchIn: ['o.name', 'o.description'],
};

export async function listOptions(
  trx: TenantTransaction,
  tenantId: string,
  kind: CheckoutOptionKind,
  query: ListQuery<(typeof OPTION_SORT_KEYS)[number]>,
) {
  return pagedList({
    listed: selectOptions(trx, tenantId).where('o.kind', '=', kind).where('o.archived_at', 'is', null),
    query,
    list: OPTION_LIST,
    readPage: async (page) => (await page.execute()).map(toFound),
  });
}

/** Options of the tenant by id, of any catalogue, archived ones included. */
export async function findOptions(trx: TenantTransaction, tenantId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, FoundOption>();
  const rows = await selectOptions(trx, tenantId).where('o.id', 'in', [...ids]).execute();
  return new Map(rows.map((row) => [row.id, toFound(row)]));
}

/** One option of a catalogue that is not archived. */
export async function findOption(trx: TenantTransaction, tenantId: string, kind: CheckoutOptionKind, id: string) {
  const found = (await findOptions(trx, tenantId, [id])).get(id);
  return found && found.kind === kind && !found.archived ? found : undefined;
}

/**
 * Creates or replaces an option and records its prices. Answers false, writing nothing,
 * when the id already belongs to an option of another catalogue.
 */
export async function saveOption(
  trx: TenantTransaction,
  tenantId: string,
  kind: CheckoutOptionKind,
  option: StoredOption,
  priceValidFrom: string,
): Promise<boolean> {
  const columns = {
    name: option.name,
    description: option.description,
    icon: option.icon?.bytes ?? null,
    icon_type: option.icon?.type ?? null,
    power_meter_concept: option.powerMeterConcept,
    labour_share_basis_points: option.labourShareBasisPoints,
  };
  const saved = await trx
    .insertInto('checkout_options')
    .values({ tenant_id: tenantId, id: option.id, kind, ...columns })
    .onConflict((oc) =>
      oc
        .columns(['tenant_id', 'id'])
        .doUpdateSet(columns)
        .where('checkout_options.kind', '=', kind)
        .where('checkout_options.archived_at', 'is', null),
    )
    .returning('id')
    .executeTakeFirst();
  if (!saved) return false;
  await recordOptionPrices(trx, tenantId, option.id, option, priceValidFrom);
  return true;
}

/** Deletes an option, or archives it while a checkout still chooses it. */
export async function deleteOption(trx: TenantTransaction, tenantId: string, kind: CheckoutOptionKind, id: string) {
  if (!(await findOption(trx, tenantId, kind, id))) return false;
  await deleteOrArchive(trx, 'checkout_options', tenantId, id);
  return true;
}
