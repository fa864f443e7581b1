import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTOVACUUM_DEFAULTS, maintainTables, maintenanceOf, startTableMaintenance } from '../src/db/tableMaintenance';
import { millisecondsUntil } from './support/polling';
import { createTestDatabase, unreachableDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  // Only the maintenance under test vacuums it, also on a server whose autovacuum is on.
  await sql`create table readings (id int primary key, note text) with (autovacuum_enabled = false)`.execute(database.db);
});

afterAll(async () => {
  await database.drop();
});

type Statistics = { dead: string; vacuumed: Date | null; analyzed: Date | null; planned: string };
const statistics = async () => {
  await sql`select pg_stat_force_next_flush()`.execute(database.db);
  const { rows } = await sql<Statistics>`
    select n_dead_tup as dead, last_vacuum as vacuumed, last_analyze as analyzed,
      (select count(*) from pg_stats where tablename = 'readings') as planned
    from pg_stat_user_tables where relname = 'readings'`.execute(database.db);
  const [row] = rows;
  if (!row) throw new Error('no statistics of the table readings');
  return { dead: Number(row.dead), vacuumed: row.vacuumed, analyzed: row.analyzed, planned: Number(row.planned) };
};

describe("autovacuum's rule", () => {
  it('follows PostgreSQL’s defaults: vacuum past 50 + 20 % dead rows, analyze past 50 + 10 % changed ones', () => {
    expect(AUTOVACUUM_DEFAULTS).toEqual({ vacuumThreshold: 50, vacuumScaleFactor: 0.2, analyzeThreshold: 50, analyzeScaleFactor: 0.1, naptimeMs: 60_000 });
    expect(maintenanceOf({ live: 1_000, dead: 250, changedSinceAnalyze: 0 })).toBeNull();
    expect(maintenanceOf({ live: 1_000, dead: 251, changedSinceAnalyze: 0 })).toBe('vacuum');
    expect(maintenanceOf({ live: 1_000, dead: 0, changedSinceAnalyze: 150 })).toBeNull();
    expect(maintenanceOf({ live: 1_000, dead: 0, changedSinceAnalyze: 151 })).toBe('analyze');
    expect(maintenanceOf({ live: 0, dead: 51, changedSinceAnalyze: 51 })).toBe('vacuum');
  });
});

describe('table maintenance', () => {
  it('vacuums a table whose rows were replaced and gives the planner its statistics, then leaves it alone', async () => {
    await sql`insert into readings select g, 'Zählerstand ' || g from generate_series(1, 1000) g`.execute(database.db);
    await sql`delete from readings where id <= 600`.execute(database.db);
    expect(await statistics()).toMatchObject({ dead: 600, vacuumed: null, planned: 0 });

    expect(await maintainTables(database.db)).toContainEqual({ table: 'public.readings', done: 'vacuum' });
    const after = await statistics();
    expect(after.dead).toBe(0);
    expect(after.vacuumed).not.toBeNull();
    expect(after.planned).toBe(2);

    const again = await maintainTables(database.db);
    expect(again.map(({ table }) => table)).not.toContain('public.readings');
  });

  it('analyzes a table that only grew', async () => {
    const before = (await statistics()).analyzed!;
    await sql`insert into readings select g, 'Neu ' || g from generate_series(2001, 2200) g`.execute(database.db);
    expect(await maintainTables(database.db)).toContainEqual({ table: 'public.readings', done: 'analyze' });
    expect((await statistics()).analyzed!.getTime()).toBeGreaterThan(before.getTime());
  });

  it('runs on its interval until stopped, and a failed run is reported and tried again', async () => {
    const warnings: string[] = [];
    const logger = { debug: () => {}, warn: (_details: object, message: string) => warnings.push(message) };
    await sql`delete from readings where id > 2000`.execute(database.db);
    const maintenance = startTableMaintenance(database.db, logger, 20);
    await millisecondsUntil(async () => (await statistics()).dead === 0, 10_000);
    await maintenance.stop();
    expect(warnings).toEqual([]);

    const unreachable = await unreachableDatabase();
    const failing = startTableMaintenance(unreachable, logger, 20);
    await millisecondsUntil(async () => warnings.length >= 2, 10_000);
    await failing.stop();
    await unreachable.destroy();
    expect(warnings[0]).toBe('the tables could not be vacuumed; trying again later');
  });
});
