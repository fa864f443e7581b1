import { randomUUID } from 'node:crypto';
import { ADMIN_URL, databaseUrl, withClient } from './customerList.mjs';
import { planBigQuote } from './quotePdf.mjs';
import { benchApi, benchPort, freshDataDir, registerBenchCompany, removeDataDir, startServer } from './server.mjs';

const FINALIZES = 4;
const FLOOR_SAVES = 4;
/** The largest floor the contract takes. */
const LARGEST_FLOOR = { rooms: 500, placements: 5000 };

/** Latencies of company B's customer list, one request after the other, until `done()` says stop. */
async function listLatencies(baseUrl, token, done) {
  const latencies = [];
  while (!done()) {
    const startedAt = performance.now();
    const response = await fetch(`${baseUrl}/api/customers?pageSize=10&anyText=weber`, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`customer list answered ${response.status}`);
    latencies.push(performance.now() - startedAt);
  }
  return latencies.sort((a, b) => a - b);
}

const p95 = (sorted) => sorted[Math.floor(sorted.length * 0.95)] ?? 0;

/** p95 of B's list while `work` of company A runs (at least 50 lists when idle). */
export async function listP95While(baseUrl, token, work) {
  let finished = false;
  const lists = listLatencies(baseUrl, token, () => finished);
  await work();
  finished = true;
  return p95(await lists);
}

/** Company B, whose customer list of 200 is searched while another company works; answers its access token. */
export async function neighbourWithCustomers(baseUrl) {
  const bToken = (await registerBenchCompany(baseUrl, { companyName: 'Elektro B GmbH' })).tokens.accessToken;
  const b = benchApi(baseUrl, bToken);
  const address = { street: 'Hauptstraße', houseNumber: '1', zipCode: '70173', city: 'Stuttgart' };
  for (let index = 0; index < 200; index += 1) {
    const id = randomUUID();
    await b('PUT', `/api/customers/${id}`, { id, firstName: 'Eva', lastName: index % 3 ? `Müller ${index}` : `Weber ${index}`, address, phone: '', cellphone: '', email: '' });
  }
  return bToken;
}

/** p95 of B's list while nothing else runs, at least 50 lists. */
export async function idleListP95(baseUrl, token) {
  let idleRuns = 0;
  return listP95While(baseUrl, token, async () => {
    while (idleRuns < 50) {
      idleRuns += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
}

function largestFloor(configurationId, componentIds) {
  const rooms = Array.from({ length: LARGEST_FLOOR.rooms }, (_, index) => {
    const x = (index % 25) * 80;
    const y = Math.floor(index / 25) * 80;
    return { id: randomUUID(), label: `Raum ${index + 1}`, roomType: null, points: [{ x, y }, { x: x + 70, y }, { x: x + 70, y: y + 70 }, { x, y: y + 70 }] };
  });
  const placements = Array.from({ length: LARGEST_FLOOR.placements }, (_, index) => {
    const room = rooms[index % rooms.length];
    return { id: randomUUID(), componentId: componentIds[index % componentIds.length], roomId: room.id, position: { x: room.points[0].x + 10 + (index % 5) * 10, y: room.points[0].y + 35 } };
  });
  return { id: randomUUID(), name: 'Großes Geschoss', configurationId, rooms, placedElectricalComponents: placements, connectionLines: [] };
}

/** One server: company B's list p95 idle, while A finalizes its largest quote, while A saves its largest floor. */
async function measure(label, env, port) {
  const dataDir = freshDataDir();
  let server;
  try {
    server = await startServer({ port, dataDir, env: { DEMO_COMPANY: 'false', LOG_LEVEL: 'warn', ...env } });
    const a = benchApi(server.baseUrl, (await registerBenchCompany(server.baseUrl, { companyName: 'Elektro A GmbH' })).tokens.accessToken);
    const bToken = await neighbourWithCustomers(server.baseUrl);
    const source = await planBigQuote(a);
    const copies = [];
    for (let run = 0; run < FINALIZES; run += 1) copies.push(await a('POST', `/api/electro/configurations/${source}/clone`, { name: `Kopie ${run}` }));
    const componentIds = (await a('GET', '/api/electro/components?pageSize=100')).map((component) => component.id);
    await a('POST', `/api/electro/configurations/${copies[0]}/quote`, { quoteName: 'Aufwärmen', quoteNumber: 'W-0' });

    const idle = await idleListP95(server.baseUrl, bToken);
    const finalizing = await listP95While(server.baseUrl, bToken, async () => {
      for (let run = 1; run < FINALIZES; run += 1) await a('POST', `/api/electro/configurations/${copies[run]}/quote`, { quoteName: 'Neubau', quoteNumber: `N-${run}` });
    });
    const saveDurations = [];
    const saving = await listP95While(server.baseUrl, bToken, async () => {
      for (let run = 0; run < FLOOR_SAVES; run += 1) {
        const floor = largestFloor(source, componentIds);
        const startedAt = performance.now();
        await a('PUT', `/api/electro/floors/${floor.id}`, floor);
        saveDurations.push(performance.now() - startedAt);
      }
    });
    return [
      { name: `${label}: other company's list p95 idle`, value: idle, unit: 'ms', budget: null },
      { name: `${label}: other company's list p95 while a large quote is finalized, ÷ idle`, value: finalizing / idle, unit: '×', budget: 3 },
      { name: `${label}: other company's list p95 while the largest floor is saved, ÷ idle`, value: saving / idle, unit: '×', budget: 3 },
      { name: `${label}: saving the largest floor, mean`, value: saveDurations.reduce((sum, ms) => sum + ms, 0) / saveDurations.length, unit: 'ms', budget: null },
    ];
  } finally {
    await server?.stop();
    removeDataDir(dataDir);
  }
}

/**
 * Budget: one company's heavy work (finalizing a quote of 3 floors and 600 installations with its
 * PDF, saving a floor of 500 rooms and 5 000 installations) keeps another company's list p95 under
 * 3 × its idle p95, on the embedded database and on PostgreSQL.
 */
export async function benchNoisyNeighbour() {
  const results = await measure('Embedded database', {}, benchPort(5));
  const name = `planner_bench_${randomUUID().replaceAll('-', '')}`;
  await withClient(ADMIN_URL, (client) => client.query(`create database ${name}`));
  try {
    results.push(...(await measure('PostgreSQL', { DATABASE_URL: databaseUrl(name) }, benchPort(6))));
  } finally {
    await withClient(ADMIN_URL, (client) => client.query(`drop database if exists ${name} with (force)`));
  }
  return results;
}
