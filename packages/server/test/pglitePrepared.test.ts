import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, databaseOnPglite, type Db } from '../src/db/database';

let pglite: PGlite;
let db: Db;

beforeAll(async () => {
  pglite = await createPglite(null);
  db = databaseOnPglite(pglite);
  await sql`create table notes (id serial primary key, text text not null, amount bigint, day date, data bytea, extra jsonb)`.execute(db);
});

afterAll(async () => {
  await db.destroy();
});

const preparedCount = async () => Number((await pglite.query<{ count: string }>('select count(*) as count from pg_prepared_statements')).rows[0]?.count);

describe('parameterized statements on the embedded database', () => {
  it('answer what PGlite answers, for every parameter type the server sends', async () => {
    const bytes = Buffer.from([0, 1, 2, 250]);
    const values = { text: 'Zählerschrank', amount: 1234, day: '2026-12-02', data: bytes, extra: JSON.stringify({ a: [1, 'ß'] }) };
    for (let run = 0; run < 3; run += 1) await db.insertInto('notes' as never).values(values as never).execute();
    const read = sql<{ text: string; amount: number; day: string; data: Buffer; extra: unknown }>`select text, amount, day::text as day, data, extra from notes where amount = ${1234}`;
    const { rows } = await read.execute(db);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual({ text: 'Zählerschrank', amount: 1234, day: '2026-12-02', data: bytes, extra: { a: [1, 'ß'] } });
    const direct = await pglite.query(`select text, amount, day::text as day, data, extra from notes where amount = $1`, [1234]);
    expect(rows).toEqual(direct.rows);
    const { rows: none } = await sql`select text from notes where text = ${null}`.execute(db);
    expect(none).toEqual([]);
  });

  it('store bytes as they are, a view into a larger buffer with only its own bytes', async () => {
    const larger = Buffer.from(Array.from({ length: 64 * 1024 }, (_, index) => index % 256));
    const view = larger.subarray(1000, 1000 + 40_000);
    await sql`insert into notes (text, data) values (${'Datenblatt'}, ${view})`.execute(db);
    const { rows } = await sql<{ size: number; hash: string; data: Buffer }>`
      select octet_length(data) as size, md5(data) as hash, data from notes where text = ${'Datenblatt'}
    `.execute(db);
    expect(rows).toEqual([{ size: 40_000, hash: createHash('md5').update(view).digest('hex'), data: view }]);
  });

  it('prepare a statement once by its text and run it again without preparing', async () => {
    const before = await preparedCount();
    for (let run = 0; run < 5; run += 1) await sql`select count(*) from notes where id > ${run}`.execute(db);
    expect(await preparedCount()).toBe(before + 1);
  });

  it('report the affected rows of writes', async () => {
    const result = await sql`update notes set amount = amount + ${1} where text = ${'Zählerschrank'}`.execute(db);
    expect(Number(result.numAffectedRows)).toBe(3);
  });

  it('are planned again after the schema changed, with the new shape of the result', async () => {
    const select = () => sql<Record<string, unknown>>`select * from notes where id = ${1}`.execute(db);
    expect(Object.keys((await select()).rows[0] ?? {})).not.toContain('note');
    await sql`alter table notes add column note text default 'neu'`.execute(db);
    expect((await select()).rows[0]).toMatchObject({ note: 'neu' });
  });

  it('leave the connection usable after a failing statement, inside and outside a transaction', async () => {
    await expect(sql`select text from notes where id = ${'keine Zahl'}`.execute(db)).rejects.toThrow(/invalid input syntax/);
    await expect(sql`select nothing from notes where id = ${1}`.execute(db)).rejects.toThrow(/column "nothing" does not exist/);
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`insert into notes (text) values (${'bleibt nicht'})`.execute(trx);
        await sql`insert into notes (text) values (${null})`.execute(trx);
      }),
    ).rejects.toThrow(/null value/);
    const { rows } = await sql<{ count: number }>`select count(*)::int as count from notes where text = ${'bleibt nicht'}`.execute(db);
    expect(rows).toEqual([{ count: 0 }]);
  });

  it('keep at most 500 statements prepared, closing the least recently used', async () => {
    for (let index = 0; index < 520; index += 1) await sql`select ${index}::int + ${1}::int as n ${sql.raw(`-- ${index}`)}`.execute(db);
    expect(await preparedCount()).toBe(500);
    const { rows } = await sql<{ n: number }>`select ${1}::int + ${1}::int as n ${sql.raw('-- 0')}`.execute(db);
    expect(rows).toEqual([{ n: 2 }]);
  });
});
