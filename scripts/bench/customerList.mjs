import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { germanCustomers } from './germanCustomers.mjs';
import { freshDataDir, registerBenchCompany, removeDataDir, startServer } from './server.mjs';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CUSTOMERS = 100_000;
const CLIENTS = 16;
const DURATION_MS = 15_000;
// What users type: the start of a surname, a surname, a city, both, a street, a phone or postcode
// prefix. They match from a few dozen to a quarter ('sch') of the customers.
const SEARCHES = ['müll', 'schmi', 'wagner', 'beck', 'hof', 'zimmermann', 'krause', 'berlin', 'münchen', 'leipzig', 'stuttgart', 'müller berlin', 'anna schmidt', 'bahnhofstr', '0711', '701', 'sch', 'frankfurter str'];
const SORTS = ['', '&sortBy=LastName&sortOrder=Asc', '&sortBy=Address&sortOrder=Desc'];

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const databaseUrl = (name) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

const COLUMNS = ['first_name', 'last_name', 'street', 'house_number', 'zip_code', 'city', 'phone', 'cellphone', 'email'];

/** 100 000 realistic German customers (see germanCustomers.mjs), inserted 10 000 at a time. */
async function seedCustomers(url, email) {
  await withClient(url, async (client) => {
    const { rows } = await client.query('select tenant_id from users where email = $1', [email]);
    const customers = germanCustomers(CUSTOMERS);
    for (let start = 0; start < customers.length; start += 10_000) {
      const batch = customers.slice(start, start + 10_000);
      await client.query(
        `insert into customers (tenant_id, id, ${COLUMNS.join(', ')})
         select $1, gen_random_uuid(), * from unnest(${COLUMNS.map((_, index) => `$${index + 2}::text[]`).join(', ')})`,
        [rows[0].tenant_id, ...COLUMNS.map((column) => batch.map((customer) => customer[column]))],
      );
    }
    await client.query('vacuum analyze customers');
  });
}

/** A search someone starts typing: the first letters of a name, city or street of the data. */
function firstTimeSearches(seed = 17) {
  const words = [...new Set(germanCustomers(5_000, seed).flatMap((c) => [c.last_name, c.city, c.street, c.first_name]))];
  let state = seed;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  return () => {
    const word = words[Math.floor(random() * words.length)].toLowerCase();
    return word.slice(0, 3 + Math.floor(random() * (word.length - 2)));
  };
}

async function load(baseUrl, accessToken, searchFor = (n) => SEARCHES[n % SEARCHES.length], durationMs = DURATION_MS) {
  const latencies = [];
  let failures = 0;
  const deadline = performance.now() + durationMs;
  const client = async (clientIndex) => {
    for (let n = clientIndex; performance.now() < deadline; n += CLIENTS) {
      const anyText = encodeURIComponent(searchFor(n));
      const url = `${baseUrl}/api/customers?anyText=${anyText}&pageIndex=${n % 3}&pageSize=10${SORTS[n % SORTS.length]}`;
      const startedAt = performance.now();
      const response = await fetch(url, { headers: { authorization: `Bearer ${accessToken}` } });
      await response.arrayBuffer();
      latencies.push(performance.now() - startedAt);
      if (!response.ok) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));
  latencies.sort((a, b) => a - b);
  return { p95: latencies[Math.floor(latencies.length * 0.95)], count: latencies.length, failures };
}

/** Budget: a customer list page with anyText search over 100 000 customers of one tenant, p95 < 25 ms at 16 clients. */
export async function benchCustomerList() {
  const name = `planner_bench_${randomUUID().replaceAll('-', '')}`;
  await withClient(ADMIN_URL, (client) => client.query(`create database ${name}`));
  const dataDir = freshDataDir();
  let server;
  try {
    server = await startServer({ port: 3292, dataDir, env: { DATABASE_URL: databaseUrl(name), DEMO_SEED: 'false', LOG_LEVEL: 'warn' } });
    const { email, tokens: { accessToken } } = await registerBenchCompany(server.baseUrl);
    await seedCustomers(databaseUrl(name), email);
    await load(server.baseUrl, accessToken); // warm-up: caches, JIT, connection pool
    const { p95, count, failures } = await load(server.baseUrl, accessToken);
    // Searches nobody has made before, which no kept page or match count can answer.
    const firstTime = await load(server.baseUrl, accessToken, firstTimeSearches(), 10_000);
    return [
      { name: `Customer list with anyText over ${CUSTOMERS} customers, ${CLIENTS} clients: p95 (${count} requests)`, value: p95, unit: 'ms', budget: 25 },
      { name: 'Customer list under load: failed requests', value: failures + firstTime.failures, unit: 'requests', budget: 0 },
      { name: `Customer list, searches made for the first time, ${CLIENTS} clients: p95 (${firstTime.count} requests)`, value: firstTime.p95, unit: 'ms', budget: null },
    ];
  } finally {
    await server?.stop();
    removeDataDir(dataDir);
    await withClient(ADMIN_URL, (client) => client.query(`drop database if exists ${name} with (force)`));
  }
}
