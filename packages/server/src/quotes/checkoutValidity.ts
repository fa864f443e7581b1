import type { CheckoutOptionKind } from '@planner/api';
import type { TenantTransaction } from '../db/scopes';
import { findOptions } from '../checkout/optionRepository';
import type { ConfigurationCheckoutsTable } from '../checkout/tables';

/** The columns that refer to a chosen option. */
type OptionColumn = Exclude<Extract<keyof ConfigurationCheckoutsTable, `${string}_id`>, 'tenant_id' | 'configuration_id'>;

const OPTION_COLUMNS: Record<OptionColumn, CheckoutOptionKind> = {
  tv_type_id: 'tvType',
  channel_type_id: 'multiMediaCableChannelType',
  patch_field_type_id: 'patchFieldType',
  intercom_type_id: 'intercomType',
  intercom_location_id: 'intercomLocationType',
  lock_type_id: 'lockType',
  mailbox_type_id: 'mailboxType',
  outlet_cover_type_id: 'outletCoverType',
  power_meter_type_id: 'powerMeterType',
};

const bothOrNeither = (a: unknown, b: unknown) => (a === null) === (b === null);

/**
 * What keeps the checkout of a configuration from being put on a quote; empty when it may.
 * A checkout may be finalized when
 * - every chosen option is still in the company's catalogue (not deleted, which archives an
 *   option still chosen somewhere) and of the catalogue its entry belongs to;
 * - an intercom has both its type and its location, a cable channel and a patch field their
 *   amount of at least 1;
 * - the heating has all three locations or none, and cooling only with a heat pump;
 * - the external installer's data come exactly with the power meter concept StandardWithPVExternal.
 * Entries left empty are fine: a quote need not offer every option.
 */
export async function checkoutProblems(trx: TenantTransaction, tenantId: string, configurationId: string): Promise<string[]> {
  const row = await trx
    .selectFrom('configuration_checkouts')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('configuration_id', '=', configurationId)
    .executeTakeFirst();
  if (!row) return [];
  const chosen = (Object.keys(OPTION_COLUMNS) as OptionColumn[]).flatMap((column) => {
    const id = row[column];
    return id === null ? [] : [{ column, id, kind: OPTION_COLUMNS[column] }];
  });
  const options = await findOptions(trx, tenantId, chosen.map((entry) => entry.id));
  const problems = chosen
    .filter(({ id, kind }) => {
      const option = options.get(id);
      return !option || option.archived || option.kind !== kind;
    })
    .map(({ column }) => `${column}: option no longer available`);

  if (!bothOrNeither(row.intercom_type_id, row.intercom_location_id)) problems.push('intercom: type and location');
  if (row.channel_type_id !== null && !(Number(row.channel_amount) >= 1)) problems.push('channel_amount');
  if (row.patch_field_type_id !== null && !(Number(row.patch_field_ports) >= 1)) problems.push('patch_field_ports');
  const locations = [row.heatpump_location, row.heatpump_temperature_sensor_location, row.heating_manifold_location];
  if (!locations.every((location) => location === null) && !locations.every((location) => location?.trim())) {
    problems.push('heating: all three locations or none');
  }
  if (row.heating_and_cooling && row.heatpump_location === null) problems.push('cooling without heat pump');
  const concept = row.power_meter_type_id === null ? null : options.get(row.power_meter_type_id)?.powerMeterConcept;
  if ((concept === 'StandardWithPVExternal') !== (row.power_meter_custom_information !== null)) {
    problems.push('power meter: external PV data');
  }
  return problems;
}
