import {
  EMPTY_CHECKOUT,
  type CheckoutConfiguration,
  type CheckoutOptionEntry,
  type CheckoutOptionKind,
  type ConfigurationStatus,
  type PowerMeterCustomInformation,
} from '@planner/api';
import { sql } from 'kysely';
import type { TenantTransaction } from '../db/scopes';
import { toJson } from '../db/json';
import {
  intercomLocationTypeCodec,
  optionTypeCodec,
  outletCoverTypeCodec,
  powerMeterTypeCodec,
} from './optionCodecs';
import { findOptions, type FoundOption } from './optionRepository';
import type { ConfigurationCheckoutsTable } from './tables';

/** The checkout fields as columns; option references by id. */
export type CheckoutColumns = {
  [K in Exclude<keyof ConfigurationCheckoutsTable, 'tenant_id' | 'configuration_id' | 'updated_at'>]: K extends 'power_meter_custom_information'
    ? PowerMeterCustomInformation | null
    : ConfigurationCheckoutsTable[K];
};

export async function findConfigurationStatus(
  trx: TenantTransaction,
  tenantId: string,
  configurationId: string,
): Promise<ConfigurationStatus | undefined> {
  const row = await trx
    .selectFrom('configurations')
    .select('status')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', configurationId)
    .executeTakeFirst();
  return row?.status;
}

async function findCheckoutRow(trx: TenantTransaction, tenantId: string, configurationId: string) {
  return trx
    .selectFrom('configuration_checkouts')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('configuration_id', '=', configurationId)
    .executeTakeFirst();
}

type CheckoutRow = NonNullable<Awaited<ReturnType<typeof findCheckoutRow>>>;
/** A checkout row as a checkout is made of it (its change time read as JSON is text). */
type StoredCheckout = Omit<CheckoutRow, 'updated_at'>;

/** The columns that refer to a chosen option. */
type OptionColumn = Exclude<Extract<keyof ConfigurationCheckoutsTable, `${string}_id`>, 'tenant_id' | 'configuration_id'>;

/** Each column that chooses an option: the entry it belongs to and the catalogue it chooses from. */
export const OPTION_COLUMNS: readonly { column: OptionColumn; entry: CheckoutOptionEntry; kind: CheckoutOptionKind }[] = [
  { column: 'tv_type_id', entry: 'tv', kind: 'tvType' },
  { column: 'channel_type_id', entry: 'multiMediaCableChannel', kind: 'multiMediaCableChannelType' },
  { column: 'patch_field_type_id', entry: 'patchField', kind: 'patchFieldType' },
  { column: 'intercom_type_id', entry: 'intercom', kind: 'intercomType' },
  { column: 'intercom_location_id', entry: 'intercom', kind: 'intercomLocationType' },
  { column: 'lock_type_id', entry: 'lock', kind: 'lockType' },
  { column: 'mailbox_type_id', entry: 'mailbox', kind: 'mailboxType' },
  { column: 'outlet_cover_type_id', entry: 'outletCovers', kind: 'outletCoverType' },
  { column: 'power_meter_type_id', entry: 'powerMeter', kind: 'powerMeterType' },
];

/**
 * The entries whose chosen option is no longer in its catalogue: deleted, which archives an
 * option still chosen somewhere, or (never through the API) of another catalogue.
 */
export function unavailableEntries(
  row: Pick<CheckoutRow, OptionColumn>,
  options: ReadonlyMap<string, FoundOption>,
): CheckoutOptionEntry[] {
  const entries = OPTION_COLUMNS.filter(({ column, kind }) => {
    const id = row[column];
    if (id === null) return false;
    const option = options.get(id);
    return !option || option.archived || option.kind !== kind;
  }).map(({ entry }) => entry);
  return [...new Set(entries)];
}

const chosenOptionIds = (row: CheckoutRow): string[] =>
  [
    row.tv_type_id,
    row.channel_type_id,
    row.patch_field_type_id,
    row.intercom_type_id,
    row.intercom_location_id,
    row.lock_type_id,
    row.mailbox_type_id,
    row.outlet_cover_type_id,
    row.power_meter_type_id,
  ].filter((id): id is string => id !== null);

/** The option ids a checkout row chooses, by column. */
export async function findChosenOptionIds(trx: TenantTransaction, tenantId: string, configurationId: string) {
  const row = await findCheckoutRow(trx, tenantId, configurationId);
  return new Set(row ? chosenOptionIds(row) : []);
}

