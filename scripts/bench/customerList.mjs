import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { freshDataDir, removeDataDir, startServer } from './server.mjs';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CUSTOMERS = 100_000;
const CLIENTS = 16;
const DURATION_MS = 15_000;
const SEARCHES = ['müller', 'schmidt', 'berlin', 'hauptstraße', 'anna', 'wagner köln', '801', 'garten', 'becker', 'kunde4711', 'zimmermann', 'leipzig'];
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

/** 100 000 German customers in one statement: names, streets and cities combined from lists. */
async function seedCustomers(url, email) {
  await withClient(url, async (client) => {
    const { rows } = await client.query('select tenant_id from users where email = $1', [email]);
    await client.query(
      `insert into customers (tenant_id, id, first_name, last_name, street, house_number, zip_code, city, phone, cellphone, email)
       select $1, gen_random_uuid(),
         (array['Anna','Lukas','Marie','Jonas','Sophie','Felix','Laura','Paul','Lea','Max','Julia','Leon','Hannah','Finn','Lena'])[1 + i % 15],
         (array['Müller','Schmidt','Schneider','Fischer','Weber','Meyer','Wagner','Becker','Schulz','Hoffmann','Koch','Richter','Klein','Wolf','Schröder','Neumann','Schwarz','Zimmermann','Braun','Krüger','Hofmann','Hartmann','Lange','Schmitt','Werner','Krause','Meier','Lehmann','Schmid','Schulze'])[1 + (i / 15) % 30],
         (array['Hauptstraße','Schulstraße','Gartenweg','Bahnhofstraße','Lindenallee','Kirchgasse','Bergstraße','Waldweg','Dorfstraße','Ringstraße'])[1 + i % 10],
         (1 + i % 120)::text,
         lpad((10000 + (i * 7919) % 89999)::text, 5, '0'),
         (array['Berlin','Hamburg','München','Köln','Frankfurt am Main','Stuttgart','Düsseldorf','Leipzig','Dortmund','Essen','Bremen','Dresden','Hannover','Nürnberg','Freiburg'])[1 + (i / 7) % 15],
         '0' || (30 + i % 900)::text || ' ' || (100000 + i)::text,
         '',
         'kunde' || i || '@example.de'
       from generate_series(1, ${CUSTOMERS}) as i`,
      [rows[0].tenant_id],
    );
    await client.query('vacuum analyze customers');
  });
}

async function register(baseUrl) {
  const email = `bench-${randomUUID().slice(0, 8)}@example.de`;
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ companyName: 'Bench GmbH', firstName: 'Bea', lastName: 'Bench', email, password: 'bench-passwort-1', environment: ['ElektroPlanner'] }),
  });
  return { email, accessToken: (await response.json()).data.jwsTokens.accessToken };
}

async function load(baseUrl, accessToken) {
  const latencies = [];
  let failures = 0;
  const deadline = performance.now() + DURATION_MS;
  const client = async (clientIndex) => {
    for (let n = clientIndex; performance.now() < deadline; n += CLIENTS) {
      const anyText = encodeURIComponent(SEARCHES[n % SEARCHES.length]);
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
    const { email, accessToken } = await register(server.baseUrl);
    await seedCustomers(databaseUrl(name), email);
    await load(server.baseUrl, accessToken); // warm-up: caches, JIT, connection pool
    const { p95, count, failures } = await load(server.baseUrl, accessToken);
    return [
      { name: `Customer list with anyText over ${CUSTOMERS} customers, ${CLIENTS} clients: p95 (${count} requests)`, value: p95, unit: 'ms', budget: 25 },
      { name: 'Customer list under load: failed requests', value: failures, unit: 'requests', budget: 0 },
    ];
  } finally {
    await server?.stop();
    removeDataDir(dataDir);
    await withClient(ADMIN_URL, (client) => client.query(`drop database if exists ${name} with (force)`));
  }
}
