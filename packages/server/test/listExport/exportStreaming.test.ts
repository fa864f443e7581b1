import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/db/scopes';
import { EXPORT_PAGE_SIZE } from '../../src/listExport';
import { registerCompany } from '../support/api';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

/** Many pages of the export, more than one page of the writer's buffers. */
const CUSTOMERS = 20 * EXPORT_PAGE_SIZE + 7;

let database: TestDatabase;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  token = (await registerCompany(app)).tokens.accessToken;
  const tenantId = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).tid as string;
  await withTenant(database.db, tenantId, (trx) =>
    sql`
      insert into customers (tenant_id, id, first_name, last_name, street, house_number, zip_code, city)
      select ${tenantId}, gen_random_uuid(), 'Kundin', 'Nummer ' || lpad(n::text, 6, '0'), 'Weg', '1', '10115', 'Berlin'
      from generate_series(1, ${CUSTOMERS}) n
    `.execute(trx),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
}, 180_000);

afterAll(async () => {
  await app.close();
  await database.drop();
});

interface Received {
  firstByteMs: number;
  chunks: number;
  body: Buffer;
}

/** Fetches over a real socket and notes when the first byte of the body came and in how many chunks it came. */
function fetchOverSocket(path: string): Promise<Received> {
  const { port } = app.server.address() as AddressInfo;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path, headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' } }, (response) => {
      const chunks: Buffer[] = [];
      let firstByteMs = -1;
      response.on('data', (chunk: Buffer) => {
        if (firstByteMs < 0) firstByteMs = performance.now() - started;
        chunks.push(chunk);
      });
      response.on('end', () => resolve({ firstByteMs, chunks: chunks.length, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('a large list export', () => {
  it('streams: the first byte leaves within a second, the rows come in many chunks, all of them in the list’s order', async () => {
    const csv = await fetchOverSocket('/api/customers/export?format=csv&sortBy=LastName');
    expect(csv.firstByteMs).toBeLessThan(1_000);
    expect(csv.chunks).toBeGreaterThan(10);
    const lines = csv.body.toString('utf8').split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(CUSTOMERS + 1);
    expect(lines[1]).toContain('Nummer 000001');
    expect(lines.at(-1)).toContain(`Nummer ${String(CUSTOMERS).padStart(6, '0')}`);

    const xlsx = await fetchOverSocket('/api/customers/export?format=xlsx');
    expect(xlsx.firstByteMs).toBeLessThan(1_000);
    expect(xlsx.body.subarray(0, 2).toString()).toBe('PK');
  }, 120_000);
});
