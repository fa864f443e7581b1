import { randomUUID } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { ADMIN_URL, databaseUrl, vacuumed, withClient } from './customerList.mjs';
import { dataUrl, png } from './quotePdf.mjs';
import { benchApi, benchPort, freshDataDir, registerBenchCompany, removeDataDir, startServer } from './server.mjs';
import { startWireRecorder } from './wireRecorder.mjs';

export const CLIENTS = 16;
const DURATION_MS = Number(process.env.BENCH_MIX_MS ?? 10_000);
const RUNS = Number(process.env.BENCH_MIX_RUNS ?? 2);
/** The server's connection pool (packages/server/src/db/database.ts); the raw clients get the same. */
const POOL_SIZE = 10;
const TODAY = new Date().toISOString().slice(0, 10);

/**
 * The product's mixed load per client, about 30 % writes: lists, a floor read, a quote preview,
 * a floor save and a new customer. Each client works on a project and floor of its own.
 */
export const MIX = ['customers', 'projects', 'floor', 'preview', 'customers', 'floorSave', 'newCustomer'];

export function requestOf(kind, setup) {
  const { configurationId, floor } = setup;
  switch (kind) {
    case 'customers':
      return { method: 'GET', path: '/api/customers?pageSize=10' };
    case 'projects':
      return { method: 'GET', path: '/api/electro/projects?pageSize=10' };
    case 'floor':
      return { method: 'GET', path: `/api/electro/floors/${floor.id}` };
    case 'preview':
      return { method: 'GET', path: `/api/electro/configurations/${configurationId}/quote/preview` };
    case 'floorSave':
      return { method: 'PUT', path: `/api/electro/floors/${floor.id}`, body: floor };
    case 'newCustomer': {
      const id = randomUUID();
      const address = { street: 'Lindenweg', houseNumber: '3', zipCode: '70173', city: 'Stuttgart' };
      return { method: 'PUT', path: `/api/customers/${id}`, body: { id, firstName: 'Eva', lastName: `Neu ${id.slice(0, 6)}`, address, phone: '', cellphone: '', email: '' }, fresh: [id] };
    }
    default:
      throw new Error(kind);
  }
}

/** Components, then per client a customer, jobsite, project and a floor of 12 rooms with 36 installations. */
export async function setUp(call) {
  const components = [];
  for (const [index, label] of ['Steckdose', 'Ausschalter', 'Deckenauslass'].entries()) {
    const id = randomUUID();
    const icon = dataUrl(png(32, 32, (x, y) => Math.abs(Math.hypot(x - 16, y - 16) - 6 - index) < 2));
    await call('PUT', `/api/electro/components/${id}`, { component: { id, label, price: 3_900 + index * 700, icon, tags: { tags: [] }, coverKind: 'Outlet' }, priceValidFrom: TODAY });
    components.push(id);
  }
  const setups = [];
  for (let client = 0; client < CLIENTS; client += 1) {
    const [customerId, jobsiteId, projectId, configurationId] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const address = { street: 'Gartenstraße', houseNumber: String(client + 1), zipCode: '70173', city: 'Stuttgart' };
    await call('PUT', `/api/customers/${customerId}`, { id: customerId, firstName: 'Jonas', lastName: `Weber ${client}`, address, phone: '', cellphone: '', email: '' });
    await call('PUT', `/api/jobsites/${jobsiteId}`, { jobsite: { id: jobsiteId, customerId, location: address, buildingType: 'SingleFamilyHouse', comment: '' } });
    await call('PUT', `/api/electro/projects/${projectId}`, { id: projectId, name: `Weber ${client}`, jobsiteId, propertyDeveloperType: { type: 'PrivateConstruction' }, favoriteConfigurationId: configurationId });
    const rooms = Array.from({ length: 12 }, (_, index) => {
      const x = (index % 4) * 100;
      const y = Math.floor(index / 4) * 100;
      return { id: randomUUID(), label: `Raum ${index + 1}`, roomType: null, points: [{ x, y }, { x: x + 90, y }, { x: x + 90, y: y + 90 }, { x, y: y + 90 }] };
    });
    const placements = Array.from({ length: 36 }, (_, index) => ({
      id: randomUUID(),
      componentId: components[index % components.length],
      roomId: rooms[index % rooms.length].id,
      position: { x: rooms[index % rooms.length].points[0].x + 10 + (index % 3) * 20, y: rooms[index % rooms.length].points[0].y + 40 },
    }));
    const floor = { id: randomUUID(), name: 'Erdgeschoss', configurationId, rooms, placedElectricalComponents: placements, connectionLines: [] };
    await call('PUT', `/api/electro/floors/${floor.id}`, floor);
    setups.push({ configurationId, floor });
  }
  return setups;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

export function send(baseUrl, token, { method, path, body }) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(`${baseUrl}${path}`, {
      method,
      agent,
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip', ...(payload ? { 'content-type': 'application/json' } : {}) },
    }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode));
    });
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * `CLIENTS` clients each running `one(client, n)` for `DURATION_MS`: throughput, p95 and failures.
 * Without `perSecond` each client sends its next request when the last one answered (the load
 * the server can carry). With it, the clients together offer `perSecond` requests a second on a
 * fixed schedule, and a request's time counts from its slot, so that a late answer also delays
 * the next.
 */
