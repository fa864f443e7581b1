import { sql } from 'kysely';
import type { TestDatabase } from '../support/testDatabase';

/**
 * Moves a quote's finalization the given number of days back, in its row and its snapshot, as if
 * it had been finalized then: invoices may be dated back to that day.
 */
export async function finalizedDaysAgo(database: TestDatabase, quoteId: string, days: number): Promise<void> {
  const moved = sql`(finalized_at - make_interval(days => ${days}::int))`;
  await sql`
    update quotes
       set finalized_at = ${moved},
           snapshot = jsonb_set(snapshot, '{finalizedAt}', to_jsonb(to_char(${moved} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
     where id = ${quoteId}`.execute(database.db);
}
