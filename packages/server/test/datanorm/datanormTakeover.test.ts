import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyImport, readIntoPreview } from '../../src/datanorm/jobs';
import { registerCompany } from '../support/api';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { generatedArticles, importCalls, tenantOf } from './importFixtures';

const SUPPLIER = 'Elektrohandel West';

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

const articlesOf = async (tenantId: string) =>
  (
    await sql<{ articles: number; distinct_articles: number }>`
      select count(*)::int as articles, count(distinct supplier_article_number)::int as distinct_articles
      from electrical_components where tenant_id = ${tenantId} and supplier = ${SUPPLIER}
    `.execute(database.db)
  ).rows[0];

describe('two jobs of one import (one whose lease ran out, one that took over)', () => {
  it('write each article once, taking turns chunk by chunk, and count the progress once', async () => {
    const { accessToken } = (await registerCompany(app)).tokens;
    const tenantId = tenantOf(accessToken);
    const preview = await calls.preview(accessToken, generatedArticles(1_600, SUPPLIER), 'DATANORM.001');
    // Confirmed as the confirm route does, without a job of its own: the two calls below are the jobs.
    await sql`update datanorm_imports set status = 'Importing', total = 1600 where id = ${preview.id}`.execute(database.db);
    const groups = calls.allGroups(preview).map((group) => ({ ...group, target: 'Component' as const }));
    await Promise.all([applyImport(database.db, tenantId, preview.id, groups), applyImport(database.db, tenantId, preview.id, groups)]);

    expect(await calls.settled(accessToken, preview.id)).toMatchObject({ status: 'Imported', done: 1_600, total: 1_600 });
    expect(await articlesOf(tenantId)).toEqual({ articles: 1_600, distinct_articles: 1_600 });
  });

  it('reading again as a new attempt stops the earlier one, and the preview counts each article once', async () => {
    const { accessToken } = (await registerCompany(app)).tokens;
    const tenantId = tenantOf(accessToken);
    // An import as the upload route writes it, without its job: the two calls below are the jobs.
    const id = randomUUID();
    await sql`insert into datanorm_imports (tenant_id, id, file_name, status, selected_groups) values (${tenantId}, ${id}, 'DATANORM.001', 'Reading', '[]')`.execute(database.db);
    let second: Promise<void> | undefined;
    await readIntoPreview(database.db, tenantId, id, generatedArticles(1_600, SUPPLIER), 'DATANORM.001', {
      afterChunk: async (_phase, chunk) => {
        if (chunk === 1) second = readIntoPreview(database.db, tenantId, id, generatedArticles(1_600, SUPPLIER), 'DATANORM.001');
      },
    });
    await second;
    expect(await calls.settled(accessToken, id)).toMatchObject({ status: 'Preview', counts: { new: 1_600, priceChanged: 0, unchanged: 0, unreadable: 0 } });
  });
});
