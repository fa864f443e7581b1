import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
      select indexname, indexdef from pg_indexes where indexname like '%search_trgm_idx' order by indexname
    `.execute(database.db);
    expect(rows.map((row) => row.indexname)).toEqual(
      expect.arrayContaining(['customers_search_trgm_idx', 'jobsites_search_trgm_idx', 'projects_search_trgm_idx']),
    );
    expect(rows.every((row) => row.indexdef.includes('gin_trgm_ops'))).toBe(true);
  });

  it('may serve searches under row-level security, which admits only leakproof operators to an index', async () => {
    const { rows } = await sql<{ leakproof: boolean }>`
      select proleakproof as leakproof from pg_proc where oid = 'pg_catalog.textlike(text, text)'::regprocedure
    `.execute(database.db);
    expect(rows[0]?.leakproof).toBe(true);
  });
});
