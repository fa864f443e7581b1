import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledOnce } from '../src/db/compiledOnce';
import { TENANT_ROLE } from '../src/db/roles';
import { withTenant, type TenantTransaction } from '../src/db/scopes';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;
const [tenantA, tenantB] = [randomUUID(), randomUUID()];

type NotesTable = { tenant_id: string; id: string; label: string; kind: string; valid_from: string };
const notes = (trx: TenantTransaction) => (trx as unknown as Kysely<{ notes: NotesTable }>).selectFrom('notes');

beforeAll(async () => {
  database = await createTestDatabase();
  await sql`create table notes (tenant_id uuid, id text, label text, kind text, valid_from date)`.execute(database.db);
  await sql.raw(`grant select on notes to ${TENANT_ROLE}`).execute(database.db);
  const rows = [
    [tenantA, 'a1', 'Steckdose', 'Outlet', '2026-01-01'],
    [tenantA, 'a2', 'Schalter', 'Outlet', '2026-06-01'],
    [tenantA, 'a3', 'Leuchte', 'Light', '2026-01-01'],
    [tenantB, 'a1', 'Fremde Steckdose', 'Outlet', '2026-01-01'],
  ];
  for (const row of rows) await sql`insert into notes values (${row[0]}, ${row[1]}, ${row[2]}, ${row[3]}, ${row[4]})`.execute(database.db);
});

afterAll(async () => {
  await database.drop();
});

type Args = { tenantId: string; ids: readonly string[]; day: string };
const build = (trx: TenantTransaction, { tenantId, ids, day }: Args) =>
  notes(trx)
    .select(['id', 'label'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .where('kind', '=', 'Outlet')
    .where('valid_from', '<=', sql<string>`${day}::date`)
    .orderBy('id');

describe('a statement compiled once', () => {
  it('answers each run with its own values, as the statement built anew does', async () => {
    let builds = 0;
    const run = compiledOnce((trx, args: Args) => {
      builds += 1;
      return build(trx, args);
    });
    const cases: [string, Args][] = [
      [tenantA, { tenantId: tenantA, ids: ['a1', 'a2', 'a3'], day: '2026-12-03' }],
      [tenantA, { tenantId: tenantA, ids: ['a1', 'a2', 'a3'], day: '2026-03-01' }],
      [tenantB, { tenantId: tenantB, ids: ['a1', 'a2', 'a3'], day: '2026-12-03' }],
      [tenantA, { tenantId: tenantA, ids: ['a2'], day: '2026-12-03' }],
      [tenantA, { tenantId: tenantA, ids: ['a1'], day: '2026-12-03' }],
    ];
    const answers = [];
    for (const [tenantId, args] of cases) {
      const [once, anew] = await withTenant(database.db, tenantId, async (trx) => [await run(trx, args), await build(trx, args).execute()]);
      expect(once).toEqual(anew);
      answers.push(once);
    }
    expect(answers).toEqual([
      [
        { id: 'a1', label: 'Steckdose' },
        { id: 'a2', label: 'Schalter' },
      ],
      [{ id: 'a1', label: 'Steckdose' }],
      [{ id: 'a1', label: 'Fremde Steckdose' }],
      [{ id: 'a2', label: 'Schalter' }],
      [{ id: 'a1', label: 'Steckdose' }],
    ]);
    // Once for three ids and once for one, whatever the values.
    expect(builds).toBe(2);
  });

  it('is built again for another shape', async () => {
    let shape = 'first';
    let builds = 0;
    const run = compiledOnce(
      (trx, args: Args) => {
        builds += 1;
        return build(trx, args);
      },
      () => shape,
    );
    const args = { tenantId: tenantA, ids: ['a1'], day: '2026-12-03' };
    await withTenant(database.db, tenantA, (trx) => run(trx, args));
    shape = 'second';
    await withTenant(database.db, tenantA, (trx) => run(trx, args));
    await withTenant(database.db, tenantA, (trx) => run(trx, args));
    expect(builds).toBe(2);
  });

  it('refuses a date built into the statement, which would stay the day of its first run', async () => {
    const run = compiledOnce((trx, { tenantId }: { tenantId: string }) =>
      notes(trx).select('id').where('tenant_id', '=', tenantId).where('valid_from', '<=', sql<string>`${'2026-12-03'}::date`),
    );
    await expect(withTenant(database.db, tenantA, (trx) => run(trx, { tenantId: tenantA }))).rejects.toThrow(/takes its dates as arguments/);
  });

  it('refuses a value made from an argument, which would be bound as the placeholder', async () => {
    const run = compiledOnce((trx, { tenantId, search }: { tenantId: string; search: string }) =>
      notes(trx).select('id').where('tenant_id', '=', tenantId).where('label', 'like', `${search}%`),
    );
    await expect(withTenant(database.db, tenantA, (trx) => run(trx, { tenantId: tenantA, search: 'Steck' }))).rejects.toThrow(/binds its arguments as they are given/);
  });
});
