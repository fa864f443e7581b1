import { randomUUID } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { germanCustomers } from './germanCustomers.mjs';
import { benchPort, freshDataDir, registerBenchCompany, removeDataDir, startServer } from './server.mjs';

export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CUSTOMERS = 100_000;
const CLIENTS = 16;
const DURATION_MS = 15_000;
// What users type: the start of a surname, a surname, a city, both, a street, a phone or postcode
// prefix. They match from a few dozen to a quarter ('sch') of the customers.
const SEARCHES = ['müll', 'schmi', 'wagner', 'beck', 'hof', 'zimmermann', 'krause', 'berlin', 'münchen', 'leipzig', 'stuttgart', 'müller berlin', 'anna schmidt', 'bahnhofstr', '0711', '701', 'sch', 'frankfurter str'];
const SORTS = ['', '&sortBy=LastName&sortOrder=Asc', '&sortBy=Address&sortOrder=Desc'];

export async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Vacuums and analyzes the database at `url`, as autovacuum would meanwhile on a server where it
 * is on: a load that deletes and inserts rows (floor saves) otherwise leaves dead rows behind and
 * plans made for empty tables, and each round would cost the database more than the one before.
 */
export const vacuumed = (url) => withClient(url, (client) => client.query('vacuum (analyze)'));

export const databaseUrl = (name) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

const COLUMNS = ['first_name', 'last_name', 'street', 'house_number', 'zip_code', 'city', 'phone', 'cellphone', 'email'];

/** 100 000 realistic German customers (see germanCustomers.mjs), inserted 10 000 at a time. */
export async function seedCustomers(url, email) {
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

/**
 * Searches as someone starts typing them: the first three or more letters of a name, city or
 * street of the data that the repeated searches do not contain, in a shuffled order, each
 * handed out once; `undefined` when all are used.
 */
function firstTimeSearches(seed = 17) {
  const words = [...new Set(germanCustomers(5_000, seed).flatMap((c) => [c.last_name, c.city, c.street, c.first_name]))];
  const terms = [...new Set(words.flatMap((word) => Array.from({ length: word.length - 2 }, (_, index) => word.toLowerCase().slice(0, index + 3))))].filter(
    (term) => !SEARCHES.includes(term),
  );
  let state = seed;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  for (let index = terms.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [terms[index], terms[other]] = [terms[other], terms[index]];
  }
  return () => terms.pop();
}

// The load generator shares the two cores with the server and the database: node:http with
// kept-alive connections costs it less than half the CPU time per request that fetch() does.
const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

function get(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve(response.statusCode));
      })
      .on('error', reject);
  });
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `CLIENTS` clients, each sending its next request as soon as the last one is answered, or,
 * with `pacingMs`, no sooner than `pacingMs` after it was sent; until `durationMs` have passed
 * or `searchFor` has no more searches.
 */
async function load(baseUrl, accessToken, { searchFor = (n) => SEARCHES[n % SEARCHES.length], durationMs = DURATION_MS, pacingMs = 0 } = {}) {
  const latencies = [];
  let failures = 0;
  const deadline = performance.now() + durationMs;
  const client = async (clientIndex) => {
    // Paced clients start spread over one interval, as people do not type in step.
    await pause((pacingMs * clientIndex) / CLIENTS);
    for (let n = clientIndex; performance.now() < deadline; n += CLIENTS) {
      const search = searchFor(n);
      if (search === undefined) break;
      const anyText = encodeURIComponent(search);
      const url = `${baseUrl}/api/customers?anyText=${anyText}&pageIndex=${n % 3}&pageSize=10${SORTS[n % SORTS.length]}`;
      const startedAt = performance.now();
      const status = await get(url, { authorization: `Bearer ${accessToken}` });
      const latency = performance.now() - startedAt;
      latencies.push(latency);
      if (status !== 200) failures += 1;
      if (pacingMs > latency) await pause(pacingMs - latency);
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
    server = await startServer({ port: benchPort(2), dataDir, env: { DATABASE_URL: databaseUrl(name), DEMO_COMPANY: 'false', LOG_LEVEL: 'warn' } });
    const { email, tokens: { accessToken } } = await registerBenchCompany(server.baseUrl);
    await seedCustomers(databaseUrl(name), email);
    await load(server.baseUrl, accessToken); // warm-up: caches, JIT, connection pool
    const repeated = await load(server.baseUrl, accessToken);
    // Searches nobody has made before, which no kept page or match count can answer: sent back
    // to back (the server's saturation), and at the pace of people typing into the list page's
    // search field, whose debounce sends a search at most every 300 ms.
    const firstTime = firstTimeSearches();
    const typed = await load(server.baseUrl, accessToken, { searchFor: firstTime, durationMs: 10_000, pacingMs: 300 });
    const backToBack = await load(server.baseUrl, accessToken, { searchFor: firstTime, durationMs: 10_000 });
    return [
      { name: `Customer list with anyText over ${CUSTOMERS} customers, ${CLIENTS} clients: p95 (${repeated.count} requests)`, value: repeated.p95, unit: 'ms', budget: 25 },
      { name: `Customer list, first-time searches typed by ${CLIENTS} users (300 ms debounce): p95 (${typed.count} requests)`, value: typed.p95, unit: 'ms', budget: 25 },
      { name: 'Customer list under load: failed requests', value: repeated.failures + backToBack.failures + typed.failures, unit: 'requests', budget: 0 },
      { name: `Customer list, first-time searches back to back, ${CLIENTS} clients: p95 (${backToBack.count} requests)`, value: backToBack.p95, unit: 'ms', budget: null },
    ];
  } finally {
    await server?.stop();
    removeDataDir(dataDir);
    await withClient(ADMIN_URL, (client) => client.query(`drop database if exists ${name} with (force)`));
  }
}
