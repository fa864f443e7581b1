import { randomBytes, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { ADMIN_URL, databaseUrl, withClient } from './customerList.mjs';
import { CLIENTS, drive, MIX, requestOf, send, setUp } from './rawBaseline.mjs';
import { startProxy } from './proxy.mjs';
import { benchApi, benchPort, freshDataDir, registerBenchCompany, removeDataDir, startServer } from './server.mjs';

const RUNS = Number(process.env.BENCH_MIX_RUNS ?? 2);

/**
 * The mixed load of the raw baseline through `target`, counting what a client notices: answers
 * by status, requests that got no answer, and the ids of the customers whose creation answered 200.
 */
async function mixThrough(target, token, setups) {
  const statuses = new Map();
  const created = new Set();
  let unanswered = 0;
  const figures = await drive(async (client, n) => {
    const request = requestOf(MIX[n % MIX.length], setups[client]);
    let status;
    try {
      status = await send(target.baseUrl, token, request);
    } catch {
      unanswered += 1;
      return false;
    }
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (status === 200) for (const id of request.fresh ?? []) created.add(id);
    return status === 200;
  });
  return { ...figures, statuses, created, unanswered };
}

/** Customers of the load ('Neu …') in the database: all of them, and those among `ids`. */
async function countCustomers(url, ids) {
  return withClient(url, async (client) => {
    const all = await client.query(`select count(*)::int as n from customers where last_name like 'Neu %'`);
    const listed = await client.query('select count(*)::int as n from customers where id = any($1::uuid[])', [[...ids]]);
    return { all: all.rows[0].n, listed: listed.rows[0].n };
  });
}

/**
 * Scaling on PostgreSQL: the raw baseline's mixed load against one server process directly, the
 * same process behind the bench's reverse proxy (the proxy's own cost), and two processes behind
 * it, interleaved, `RUNS` times. After each run the customers created are counted in the
 * database: every creation answered 200 is there once, nothing else was stored, no answer was 5xx
 * or missing.
 */
export async function benchScaling() {
  const name = `planner_bench_${randomUUID().replaceAll('-', '')}`;
  await withClient(ADMIN_URL, (client) => client.query(`create database ${name}`));
  const dataDirs = [freshDataDir(), freshDataDir()];
  const env = { DEMO_COMPANY: 'false', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl(name), JWT_SECRET: randomBytes(32).toString('hex'), TRUST_PROXY: 'true' };
  const servers = [];
  const proxies = [];
  try {
    servers.push(await startServer({ port: benchPort(0), dataDir: dataDirs[0], env, page: false }));
    servers.push(await startServer({ port: benchPort(1), dataDir: dataDirs[1], env, page: false }));
    const { tokens: { accessToken } } = await registerBenchCompany(servers[0].baseUrl);
    const setups = await setUp(benchApi(servers[0].baseUrl, accessToken));
    proxies.push(await startProxy(benchPort(2), [servers[0].baseUrl]));
    proxies.push(await startProxy(benchPort(3), servers.map((server) => server.baseUrl)));
    const setupsByLabel = [
      ['1 process', servers[0]],
      ['1 process behind the proxy', proxies[0]],
      ['2 processes behind the proxy', proxies[1]],
    ];
    for (const server of servers) await mixThrough(server, accessToken, setups); // warm-up of each process
    const results = [];
    const label = `${CLIENTS} clients, ${MIX.length}-request mix`;
    for (let run = 1; run <= RUNS; run += 1) {
      const sideBySide = [];
      for (const [what, target] of setupsByLabel) {
        const before = await countCustomers(databaseUrl(name), []);
        const load = await mixThrough(target, accessToken, setups);
        const after = await countCustomers(databaseUrl(name), load.created);
        const serverErrors = [...load.statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
        const answers = [...load.statuses].map(([status, count]) => `${count}×${status}`).join(', ');
        const stored = after.all - before.all;
        sideBySide.push({ what, perSecond: load.perSecond, p95: load.p95 });
        const exact = load.failures === 0 && load.unanswered === 0 && serverErrors === 0 && after.listed === load.created.size && stored === load.created.size;
        results.push(
          { name: `Scaling, ${what}, run ${run}/${RUNS}, ${label}: requests per second (${answers}; ${load.unanswered} unanswered)`, value: load.perSecond, unit: 'req/s', budget: null },
          { name: `Scaling, ${what}, run ${run}/${RUNS}, ${label}: p95`, value: load.p95, unit: 'ms', budget: null },
          // Budget 0: customers created but not stored, stored twice or without a 200, plus 5xx and missing answers.
          { name: `Scaling, ${what}, run ${run}/${RUNS}: lost or doubled (${load.created.size} customers created, ${after.listed} of them stored, ${stored} stored in all)`, value: exact ? 0 : Math.abs(stored - load.created.size) + (load.created.size - after.listed) + serverErrors + load.unanswered + load.failures, unit: 'requests', budget: 0 },
        );
      }
      // The setups of one run next to each other; the value is the throughput of two processes over one.
      const figures = sideBySide.map(({ what, perSecond, p95 }) => `${what} ${perSecond.toFixed(0)} req/s, p95 ${p95.toFixed(0)} ms`).join(' | ');
      results.push({ name: `Scaling, run ${run}/${RUNS} side by side: ${figures}; 2 processes against 1`, value: sideBySide[2].perSecond / sideBySide[0].perSecond, unit: '×', budget: null });
    }
    // The figures depend on what else the 2 cores do; the load average tells a quiet run from a busy one.
    results.push({ name: 'Scaling: load average of the machine over the last minute, at the end', value: loadavg()[0], unit: 'processes', budget: null });
    return results;
  } finally {
    for (const proxy of proxies) await proxy.stop();
    for (const server of servers) await server.stop();
    for (const dir of dataDirs) removeDataDir(dir);
    await withClient(ADMIN_URL, (client) => client.query(`drop database if exists ${name} with (force)`));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { name, value, unit } of await benchScaling()) console.log(`info ${name}: ${value.toFixed(unit === '×' ? 2 : 1)} ${unit}`);
}
