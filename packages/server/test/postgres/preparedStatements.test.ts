import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../../src/db/database';
import { withTenant } from '../../src/db/scopes';
import { createLogger } from '../../src/logger';
import { bearer, registerCompany, tenantOfToken } from '../support/api';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

let database: TestDatabase;
let prepared: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  if (database.target.kind !== 'postgres') throw new Error('these tests need PostgreSQL (TEST_DATABASE_URL)');
  prepared = await createDatabase({ ...database.target, preparedStatements: true }, createLogger('silent'));
});

afterAll(async () => {
  await prepared.destroy();
  await database.drop();
});

/** The statements prepared on the connection a transaction runs on. */
const preparedHere = async (trx: Db) =>
  (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx)).rows.map((row) => row.statement);

describe('prepared statements on PostgreSQL (DATABASE_PREPARED_STATEMENTS)', () => {
  it('prepare a parameterized statement once per connection and answer as an unnamed one does', async () => {
    const read = (db: Db, offset: number) => sql<{ n: number }>`select ${offset}::int + 1 as n`.execute(db);
    await prepared.transaction().execute(async (trx) => {
      for (let run = 0; run < 7; run += 1) expect((await read(trx, run)).rows).toEqual([{ n: run + 1 }]);
      expect((await preparedHere(trx)).filter((text) => text.includes('::int + 1'))).toHaveLength(1);
    });
    await database.db.transaction().execute(async (trx) => {
      expect((await read(trx, 4)).rows).toEqual([{ n: 5 }]);
      expect(await preparedHere(trx)).toEqual([]);
    });
  });

  it('leave a statement of more than 64 parameters unnamed, as its text changes with its input', async () => {
    const many = Array.from({ length: 65 }, (_, index) => index);
    await prepared.transaction().execute(async (trx) => {
      const { rows } = await sql<{ n: number }>`select array_length(array[${sql.join(many)}]::int[], 1) as n`.execute(trx);
      expect(rows).toEqual([{ n: 65 }]);
      expect((await preparedHere(trx)).filter((text) => text.includes('array_length'))).toEqual([]);
    });
  });

  it('keep each company to its own rows when the plan is the cached one of the same connection', async () => {
    const app = await createTestApp(database.db);
    try {
      const companies = await Promise.all([registerCompany(app), registerCompany(app)]);
      const tenants = companies.map((company) => tenantOfToken(company.tokens.accessToken));
      for (const [index, tenantId] of tenants.entries()) {
        const id = randomUUID();
        const saved = await app.inject({
          method: 'PUT',
          url: `/api/customers/${id}`,
          headers: bearer(companies[index]!.tokens.accessToken),
          payload: { id, firstName: 'Eva', lastName: `Kundin ${index}`, address: { street: 'Hauptstraße', houseNumber: '1', zipCode: '70173', city: 'Stuttgart' }, phone: '', cellphone: '', email: '' },
        });
        expect(saved.statusCode, saved.body).toBe(200);
        expect(tenantId).toMatch(/^[0-9a-f-]{36}$/);
      }
      // Past PostgreSQL's five custom plans, so that the generic plan of the statement is used, on one connection in turn.
      for (let run = 0; run < 8; run += 1) {
        for (const [index, tenantId] of tenants.entries()) {
          const names = await withTenant(prepared, tenantId, async (trx) =>
            (await trx.selectFrom('customers').select('last_name').where('last_name', 'like', `Kundin%`).execute()).map((row) => row.last_name),
          );
          expect(names).toEqual([`Kundin ${index}`]);
        }
      }
    } finally {
      await app.close();
    }
  });
});