function toCheckout(row: StoredCheckout, options: ReadonlyMap<string, FoundOption>): CheckoutConfiguration {
  const entity = <T>(id: string | null, toEntity: (option: FoundOption) => T): T | null => {
    const found = id === null ? undefined : options.get(id);
    return found ? toEntity(found) : null;
  };
  const channelType = entity(row.channel_type_id, optionTypeCodec.toEntity);
  const patchFieldType = entity(row.patch_field_type_id, optionTypeCodec.toEntity);
  const intercomType = entity(row.intercom_type_id, optionTypeCodec.toEntity);
  const intercomLocation = entity(row.intercom_location_id, intercomLocationTypeCodec.toEntity);
  const unavailable = unavailableEntries(row, options);
  return {
    ...(unavailable.length > 0 ? { unavailable } : {}),
    tv: entity(row.tv_type_id, optionTypeCodec.toEntity),
    multiMediaCableChannel: channelType && { channelType, amount: row.channel_amount ?? 1 },
    patchField: patchFieldType && { patchFieldType, amount: row.patch_field_ports ?? 1 },
    intercom: intercomType && intercomLocation && { intercomType, intercomLocation },
    lock: entity(row.lock_type_id, optionTypeCodec.toEntity),
    mailbox: entity(row.mailbox_type_id, optionTypeCodec.toEntity),
    outletCovers: entity(row.outlet_cover_type_id, outletCoverTypeCodec.toEntity),
    powerMeter: entity(row.power_meter_type_id, powerMeterTypeCodec.toEntity),
    powerMeterCustomInformation: row.power_meter_custom_information,
    heatpumpLocation: row.heatpump_location,
    heatpumpTemperatureSensorLocation: row.heatpump_temperature_sensor_location,
    heatingManifoldLocation: row.heating_manifold_location,
    heatingAndCooling: row.heating_and_cooling,
  };
}

/** The checkout rows of the given configurations, as a query. */
export const checkoutRowsQuery = (trx: TenantTransaction, tenantId: string, configurationIds: readonly string[]) =>
  trx.selectFrom('configuration_checkouts').selectAll().where('tenant_id', '=', tenantId).where('configuration_id', 'in', [...configurationIds]);

/** The ids of the options the checkouts of the given configurations choose (nulls among them), as a query. */
export const chosenOptionIdsQuery = (trx: TenantTransaction, tenantId: string, configurationIds: readonly string[]) =>
  trx
    .selectFrom('configuration_checkouts as k')
    .select(sql<string | null>`unnest(array[${sql.join(OPTION_COLUMNS.map(({ column }) => sql.ref(`k.${column}`)))}])`.as('id'))
    .where('k.tenant_id', '=', tenantId)
    .where('k.configuration_id', 'in', [...configurationIds]);

/** The checkouts of the given configurations from their rows and the options they choose; an empty one while nothing was chosen. */
export function toCheckouts(
  configurationIds: readonly string[],
  rows: readonly StoredCheckout[],
  options: ReadonlyMap<string, FoundOption>,
): Map<string, CheckoutConfiguration> {
  const checkouts = new Map<string, CheckoutConfiguration>(configurationIds.map((id) => [id, EMPTY_CHECKOUT]));
  for (const row of rows) checkouts.set(row.configuration_id, toCheckout(row, options));
  return checkouts;
}

/**
 * The checkouts of the given configurations, by configuration id, with the chosen options
 * at their current prices; an empty one while nothing was chosen. Two queries for any number.
 */
export async function findCheckouts(
  trx: TenantTransaction,
  tenantId: string,
  configurationIds: readonly string[],
): Promise<Map<string, CheckoutConfiguration>> {
  if (configurationIds.length === 0) return toCheckouts(configurationIds, [], new Map());
  const rows = await checkoutRowsQuery(trx, tenantId, configurationIds).execute();
  const options = await findOptions(trx, tenantId, [...new Set(rows.flatMap(chosenOptionIds))]);
  return toCheckouts(configurationIds, rows, options);
}

/** The checkout of a configuration that exists; an empty one while nothing was chosen. */
export async function findCheckout(
  trx: TenantTransaction,
  tenantId: string,
  configurationId: string,
): Promise<CheckoutConfiguration> {
  return (await findCheckouts(trx, tenantId, [configurationId])).get(configurationId) ?? EMPTY_CHECKOUT;
}

export async function saveCheckout(
  trx: TenantTransaction,
  tenantId: string,
  configurationId: string,
  columns: CheckoutColumns,
): Promise<void> {
  const values = {
    ...columns,
    power_meter_custom_information: toJson(columns.power_meter_custom_information),
  };
  await trx
    .insertInto('configuration_checkouts')
    .values({ tenant_id: tenantId, configuration_id: configurationId, ...values })
    .onConflict((oc) => oc.columns(['tenant_id', 'configuration_id']).doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
}

/** Copies the checkout of one configuration to another of the tenant, e.g. when a quote is copied. */
export async function copyCheckout(trx: TenantTransaction, tenantId: string, fromId: string, toId: string): Promise<void> {
  const row = await findCheckoutRow(trx, tenantId, fromId);
  if (!row) return;
  const { tenant_id: _tenant, configuration_id: _configuration, updated_at: _updated, ...columns } = row;
  await saveCheckout(trx, tenantId, toId, columns);
}
