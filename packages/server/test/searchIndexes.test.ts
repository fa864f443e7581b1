import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { asSystem, withTenant } from '../src/db/scopes';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

describe('anyText search indexes', () => {
  it('exist as trigram indexes on the embedded database as on a PostgreSQL server', async () => {
    const { rows } = await sql<{ indexname: string; indexdef: string }>`
      select indexname, indexdef from pg_indexes where indexname like '%search%trgm_idx' order by indexname
    `.execute(database.db);
    expect(rows.map((row) => row.indexname)).toEqual(
      expect.arrayContaining([
        'customers_search_trgm_idx',
        'jobsites_search_trgm_idx',
        'projects_search_trgm_idx',
        'customers_name_search_text_trgm_idx',
        'jobsites_place_search_text_trgm_idx',
      ]),
    );
    expect(rows.every((row) => row.indexdef.includes('gin_trgm_ops'))).toBe(true);
  });

  it('may serve searches under row-level security, which admits only leakproof operators to an index', async () => {
    const { rows } = await sql<{ leakproof: boolean }>`
      select proleakproof as leakproof from pg_proc where oid = 'pg_catalog.textlike(text, text)'::regprocedure
    `.execute(database.db);
    expect(rows[0]?.leakproof).toBe(true);
  });

  it('serve a search typed without umlauts: the folded search text and the folded pattern meet in the trigram index', async () => {
    const tenantId = randomUUID();
    await asSystem(database.db, (trx) =>
      trx.insertInto('tenants').values({ id: tenantId, name: 'Elektro Index GmbH', environments: ['ElektroPlanner'] }).execute(),
    );
    // Enough customers that reading the trigram index costs less than reading them all.
    await withTenant(database.db, tenantId, (trx) =>
      sql`
        insert into customers (tenant_id, id, first_name, last_name, street, house_number, zip_code, city)
        select ${tenantId}, gen_random_uuid(), 'Kundin', 'Nummer ' || n, 'Weg', '1', '10115', 'Berlin'
        from generate_series(1, 30000) n
      `.execute(trx),
    );
    await sql`analyze customers`.execute(database.db);
    const { plan, found } = await withTenant(database.db, tenantId, async (trx) => {
      await trx
        .insertInto('customers')
        .values({ tenant_id: tenantId, id: randomUUID(), first_name: 'Jörg', last_name: 'Müller', street: 'Weg', house_number: '2', zip_code: '10115', city: 'Berlin', phone: '', cellphone: '', email: '' })
        .execute();
      const search = sql<boolean>`search_text like search_fold(${'%muller%'})`;
      const explained = await sql<{ 'QUERY PLAN': string }>`explain select id from customers where ${search}`.execute(trx);
      const rows = await trx.selectFrom('customers').select('last_name').where(search).execute();
      return { plan: explained.rows.map((row) => row['QUERY PLAN']).join('\n'), found: rows.map((row) => row.last_name) };
    });
    expect(found).toEqual(['Müller']);
    expect(plan).toContain('customers_search_trgm_idx');
    // 30 000 inserts keep three trigram indexes of customers up to date, which takes PGlite long.
  }, 120_000);
});
