import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { zipSync } from 'fflate';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as chunkTheUploads } from '../../src/db/migrations/0057_datanorm_upload_chunks';
import { toJson } from '../../src/db/json';
import { withTenant } from '../../src/db/scopes';
import { storedUpload, storeUpload, UPLOAD_CHUNK_BYTES } from '../../src/datanorm/uploadStore';
import { bearer, registerCompany } from '../support/api';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { fixture, importCalls, tenantOf } from './importFixtures';

let database: TestDatabase;
let app: FastifyInstance;
let calls: ReturnType<typeof importCalls>;
let token: string;
let tenantId: string;
/** Where this file's server writes the uploads it receives: os.tmpdir() follows TMPDIR. */
let uploadFolder: string;
const uploadsLeft = () => readdirSync(uploadFolder).filter((name) => name.startsWith('planner-upload-'));

beforeAll(async () => {
  uploadFolder = mkdtempSync(join(tmpdir(), 'datanorm-upload-test-'));
  process.env.TMPDIR = uploadFolder;
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  calls = importCalls(app);
  token = (await registerCompany(app)).tokens.accessToken;
  tenantId = tenantOf(token);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const importsOf = async (id: string) =>
  (await sql<{ count: string }>`select count(*) as count from datanorm_imports where tenant_id = ${id}`.execute(database.db)).rows[0]?.count;
const chunksOf = async (importId: string) =>
  (await sql<{ seq: number; size: number }>`select seq, length(data) as size from datanorm_upload_chunks where import_id = ${importId} order by seq`.execute(database.db)).rows;

/** An import as the upload route writes it, in a company of its own, for storing its upload by hand. */
async function newImport(): Promise<string> {
  const id = randomUUID();
  const tenantId = tenantOf((await registerCompany(app)).tokens.accessToken);
  await sql`insert into datanorm_imports (tenant_id, id, file_name, status, selected_groups) values (${tenantId}, ${id}, 'DATANORM.001', 'Reading', ${toJson([])})`.execute(database.db);
  return id;
}

describe('an uploaded price list', () => {
  it('is kept in chunks of a megabyte and read back one chunk at a time, byte for byte', async () => {
    const id = await newImport();
    const tenantId = (await sql<{ tenant_id: string }>`select tenant_id from datanorm_imports where id = ${id}`.execute(database.db)).rows[0]!.tenant_id;
    const file = randomBytes(2 * UPLOAD_CHUNK_BYTES + 512 * 1024);
    await withTenant(database.db, tenantId, (trx) => storeUpload(trx, tenantId, id, new Blob([file])));
    expect(await chunksOf(id)).toEqual([
      { seq: 0, size: UPLOAD_CHUNK_BYTES },
      { seq: 1, size: UPLOAD_CHUNK_BYTES },
      { seq: 2, size: 512 * 1024 },
    ]);
    const read: Uint8Array[] = [];
    for await (const chunk of storedUpload(database.db, tenantId, id)) read.push(chunk);
    expect(read.map((chunk) => chunk.length)).toEqual([UPLOAD_CHUNK_BYTES, UPLOAD_CHUNK_BYTES, 512 * 1024]);
    expect(Buffer.concat(read).equals(file)).toBe(true);
    const other = (await registerCompany(app)).tokens.accessToken;
    const elsewhere: Uint8Array[] = [];
    for await (const chunk of storedUpload(database.db, tenantOf(other), id)) elsewhere.push(chunk);
    expect(elsewhere).toEqual([]);
  });

  it('goes once it has been read into the preview, and its temporary file once the answer is sent', async () => {
    const zip = zipSync({ 'DATANORM.001': await fixture('v4-cp850/DATANORM.001') });
    const found = await calls.preview(token, zip, 'Preisliste.zip');
    expect(found.status).toBe('Preview');
    expect(found.counts.new).toBeGreaterThan(0);
    expect(await chunksOf(found.id)).toEqual([]);
    expect(uploadsLeft()).toEqual([]);
  });

  it('sent without a length over a socket is answered 413 past 50 MB, leaving no import and no file', async () => {
    const own = (await registerCompany(app)).tokens.accessToken;
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    let sent = 0;
    const megabyte = new Uint8Array(1024 * 1024).fill(0x41);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 60 * 1024 * 1024) return controller.close();
        sent += megabyte.length;
        controller.enqueue(megabyte);
      },
    });
    // A streamed body goes out in chunks, without Content-Length: only counting it finds it too large.
    const init = { method: 'POST', headers: { ...bearer(own), 'content-type': 'application/octet-stream' }, body, duplex: 'half' };
    const response = await fetch(`${address}/api/electro/datanorm-imports?fileName=gross.001`, init as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ errorCode: 'PayloadTooLarge', fallbackMessage: 'Die Anfrage ist zu groß.' });
    expect(Number(await importsOf(tenantOf(own)))).toBe(0);
    expect(uploadsLeft()).toEqual([]);
  });
});

describe('migration 0057', () => {
  it('turns an upload waiting to be read into its import\'s only chunk', async () => {
    await sql`drop table datanorm_upload_chunks`.execute(database.db);
    await sql`alter table datanorm_imports add column upload bytea`.execute(database.db);
    const id = randomUUID();
    const waiting = Buffer.from('V 150126Elektro-Großhandel Nord GmbH', 'latin1');
    await sql`
      insert into datanorm_imports (tenant_id, id, file_name, status, selected_groups, upload)
      values (${tenantId}, ${id}, 'DATANORM.001', 'Reading', ${toJson([])}, ${waiting})
    `.execute(database.db);
    await chunkTheUploads(database.db as unknown as Kysely<unknown>);
    const { rows } = await sql<{ seq: number; data: Uint8Array }>`select seq, data from datanorm_upload_chunks where import_id = ${id}`.execute(database.db);
    expect(rows.map((row) => ({ seq: row.seq, data: Buffer.from(row.data).toString('latin1') }))).toEqual([{ seq: 0, data: waiting.toString('latin1') }]);
    const columns = await sql<{ name: string }>`select column_name as name from information_schema.columns where table_name = 'datanorm_imports'`.execute(database.db);
    expect(columns.rows.map((row) => row.name)).not.toContain('upload');
  });
});
