import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { listLatencies, p95 } from './noisyNeighbour.mjs';
import { benchApi, benchPort, freshDataDir, registerBenchCompany, removeDataDir, startServer } from './server.mjs';

/** `BENCH_DATANORM_ARTICLES` sets another size, e.g. to see whether memory grows with the file. */
const ARTICLES = Number(process.env.BENCH_DATANORM_ARTICLES ?? 100_000);
const IMPORTS = '/api/electro/datanorm-imports';
const GROUPS = ['KAB', 'KAN', 'LEU', 'SCH', 'INS'];

/**
 * A DATANORM 5 article file in ISO-8859-1 as a wholesaler sends it: the V record, and per article
 * an A record (number, two short texts, unit, price flag, price unit, price in cents, discount and
 * article group) and a T long-text record every tenth article, with umlauts, 'ß' and '²'.
 */
export function datanormFive(count) {
  const lines = ['V;050;A;20260301;EUR;Elektro-Großhandel Süd GmbH;Preisliste;'];
  for (let index = 0; index < count; index += 1) {
    const number = String(2_000_000 + index);
    const group = GROUPS[index % GROUPS.length];
    lines.push(`A;N;${number};Artikel ${number} Größe ${index % 40};NYM-J 3x1,5 mm²;Stck;1;1;${100 + (index % 9_000)};R${index % 7};${group};;`);
    if (index % 10 === 0) lines.push(`T;N;${number};;1;0;Langtext für Artikel ${number}, weiß;;;;`);
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1');
}

/** The resident set of a process now and at its peak so far (Linux `/proc`), in MB. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

async function settled(a, id, until) {
  for (;;) {
    const found = await a('GET', `${IMPORTS}/${id}`);
    if (until.includes(found.status)) return found;
    if (['Failed', 'Cancelled'].includes(found.status)) throw new Error(`import ${found.status}: ${found.error}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Budget: importing 100 000 DATANORM 5 articles, from the upload through the preview to the last
 * article written, under 60 s on the embedded database, with the server's peak resident memory
 * reported (flat: it streams and writes 500 records per transaction), and another company's list
 * p95 within 3 × its idle p95 meanwhile.
 */
export async function benchDatanorm() {
  const dataDir = freshDataDir();
  let server;
  try {
    server = await startServer({ port: benchPort(8), dataDir, page: false, env: { DEMO_COMPANY: 'false', LOG_LEVEL: 'warn' } });
    const aToken = (await registerBenchCompany(server.baseUrl, { companyName: 'Elektro A GmbH' })).tokens.accessToken;
    const a = benchApi(server.baseUrl, aToken);
    const bToken = (await registerBenchCompany(server.baseUrl, { companyName: 'Elektro B GmbH' })).tokens.accessToken;
    const b = benchApi(server.baseUrl, bToken);
    const address = { street: 'Hauptstraße', houseNumber: '1', zipCode: '70173', city: 'Stuttgart' };
    for (let index = 0; index < 100; index += 1) {
      const id = randomUUID();
      await b('PUT', `/api/customers/${id}`, { id, firstName: 'Eva', lastName: index % 3 ? `Müller ${index}` : `Weber ${index}`, address, phone: '', cellphone: '', email: '' });
    }
    const file = datanormFive(ARTICLES);

    let idleRuns = 0;
    let finished = false;
    const idleLists = listLatencies(server.baseUrl, bToken, () => finished);
    while (idleRuns < 50) {
      idleRuns += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    finished = true;
    const idle = p95(await idleLists);

    const before = memoryOf(server.pid);
    let importing = true;
    const busyLists = listLatencies(server.baseUrl, bToken, () => !importing);
    const startedAt = performance.now();
    const uploaded = await fetch(`${server.baseUrl}${IMPORTS}?fileName=DATANORM.001`, {
      method: 'POST',
      headers: { authorization: `Bearer ${aToken}`, 'content-type': 'application/octet-stream' },
      body: file,
    });
    if (!uploaded.ok) throw new Error(`upload answered ${uploaded.status} ${await uploaded.text()}`);
    const { id } = (await uploaded.json()).data;
    const preview = await settled(a, id, ['Preview']);
    const previewMs = performance.now() - startedAt;
    const groups = preview.groups.map((group) => ({ supplier: group.supplier, articleGroup: group.articleGroup, target: 'Component' }));
    await a('POST', `${IMPORTS}/${id}/confirm`, { groups });
    const imported = await settled(a, id, ['Imported']);
    const totalMs = performance.now() - startedAt;
    importing = false;
    const during = p95(await busyLists);
    const after = memoryOf(server.pid);
    if (preview.counts.new !== ARTICLES) throw new Error(`preview counted ${preview.counts.new} new articles of ${ARTICLES}`);
    const listed = await fetch(`${server.baseUrl}/api/electro/components?pageSize=1`, { headers: { authorization: `Bearer ${aToken}` } });
    const stored = (await listed.json()).paginationInfo.totalElementsCount;
    if (stored < ARTICLES) throw new Error(`only ${stored} of ${ARTICLES} articles stored (${imported.status})`);

    return [
      { name: `DATANORM import of ${ARTICLES} articles (${(file.length / 1e6).toFixed(1)} MB): upload to preview`, value: previewMs, unit: 'ms', budget: null },
      { name: `DATANORM import of ${ARTICLES} articles: upload to the last article written`, value: totalMs / 1000, unit: 's', budget: 60 },
      { name: 'DATANORM import: server resident memory before', value: before.rssMb, unit: 'MB', budget: null },
      { name: 'DATANORM import: server peak resident memory (VmHWM)', value: after.peakMb, unit: 'MB', budget: null },
      { name: 'DATANORM import: other company\'s list p95 idle', value: idle, unit: 'ms', budget: null },
      { name: 'DATANORM import: other company\'s list p95 during the import, ÷ idle', value: during / idle, unit: '×', budget: 3 },
    ];
  } finally {
    await server?.stop();
    removeDataDir(dataDir);
  }
}
