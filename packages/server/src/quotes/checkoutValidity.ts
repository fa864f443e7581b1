import { CHECKOUT_ENTRY_LABELS, MSG_OPTION_UNAVAILABLE } from '@planner/api';
import type { TenantTransaction } from '../db/scopes';
import { OPTION_COLUMNS, unavailableEntries, findOptions } from '../checkout';

const bothOrNeither = (a: unknown, b: unknown) => (a === null) === (b === null);

/**
 * What keeps the checkout of a configuration from being put on a quote, in German, one line
 * per problem naming its entry; empty when it may.
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
  const chosenIds = OPTION_COLUMNS.flatMap(({ column }) => row[column] ?? []);
  const options = await findOptions(trx, tenantId, chosenIds);
  const problems = unavailableEntries(row, options).map((entry) => `${CHECKOUT_ENTRY_LABELS[entry]}: ${MSG_OPTION_UNAVAILABLE}`);

  const { intercom, multiMediaCableChannel, patchField, heating, powerMeter } = CHECKOUT_ENTRY_LABELS;
  if (!bothOrNeither(row.intercom_type_id, row.intercom_location_id)) problems.push(`${intercom}: Typ und Ort gehören zusammen`);
  if (row.channel_type_id !== null && !(Number(row.channel_amount) >= 1)) problems.push(`${multiMediaCableChannel}: Anzahl fehlt`);
  if (row.patch_field_type_id !== null && !(Number(row.patch_field_ports) >= 1)) problems.push(`${patchField}: Anzahl Ports fehlt`);
  const locations = [row.heatpump_location, row.heatpump_temperature_sensor_location, row.heating_manifold_location];
  if (!locations.every((location) => location === null) && !locations.every((location) => location?.trim())) {
    problems.push(`${heating}: alle drei Orte oder keiner`);
  }
  if (row.heating_and_cooling && row.heatpump_location === null) problems.push(`${heating}: Kühlung nur mit Wärmepumpe`);
  const concept = row.power_meter_type_id === null ? null : options.get(row.power_meter_type_id)?.powerMeterConcept;
  if ((concept === 'StandardWithPVExternal') !== (row.power_meter_custom_information !== null)) {
    problems.push(`${powerMeter}: Angaben zur PV-Anlage der Fremdfirma passen nicht zum Messkonzept`);
  }
  return problems;
}
