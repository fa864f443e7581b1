import { sql, type Kysely } from 'kysely';

/* PV services (Montage, Gerüst, Inbetriebnahme, …) are a kind of PV part, priced with the same history. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table pv_components drop constraint pv_components_kind_check;
    alter table pv_components add constraint pv_components_kind_check
      check (kind in ('pv-module', 'inverter', 'heater-rod', 'wallbox', 'roof-tile', 'metal-roof-tile', 'battery-storage', 'pv-service'));
  `.execute(db);
}
