import { randomBytes, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { ADMIN_URL, databaseUrl, vacuumed, withClient } from './customerList.mjs';
import { CLIENTS, drive, MIX, requestOf, send, setUp } from './rawBaseline.mjs';
import { startNginx, nginxAvailable } from './nginx.mjs';
import { cpuPerRequest, cpuSnapshot } from './processCpu.mjs';
import { startProxy } from './proxy.mjs';
import { benchApi, benchPort, freshDataDir, registerBenchCompany, removeDataDir, startServer } from './server.mjs';

const RUNS = Number(process.env.BENCH_MIX_RUNS ?? 2);
/** The paced rounds offer these shares of what one process carried in the same run's first round. */
const PACED_SHARES = [0.5, 0.9];
/** nginx with the README's configuration where the machine has it; `BENCH_PROXY=node` takes the bench's own. */
const PROXY = process.env.BENCH_PROXY ?? (nginxAvailable() ? 'nginx' : 'node');

const startReverseProxy = (port, upstreams) => (PROXY === 'nginx' ? startNginx(port, upstreams) : startProxy(port, upstreams));

/**
 * The mixed load of the raw baseline through `target`, counting what a client notices: answers
 * by status, requests that got no answer, and the ids of the customers whose creation answered 200.
 */
async function mixThrough(target, token, setups, pace = {}) {
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
  }, pace);
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

const cpuFigures = (cpu) =>
  `server processes ${cpu.servers.filter((ms) => ms >= 0.05).map((ms) => ms.toFixed(2)).join(' + ')} ms, proxy ${cpu.proxy.toFixed(2)} ms, PostgreSQL ${cpu.postgres.toFixed(2)} ms; machine idle ${cpu.idlePercent.toFixed(0)} %`;

/**
 * One round of the load through one setup: its figures, the CPU each part spent per request, and
 * the customers created counted in the database: every creation answered 200 is there once,
 * nothing else was stored, no answer was 5xx or missing.
 */
async function round(url, { what, target, pids }, token, setups, { label, pace = {} }) {
  await vacuumed(url);
  const before = await countCustomers(url, []);
  const cpuBefore = cpuSnapshot(pids);
  const load = await mixThrough(target, token, setups, pace);
  const cpu = cpuPerRequest(cpuBefore, cpuSnapshot(pids), load.count);
  const after = await countCustomers(url, load.created);
  const serverErrors = [...load.statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
  const answers = [...load.statuses].map(([status, count]) => `${count}×${status}`).join(', ');
  const stored = after.all - before.all;
  const exact = load.failures === 0 && load.unanswered === 0 && serverErrors === 0 && after.listed === load.created.size && stored === load.created.size;
  const results = [
    { name: `Scaling, ${what}, ${label}: requests per second (${answers}; ${load.unanswered} unanswered)`, value: load.perSecond, unit: 'req/s', budget: null },
    { name: `Scaling, ${what}, ${label}: p95`, value: load.p95, unit: 'ms', budget: null },
    // Budget 0: customers created but not stored, stored twice or without a 200, plus 5xx and missing answers.
    { name: `Scaling, ${what}, ${label}: lost or doubled (${load.created.size} customers created, ${after.listed} of them stored, ${stored} stored in all)`, value: exact ? 0 : Math.abs(stored - load.created.size) + (load.created.size - after.listed) + serverErrors + load.unanswered + load.failures, unit: 'requests', budget: 0 },
  ];
  if (cpu) results.push({ name: `Scaling, ${what}, ${label}: CPU per request, all parts (${cpuFigures(cpu)})`, value: cpu.servers.reduce((sum, ms) => sum + ms, 0) + cpu.proxy + cpu.postgres, unit: 'ms', budget: null });
  return { results, figures: { what, perSecond: load.perSecond, p95: load.p95 } };
}

const sideBySideFigures = (figures) => figures.map(({ what, perSecond, p95 }) => `${what} ${perSecond.toFixed(0)} req/s, p95 ${p95.toFixed(0)} ms`).join(' | ');

/**
 * Scaling on PostgreSQL: the raw baseline's mixed load against one server process directly, the
 * same process behind a reverse proxy (the proxy's own cost), and two processes behind it,
 * interleaved, `RUNS` times: first as fast as each setup answers, then paced at shares of what
 * one process carried, where the p95s tell whether two processes answer later than one.
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
    proxies.push(await startReverseProxy(benchPort(2), [servers[0].baseUrl]));
    proxies.push(await startReverseProxy(benchPort(3), servers.map((server) => server.baseUrl)));
    const proxyName = PROXY === 'nginx' ? 'nginx' : 'the Node proxy';
    const serverPids = servers.map((server) => server.pid);
    const setupsInOrder = [
      { what: '1 process', target: servers[0], pids: { servers: serverPids } },
      { what: `1 process behind ${proxyName}`, target: proxies[0], pids: { servers: serverPids, proxy: proxies[0].pid } },
      { what: `2 processes behind ${proxyName}`, target: proxies[1], pids: { servers: serverPids, proxy: proxies[1].pid } },
    ];
    for (const server of servers) await mixThrough(server, accessToken, setups); // warm-up of each process
    const results = [];
    const url = databaseUrl(name);
    for (let run = 1; run <= RUNS; run += 1) {
      const label = `run ${run}/${RUNS}, ${CLIENTS} clients, ${MIX.length}-request mix`;
      // Every round leaves more customers behind: every other run takes the setups in the reverse
      // order, so that none is always measured on the largest table.
      const order = run % 2 === 1 ? setupsInOrder : [...setupsInOrder].reverse();
      const inOrder = async (pace, roundLabel) => {
        const figures = new Map();
        for (const setup of order) {
          const measured = await round(url, setup, accessToken, setups, { label: roundLabel, pace });
          results.push(...measured.results);
          figures.set(setup, measured.figures);
        }
        return setupsInOrder.map((setup) => figures.get(setup));
      };
      const carried = await inOrder(undefined, `${label}, as fast as answered`);
      const [one, oneBehind, two] = carried;
      results.push(
        { name: `Scaling, run ${run}/${RUNS} side by side: ${sideBySideFigures(carried)}; 2 processes against 1`, value: two.perSecond / one.perSecond, unit: '×', budget: null },
        { name: `Scaling, run ${run}/${RUNS}: 2 processes against 1 behind ${proxyName}`, value: two.perSecond / oneBehind.perSecond, unit: '×', budget: null },
      );
      for (const share of PACED_SHARES) {
        const perSecond = Math.round(one.perSecond * share);
        const pacedLabel = `${label}, paced at ${perSecond} req/s (${Math.round(share * 100)} % of 1 process)`;
        const paced = await inOrder({ perSecond }, pacedLabel);
        // Below the value 1, two processes answer sooner than one at the same load.
        results.push({ name: `Scaling, run ${run}/${RUNS} paced at ${perSecond} req/s side by side: ${sideBySideFigures(paced)}; p95 of 2 processes against 1`, value: paced[2].p95 / paced[0].p95, unit: '×', budget: null });
      }
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
