import { sql } from 'kysely';
import type { Db } from './database';

/**
 * PostgreSQL's default autovacuum settings (PostgreSQL 15 documentation, 20.10 "Automatic
 * Vacuuming"): a table is vacuumed once its dead rows exceed 50 + 20 % of its rows, and analyzed
 * once the rows changed since its last analysis exceed 50 + 10 %; the launcher looks every minute.
 */
export const AUTOVACUUM_DEFAULTS = {
  vacuumThreshold: 50,
  vacuumScaleFactor: 0.2,
  analyzeThreshold: 50,
  analyzeScaleFactor: 0.1,
  naptimeMs: 60_000,
} as const;

export interface TableActivity {
  live: number;
  dead: number;
  changedSinceAnalyze: number;
}

export type TableMaintenance = 'vacuum' | 'analyze';

/** What autovacuum's rule asks of a table: a vacuum (with an analysis), an analysis, or nothing. */
export function maintenanceOf({ live, dead, changedSinceAnalyze }: TableActivity): TableMaintenance | null {
  const { vacuumThreshold, vacuumScaleFactor, analyzeThreshold, analyzeScaleFactor } = AUTOVACUUM_DEFAULTS;
  if (dead > vacuumThreshold + vacuumScaleFactor * live) return 'vacuum';
  if (changedSinceAnalyze > analyzeThreshold + analyzeScaleFactor * live) return 'analyze';
  return null;
}

interface TableStatistics {
  schema: string;
  table: string;
  live: string;
  dead: string;
  changed: string;
}

/**
 * Vacuums and analyzes the tables that autovacuum would, one statement per table, so that other
 * requests go on between them; answers what was done. For the embedded database, which runs no
 * autovacuum (ADR 0005): there every floor save left its replaced rows behind for good, and the
 * planner kept the statistics of empty tables. Runs as the tables' owner, outside any transaction.
 */
export async function maintainTables(db: Db): Promise<{ table: string; done: TableMaintenance }[]> {
  // A session's counters reach the statistics views when they are flushed, which PGlite does not do on its own.
  await sql`select pg_stat_force_next_flush()`.execute(db);
  const { rows } = await sql<TableStatistics>`
    select schemaname as schema, relname as table, n_live_tup as live, n_dead_tup as dead, n_mod_since_analyze as changed
    from pg_stat_user_tables order by schemaname, relname`.execute(db);
  const done: { table: string; done: TableMaintenance }[] = [];
  for (const row of rows) {
    const maintenance = maintenanceOf({ live: Number(row.live), dead: Number(row.dead), changedSinceAnalyze: Number(row.changed) });
    if (!maintenance) continue;
    const table = sql.id(row.schema, row.table);
    await (maintenance === 'vacuum' ? sql`vacuum (analyze) ${table}` : sql`analyze ${table}`).execute(db);
    done.push({ table: `${row.schema}.${row.table}`, done: maintenance });
  }
  return done;
}

interface MaintenanceLogger {
  debug(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** Runs `maintainTables` every `intervalMs`, one run at a time; `stop` waits for a run under way. */
export function startTableMaintenance(db: Db, logger: MaintenanceLogger, intervalMs: number = AUTOVACUUM_DEFAULTS.naptimeMs) {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = maintainTables(db)
      .then(
        (done) => {
          if (done.length > 0) logger.debug({ tables: done }, 'tables vacuumed and analyzed');
        },
        (error: unknown) => logger.warn({ err: error }, 'the tables could not be vacuumed; trying again later'),
      )
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
