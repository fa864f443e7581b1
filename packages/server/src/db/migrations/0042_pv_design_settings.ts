import { sql, type Kysely } from 'kysely';

/* The company's PV design settings (edge clearance, design cell temperatures, DC/AC band); null until it changes the defaults. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tenants add column pv_design_settings jsonb`.execute(db);
}
