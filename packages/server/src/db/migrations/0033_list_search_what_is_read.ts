import { sql, type Kysely } from 'kysely';

/** The folded texts a list of projects shows of its customer and jobsite, apart from what else is stored of them. */
const columns = [
  { table: 'customers', column: 'name_search_text', expression: `first_name || ' ' || last_name` },
  { table: 'jobsites', column: 'place_search_text', expression: `street || ' ' || city` },
];

/**
 * A list searches what a person reads in it. The project list shows a project's name, its
 * customer's name and its jobsite's place, and no longer finds every project through a digit
 * of a phone number, postcode or house number in the customers' and jobsites' whole
 * `search_text`. The new columns are folded like those and trigram-indexed (ADR 0007).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const trigrams = (await sql<{ exists: boolean }>`select exists (select from pg_extension where extname = 'pg_trgm')`.execute(db))
    .rows[0]?.exists;
  for (const { table, column, expression } of columns) {
    await sql`
      alter table ${sql.table(table)}
        add column ${sql.id(column)} text generated always as (search_fold(${sql.raw(expression)})) stored
    `.execute(db);
    if (trigrams) {
      await sql`create index ${sql.id(`${table}_${column}_trgm_idx`)} on ${sql.table(table)} using gin (${sql.id(column)} gin_trgm_ops)`.execute(db);
    }
  }
}
