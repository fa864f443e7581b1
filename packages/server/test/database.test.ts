import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem, withTenant } from '../src/db/scopes';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

describe('the database', () => {
  it('answers bigint counts and numeric sums as JS numbers', async () => {
    const { rows } = await sql<{ count: unknown; total: unknown }>`
      select count(*) as count, sum(n)::numeric as total from (values (1), (2), (4)) as t (n)
    `.execute(database.db);
    expect(rows).toEqual([{ count: 3, total: 7 }]);
  });

  it('stores and answers bytea byte for byte, a view into a larger buffer as just its bytes', async () => {
    const every = Buffer.from(Array.from({ length: 256 }, (_, byte) => byte));
    const pooled = Buffer.from('ab'); // a small Buffer is a view into Node's shared pool
    const large = randomBytes(1024 * 1024 + 3);
    for (const bytes of [Buffer.alloc(0), every, pooled, new Uint8Array(every.buffer, every.byteOffset + 10, 5), large]) {
      const { rows } = await sql<{ data: Buffer; length: number; sha256: string }>`
        select d as data, length(d) as length, encode(sha256(d), 'hex') as sha256 from (select ${bytes}::bytea as d) as t
      `.execute(database.db);
      const [row] = rows;
      expect(row?.length).toBe(bytes.byteLength);
      expect(row?.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
      expect(Buffer.compare(row!.data, bytes)).toBe(0);
    }
  });

  it('keeps concurrent tenant transactions apart', async () => {
    const tenants = [randomUUID(), randomUUID(), randomUUID()];
    const seen = await Promise.all(
      tenants.map((tenantId) =>
        withTenant(database.db, tenantId, async (trx) => {
          await sql`select pg_sleep(0.05)`.execute(trx);
          const { rows } = await sql<{ tenant: string }>`select current_setting('app.tenant_id') as tenant`.execute(trx);
          return rows[0]?.tenant;
        }),
      ),
    );
    expect(seen).toEqual(tenants);
  });

  it('rolls a failed transaction back completely', async () => {
    const failing = asSystem(database.db, async (trx) => {
      await trx
        .insertInto('attempt_counters')
        .values({ key: 'rollback-test', window_started_at: new Date(), attempts: 1 })
        .execute();
      throw new Error('abgebrochen');
    });
    await expect(failing).rejects.toThrow('abgebrochen');

    const left = await asSystem(database.db, (trx) =>
      trx.selectFrom('attempt_counters').select('key').where('key', '=', 'rollback-test').execute(),
    );
    expect(left).toEqual([]);
  });
});
