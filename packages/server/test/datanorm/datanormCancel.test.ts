import { randomUUID } from 'node:crypto';
import type { ElectricalComponent } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toJson } from '../../src/db/json';
import { applyImport, readIntoPreview } from '../../src/datanorm/jobs';
import { registerCompany } from '../support/api';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { fixedChunks, generatedArticles, importCalls, tenantOf } from './importFixtures';

const SUPPLIER = 'Großhandel Süd';

let database: TestDatabase;
let app: FastifyInstance;
let calls: ReturnType<typeof importCalls>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  calls = importCalls(app);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

async function countOf(query: ReturnType<typeof sql<{ count: string }>>): Promise<number> {
  return Number((await query.execute(database.db)).rows[0]?.count);
}

const stagedRows = (importId: string) => countOf(sql`select count(*) as count from datanorm_import_articles where import_id = ${importId}`);

/** An import row as the upload route writes it, for driving its jobs step by step. */
async function newImport(tenantId: string): Promise<string> {
  const id = randomUUID();
  await sql`insert into datanorm_imports (tenant_id, id, file_name, status, selected_groups) values (${tenantId}, ${id}, 'DATANORM.001', 'Reading', ${toJson([])})`.execute(database.db);
  return id;
}

describe('cancelling an import', () => {
  it('mid-way through writing undoes every article and price written so far', async () => {
    const { accessToken } = (await registerCompany(app)).tokens;
    const tenantId = tenantOf(accessToken);
    // 10 articles imported before; the large file changes the price of the first of them.
    const earlier = await calls.preview(accessToken, generatedArticles(10, SUPPLIER), 'DATANORM.001');
    await calls.confirm(accessToken, earlier.id, calls.allGroups(earlier));
    const before: ElectricalComponent[] = (await calls.call(accessToken, 'GET', '/api/electro/components?pageSize=100')).json().data;
    const pricesBefore = await countOf(sql`select count(*) as count from electrical_component_prices where tenant_id = ${tenantId}`);

    const id = await newImport(tenantId);
    await readIntoPreview(database.db, tenantId, id, generatedArticles(1_600, SUPPLIER, { '1000000': 250 }), 'DATANORM.001');
    const preview = await calls.settled(accessToken, id);
    expect(preview.counts).toMatchObject({ new: 1_590, priceChanged: 1, unchanged: 9 });

    const groups = calls.allGroups(preview).map((group) => ({ ...group, target: 'Component' as const }));
    await sql`update datanorm_imports set status = 'Importing', total = 1591 where id = ${id}`.execute(database.db);
    const written: number[] = [];
    await applyImport(database.db, tenantId, id, groups, {
      pace: fixedChunks(500),
      afterChunk: async (phase, chunk) => {
        if (phase !== 'Importing') return;
        written.push(await countOf(sql`select count(*) as count from electrical_components where tenant_id = ${tenantId}`));
        if (chunk === 2) expect((await calls.call(accessToken, 'POST', `/api/electro/datanorm-imports/${id}/cancel`)).statusCode).toBe(200);
      },
    });

    expect(written).toEqual([10 + 499, 10 + 999]);
    expect(await calls.settled(accessToken, id)).toMatchObject({ status: 'Cancelled', done: 0, total: 0 });
    expect((await calls.call(accessToken, 'GET', '/api/electro/components?pageSize=100')).json().data).toEqual(before);
    expect(await countOf(sql`select count(*) as count from electrical_component_prices where tenant_id = ${tenantId}`)).toBe(pricesBefore);
    expect(await stagedRows(id)).toBe(0);
    expect(await countOf(sql`select count(*) as count from datanorm_import_writes where import_id = ${id}`)).toBe(0);
  });

  it('while reading leaves no staged rows and no preview', async () => {
    const { accessToken } = (await registerCompany(app)).tokens;
    const tenantId = tenantOf(accessToken);
    const id = await newImport(tenantId);
    let stagedWhenCancelled = 0;
    await readIntoPreview(database.db, tenantId, id, generatedArticles(1_600, SUPPLIER), 'DATANORM.001', {
      afterChunk: async (phase, chunk) => {
        if (chunk !== 2) return;
        stagedWhenCancelled = await stagedRows(id);
        expect((await calls.call(accessToken, 'POST', `/api/electro/datanorm-imports/${id}/cancel`)).statusCode).toBe(200);
      },
    });
    expect(stagedWhenCancelled).toBeGreaterThan(0);
    expect(await calls.settled(accessToken, id)).toMatchObject({ status: 'Cancelled', counts: { new: 0, priceChanged: 0, unchanged: 0, unreadable: 0 } });
    expect(await stagedRows(id)).toBe(0);
    expect((await calls.call(accessToken, 'POST', `/api/electro/datanorm-imports/${id}/cancel`)).statusCode).toBe(409);
  });
});