export async function drive(one, { perSecond } = {}) {
  const latencies = [];
  let failures = 0;
  const startedAt = performance.now();
  const deadline = startedAt + DURATION_MS;
  const interval = perSecond ? (CLIENTS / perSecond) * 1000 : 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      let slot = startedAt + (interval * client) / CLIENTS;
      for (let n = client; slot < deadline; n += 1) {
        const wait = slot - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const sentAt = perSecond ? slot : performance.now();
        if (!(await one(client, n))) failures += 1;
        latencies.push(performance.now() - sentAt);
        slot = perSecond ? slot + interval : performance.now();
      }
    }),
  );
  const elapsed = performance.now() - startedAt;
  latencies.sort((a, b) => a - b);
  return { perSecond: (latencies.length / elapsed) * 1000, p95: latencies[Math.floor(latencies.length * 0.95)] ?? 0, count: latencies.length, failures };
}

const throughServer = (baseUrl, token, setups) =>
  drive(async (client, n) => {
    const status = await send(baseUrl, token, requestOf(MIX[n % MIX.length], setups[client]));
    return status === 200;
  });

/** The job queue's schema (`JOB_SCHEMA` in packages/server/src/jobs/jobQueue.ts). */
const JOB_QUEUE_SCHEMA = 'pgboss';

/** The statements of one request as the server sent them, recorded through the wire recorder. */
async function record(recorder, baseUrl, token, request) {
  recorder.record = [];
  const status = await send(baseUrl, token, request);
  // The job queue polls on the server's connections in the background; its statements are not the request's.
  const statements = recorder.record.filter((statement) => !statement.text.includes(JOB_QUEUE_SCHEMA));
  recorder.record = null;
  if (status !== 200) throw new Error(`${request.method} ${request.path} answered ${status} while recording`);
  return { statements, fresh: request.fresh ?? [] };
}

/** Statements in the transactions they ran in: from a `begin` to its `commit`, or one alone. */
function transactionsOf(statements) {
  const transactions = [];
  let open = null;
  for (const statement of statements) {
    if (/^\s*begin\b/i.test(statement.text)) open = [];
    if (open) open.push(statement);
    else transactions.push([statement]);
    if (open && /^\s*(commit|rollback)\b/i.test(statement.text)) {
      transactions.push(open);
      open = null;
    }
  }
  if (open) transactions.push(open);
  return transactions;
}

/**
 * Sends a recorded request's statements again through `pg`, in the same transactions (each on
 * one pooled connection) with the same tenant settings. Values the database handed out (revision
 * numbers) are replaced by what it hands out now, and ids the client made up by new ones.
 */
