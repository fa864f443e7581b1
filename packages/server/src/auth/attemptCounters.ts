import { sql } from 'kysely';
import type { SystemTransaction } from '../db/scopes';
import './tables';

const windowStart = (windowSeconds: number) => sql<Date>`now() - make_interval(secs => ${windowSeconds})`;

/**
 * Counts one attempt for `key` in its window and answers the count including it. A single
 * upsert: concurrent attempts wait for each other on the row, so every one sees its own
 * number and no two see the same. A window that is over starts again at one.
 */
export async function countAttempt(trx: SystemTransaction, key: string, windowSeconds: number): Promise<number> {
  const expired = sql<boolean>`attempt_counters.window_started_at <= ${windowStart(windowSeconds)}`;
  const { attempts } = await trx
    .insertInto('attempt_counters')
    .values({ key, window_started_at: sql<Date>`now()`, attempts: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        attempts: sql<number>`case when ${expired} then 1 else attempt_counters.attempts + 1 end`,
        window_started_at: sql<Date>`case when ${expired} then now() else attempt_counters.window_started_at end`,
      }),
    )
    .returning('attempts')
    .executeTakeFirstOrThrow();
  return attempts;
}

/** Takes one attempt back, e.g. after a successful sign-in. */
export async function refundAttempt(trx: SystemTransaction, key: string): Promise<void> {
  await trx
    .updateTable('attempt_counters')
    .set({ attempts: sql<number>`greatest(attempts - 1, 0)` })
    .where('key', '=', key)
    .execute();
}

export async function resetAttempts(trx: SystemTransaction, key: string): Promise<void> {
  await trx.deleteFrom('attempt_counters').where('key', '=', key).execute();
}

/**
 * Deletes counters whose window ended long ago. Skips rows another transaction holds, so it
 * never waits and can never take part in a deadlock; run it in a transaction of its own.
 */
export async function forgetOldCounters(trx: SystemTransaction, olderThanSeconds: number): Promise<void> {
  await trx
    .deleteFrom('attempt_counters')
    .where('key', 'in', (eb) =>
      eb
        .selectFrom('attempt_counters')
        .select('key')
        .where('window_started_at', '<', windowStart(olderThanSeconds))
        .forUpdate()
        .skipLocked(),
    )
    .execute();
}
