import { sql, type Kysely } from 'kysely';

/*
 * Mounting parts (roof hooks, metal roof clamps, rails, connectors, end and middle clamps) are a
 * kind of PV part, priced with the same history. The roof coverings' mounting rule lives in their
 * technical data and needs no column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table pv_components drop constraint pv_components_kind_check;
    alter table pv_components add constraint pv_components_kind_check
      check (kind in ('pv-module', 'inverter', 'heater-rod', 'wallbox', 'roof-tile', 'metal-roof-tile', 'battery-storage', 'pv-service', 'mounting-part'));
  `.execute(db);
}
