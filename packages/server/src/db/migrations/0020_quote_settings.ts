import { sql, type Kysely } from 'kysely';

/* The company's quote texts and payment terms; null until it changes the defaults. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tenants add column quote_settings jsonb`.execute(db);
}
