import { sql, type Kysely } from 'kysely';

/* How a customer is addressed in letters; unknown (null) for every customer so far. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table customers add column salutation text
      constraint customers_salutation_check check (salutation in ('Ms', 'Mr', 'Neutral', 'Company'))
  `.execute(db);
}
