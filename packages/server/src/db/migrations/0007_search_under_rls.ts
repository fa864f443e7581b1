import { sql, type Kysely } from 'kysely';

/**
 * Row-level security lets the planner use an index only for leakproof operators, and LIKE is
 * not marked leakproof, so every anyText search scanned the whole table. textlike's only
 * error concerns a malformed pattern, never the row value it is compared with, so it cannot
 * leak rows of another tenant; marking it leakproof lets the trigram indexes serve searches.
 * Only a superuser may do this; elsewhere (a managed server) searches stay correct, unindexed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    do $$
    begin
      if (select rolsuper from pg_roles where rolname = current_user) then
        alter function pg_catalog.textlike(text, text) leakproof;
      end if;
    end $$;
  `.execute(db);
}
