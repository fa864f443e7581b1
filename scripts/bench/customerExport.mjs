import { randomUUID } from 'node:crypto';
import { ADMIN_URL, databaseUrl, seedCustomers, withClient } from './customerList.mjs';
import { benchPort, freshDataDir, registerBenchCompany, removeDataDir, startServer } from './server.mjs';

/** Time to the first byte of the body and to its end, and the bytes of one export. */
async function exportOnce(baseUrl, accessToken, format) {
  const startedAt = performance.now();
  const response = await fetch(`${baseUrl}/api/customers/export?sortBy=LastName&sortOrder=Asc&format=${format}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  if (!response.ok) throw new Error(`customer export (${format}) answered ${response.status}`);
  let firstByteMs = null;
  let bytes = 0;
  for await (const chunk of response.body) {
    firstByteMs ??= performance.now() - startedAt;
    bytes += chunk.length;
  }
  return { firstByteMs, totalMs: performance.now() - startedAt, bytes };
}

/**
 * Budget: the customer list of 100 000 customers (seeded by SQL) leaves as CSV and as .xlsx
 * streamed: the first byte within 1 s; the whole file's time and size for information.
 */
export async function benchCustomerExport() {
  const name = `planner_bench_${randomUUID().replaceAll('-', '')}`;
  await withClient(ADMIN_URL, (client) => client.query(`create database ${name}`));
  const dataDir = freshDataDir();
  let server;
  try {
    server = await startServer({ port: benchPort(9), dataDir, page: false, env: { DATABASE_URL: databaseUrl(name), DEMO_COMPANY: 'false', LOG_LEVEL: 'warn' } });
    const { email, tokens } = await registerBenchCompany(server.baseUrl);
    await seedCustomers(databaseUrl(name), email);
    const results = [];
    for (const format of ['csv', 'xlsx']) {
      const run = await exportOnce(server.baseUrl, tokens.accessToken, format);
      results.push(
        { name: `Customer export of 100000 customers as ${format}: first byte`, value: run.firstByteMs, unit: 'ms', budget: 1_000 },
        { name: `Customer export of 100000 customers as ${format}: whole file (${(run.bytes / 1e6).toFixed(1)} MB)`, value: run.totalMs, unit: 'ms', budget: null },
      );
    }
    return results;
  } finally {
    await server?.stop();
    removeDataDir(dataDir);
    await withClient(ADMIN_URL, (client) => client.query(`drop database if exists ${name} with (force)`));
  }
}
