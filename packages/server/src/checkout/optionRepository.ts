import type { CheckoutOptionKind, OptionImageType, PowerMeterConcept } from '@planner/api';
import { sql } from 'kysely';
import type { TenantTransaction } from '../db/scopes';
import { deleteOrArchive } from '../db/deleteOrArchive';
import { anyTextCondition, sortDirection, windowTotal } from '../db/listing';
import { recordOptionPrices, type OptionPrices } from './optionPrices';

/** An option of any catalogue as stored; each catalogue maps it to its own entity. */
export interface StoredOption extends OptionPrices {
  id: string;
  name: string;
  description: string;
  icon: { type: OptionImageType; bytes: Uint8Array } | null;
  powerMeterConcept: PowerMeterConcept | null;
}

export interface FoundOption extends StoredOption {
  kind: CheckoutOptionKind;
  archived: boolean;
}

export interface OptionListQuery {
  pageIndex: number;
  pageSize: number;
  sortBy?: 'Name' | 'Price';
  sortOrder?: 'Asc' | 'Desc';
  anyText?: string;
}

const selectOptions = (trx: TenantTransaction, tenantId: string) =>
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
      'o.icon',
      'o.icon_type',
      'o.power_meter_concept',
      'o.archived_at',
      'cp.price',
      'cp.light_switch_price',
      'cp.thermostat_price',
    ])
    .where('o.tenant_id', '=', tenantId);

type OptionRow = Awaited<ReturnType<ReturnType<typeof selectOptions>['executeTakeFirstOrThrow']>>;

const toFound = (row: OptionRow): FoundOption => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  description: row.description,
  icon: row.icon && row.icon_type ? { type: row.icon_type, bytes: row.icon } : null,
  powerMeterConcept: row.power_meter_concept,
  price: Number(row.price ?? 0),
  lightSwitchPrice: row.light_switch_price === null ? null : Number(row.light_switch_price),
  thermostatPrice: row.thermostat_price === null ? null : Number(row.thermostat_price),
  archived: row.archived_at !== null,
});

/** The options of one catalogue that are not archived; `anyText` matches name or description. */
export async function listOptions(trx: TenantTransaction, tenantId: string, kind: CheckoutOptionKind, query: OptionListQuery) {
  const active = selectOptions(trx, tenantId).where('o.kind', '=', kind).where('o.archived_at', 'is', null);
  const search = anyTextCondition(['o.name', 'o.description'], query.anyText);
  const filtered = search ? active.where(search) : active;
  const direction = sortDirection(query.sortOrder);
  const sorted =
    query.sortBy === 'Price'
      ? filtered.orderBy('cp.price', direction).orderBy(sql`lower(o.name)`)
      : filtered.orderBy(sql`lower(o.name)`, direction);
  const [rows, total] = await Promise.all([
    sorted
      .select(windowTotal().as('filtered_total'))
      .orderBy('o.id')
      .limit(query.pageSize)
      .offset(query.pageIndex * query.pageSize)
      .execute(),
    trx
      .selectFrom('checkout_options')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('tenant_id', '=', tenantId)
      .where('kind', '=', kind)
      .where('archived_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { options: rows.map(toFound), filteredTotal: Number(rows[0]?.filtered_total ?? 0), total: Number(total.count) };
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