async function replay(pool, recorded) {
  const mapped = new Map(recorded.fresh.map((id) => [id, randomUUID()]));
  for (const transaction of transactionsOf(recorded.statements)) {
    const client = await pool.connect();
    try {
      for (const statement of transaction) {
        const values = statement.values.map((value) => (mapped.has(value) ? mapped.get(value) : value));
        const result = statement.simple ? await client.query(statement.text) : await client.query({ text: statement.text, values, rowMode: 'array' });
        const last = Array.isArray(result) ? result.at(-1) : result;
        last.fields.forEach((field, index) => {
          if (!/revision$/.test(field.name) || !(field.name in statement.row)) return;
          const now = last.rows[0]?.[Array.isArray(last.rows[0]) ? index : field.name];
          if (now !== undefined && now !== null) mapped.set(statement.row[field.name], String(now));
        });
      }
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }
}

/**
 * The mixed load once through the server and once as the identical statements straight through
 * `pg`, one after the other on the same database, `RUNS` times: throughputs, p95s and their ratio.
 */
export async function benchRawBaseline() {
  const name = `planner_bench_${randomUUID().replaceAll('-', '')}`;
  await withClient(ADMIN_URL, (client) => client.query(`create database ${name}`));
  const target = new URL(ADMIN_URL);
  const wire = await startWireRecorder({ host: target.hostname, port: Number(target.port || 5432) });
  const viaRecorder = new URL(databaseUrl(name));
  viaRecorder.hostname = '127.0.0.1';
  viaRecorder.port = String(wire.port);
  const dataDir = freshDataDir();
  const env = { DEMO_COMPANY: 'false', LOG_LEVEL: 'warn' };
  let server;
  const pool = new pg.Pool({ connectionString: databaseUrl(name), max: POOL_SIZE });
  // `end()` answers before its connections are closed; the database's drop below ends those left.
  pool.on('error', () => {});
  try {
    // Recording: the server talks to PostgreSQL through the recorder, one request at a time.
    server = await startServer({ port: benchPort(0), dataDir, env: { ...env, DATABASE_URL: viaRecorder.toString() }, page: false });
    const { tokens: { accessToken } } = await registerBenchCompany(server.baseUrl);
    const setups = await setUp(benchApi(server.baseUrl, accessToken));
    for (const setup of setups) for (const kind of MIX) await send(server.baseUrl, accessToken, requestOf(kind, setup)); // warm-up
    const recorded = [];
    for (const setup of setups) {
      const kinds = [];
      for (const kind of MIX) kinds.push(await record(wire.recorder, server.baseUrl, accessToken, requestOf(kind, setup)));
      recorded.push(kinds);
    }
    const perKind = Object.fromEntries(MIX.map((kind, index) => [kind, recorded[0][index].statements.length]));
    await server.stop();
    // Measuring: the server straight on PostgreSQL, against the recorded statements straight through pg.
    server = await startServer({ port: benchPort(0), dataDir, env: { ...env, DATABASE_URL: databaseUrl(name) }, page: false });
    await throughServer(server.baseUrl, accessToken, setups); // warm-up
    const results = [];
    for (let run = 1; run <= RUNS; run += 1) {
      await vacuumed(databaseUrl(name));
      const viaServer = await throughServer(server.baseUrl, accessToken, setups);
      await vacuumed(databaseUrl(name));
      const raw = await drive(async (client, n) => {
        await replay(pool, recorded[client][n % MIX.length]);
        return true;
      });
      const label = `run ${run}/${RUNS}, ${CLIENTS} clients, ${MIX.length}-request mix`;
      results.push(
        { name: `Mixed load through the server, ${label}: requests per second (${viaServer.count}, ${viaServer.failures} failed)`, value: viaServer.perSecond, unit: 'req/s', budget: null },
        { name: `Mixed load through the server, ${label}: p95`, value: viaServer.p95, unit: 'ms', budget: null },
        { name: `Same statements straight through pg, ${label}: requests per second (${raw.count})`, value: raw.perSecond, unit: 'req/s', budget: null },
        { name: `Same statements straight through pg, ${label}: p95`, value: raw.p95, unit: 'ms', budget: null },
        { name: `Server throughput / raw throughput, ${label}`, value: viaServer.perSecond / raw.perSecond, unit: '×', budget: null },
      );
    }
    results.push({ name: `Statements per request kind (${Object.entries(perKind).map(([kind, count]) => `${kind} ${count}`).join(', ')})`, value: Object.values(perKind).reduce((a, b) => a + b, 0) / MIX.length, unit: 'statements', budget: null });
    return results;
  } finally {
    await server?.stop();
    await pool.end();
    await wire.close();
    removeDataDir(dataDir);
    await withClient(ADMIN_URL, (client) => client.query(`drop database if exists ${name} with (force)`));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { name, value, unit } of await benchRawBaseline()) console.log(`info ${name}: ${value.toFixed(unit === '×' ? 2 : 1)} ${unit}`);
}
