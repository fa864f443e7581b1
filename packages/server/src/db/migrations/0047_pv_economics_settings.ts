import { sql, type Kysely } from 'kysely';

/*
 * The company's figures of the PV yield forecast and economics (system losses, yearly price rise, dated electricity
 * prices and own feed-in tariffs); null until it changes the defaults (ADR 0029).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tenants add column pv_economics_settings jsonb`.execute(db);
}
