import { sql, type Kysely } from 'kysely';

/* Battery storage is a kind of PV part. */
async function allowBatteryStorage(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table pv_components drop constraint pv_components_kind_check;
    alter table pv_components add constraint pv_components_kind_check
      check (kind in ('pv-module', 'inverter', 'heater-rod', 'wallbox', 'roof-tile', 'metal-roof-tile', 'battery-storage'));
  `.execute(db);
}

/* An MPP input's maximum short-circuit current, beside its maximum input current. */
async function addMaxShortCircuitCurrent(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table pv_inverter_mpp_inputs
      add column max_short_circuit_current double precision
        constraint pv_inverter_mpp_inputs_max_short_circuit_current_check check (max_short_circuit_current >= 0);
  `.execute(db);
}

/*
 * The data sheet values the PV string check needs (ADR 0014): parts saved before carry them as
 * null ('unbekannt'), written out so that every part has the same keys; the check warns about
 * each until the planner enters it.
 */
export async function markUnknownDataSheetValues(db: Kysely<unknown>): Promise<void> {
  await sql`
    update pv_components
      set technical_data = '{"mppVoltage": null, "mppCurrent": null, "tempCoeffVoc": null, "tempCoeffPmax": null}'::jsonb
        || technical_data
      where kind = 'pv-module';
    update pv_components
      set technical_data = '{"mppVoltageMin": null, "mppVoltageMax": null, "acNominalPower": null, "maxDcInputVoltage": null}'::jsonb
        || technical_data
      where kind = 'inverter' and technical_data ->> 'type' <> 'BatteryInverter';
  `.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await allowBatteryStorage(db);
  await addMaxShortCircuitCurrent(db);
  await markUnknownDataSheetValues(db);
}
