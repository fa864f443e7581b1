import { randomBytes, randomUUID } from 'node:crypto';
import { ADMIN_URL, databaseUrl, withClient } from './customerList.mjs';
import { idleListP95, listP95While, neighbourWithCustomers } from './noisyNeighbour.mjs';
import { seedDesignedQuote, seedPvCompany } from './pvDesign.mjs';
import { completeCompanyData } from './quotePdf.mjs';
import { benchPort, freshDataDir, removeDataDir, startServer } from './server.mjs';

const PARTS = '/api/pv/pv-components';
const TODAY = new Date().toISOString().slice(0, 10);
const FINALIZES = 3;
const DATA_SHEET_BYTES = 1024 * 1024;

/**
 * A one-page PDF of about `bytes` bytes, as manufacturers' data sheets are: a heading and a photo
 * (here uncompressed noise, so nothing shrinks it).
 */
export function dataSheetPdf(title, bytes) {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  const content = `BT /F1 20 Tf 50 780 Td (${title} - Datenblatt) Tj ET q 400 0 0 400 100 300 cm /Im1 Do Q`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> /XObject << /Im1 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    [`<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Length ${side * side * 3} >>\nstream\n`, randomBytes(side * side * 3), '\nendstream'],
    [`<< /Length ${content.length} >>\nstream\n${content}\nendstream`],
  ];
  const parts = [Buffer.from('%PDF-1.4\n')];
  let length = parts[0].length;
  const offsets = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    for (const piece of [`${index + 1} 0 obj\n`, ...[object].flat(), '\nendobj\n']) {
      const buffer = Buffer.isBuffer(piece) ? piece : Buffer.from(piece, 'latin1');
      parts.push(buffer);
      length += buffer.length;
    }
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)].join('');
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

async function uploadDataSheet(baseUrl, accessToken, path, data, fileName) {
  const response = await fetch(`${baseUrl}${PARTS}/${path}/data-sheet?fileName=${encodeURIComponent(fileName)}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/pdf' },
    body: data,
  });
  if (!response.ok) throw new Error(`data sheet upload: ${response.status} ${await response.text()}`);
}

/** Company A: the 150-module design of `pvDesign.mjs` in 15 strings of 10 with a battery, and 1 MB data sheets of module, inverter and battery. */
async function seedPvQuotes(baseUrl, count) {
  const company = await seedPvCompany(baseUrl, 'Solar A GmbH');
  const { call, tokens, manufacturerId } = company;
  await completeCompanyData(call);
  const batteryId = randomUUID();
  await call('PUT', `${PARTS}/battery-storages/${batteryId}`, {
    batteryStorage: { id: batteryId, name: 'Speicher 15 kWh', description: '', price: 890_000, manufacturerId, usableCapacity: 15.36 },
    priceValidFrom: TODAY,
  });
  const sheets = [
    [`pv-modules/${company.moduleId}`, 'Solarwerk Black 400'],
    [`inverters/${company.inverterId}`, 'Hybrid 15'],
    [`battery-storages/${batteryId}`, 'Speicher 15 kWh'],
  ];
  for (const [path, title] of sheets) await uploadDataSheet(baseUrl, tokens.accessToken, path, dataSheetPdf(title, DATA_SHEET_BYTES), `${title}.pdf`);
  const quotes = [];
  for (let index = 0; index < count; index += 1) {
    quotes.push(await seedDesignedQuote(company, { batteryId, economics: { consumptionKwh: 18_000, selfConsumptionOverridePercent: null } }, 10));
  }
  return { call, tokens, quotes };
}

/** One server: finalizing A's PV quotes one after the other, and B's list p95 meanwhile against its idle p95. */
async function measure(label, env, port) {
  const dataDir = freshDataDir();
  let server;
  try {
    server = await startServer({ port, dataDir, page: false, env: { DEMO_COMPANY: 'false', LOG_LEVEL: 'warn', ...env } });
    const bToken = await neighbourWithCustomers(server.baseUrl);
    const { call, tokens, quotes } = await seedPvQuotes(server.baseUrl, FINALIZES + 1);
    if (quotes[0].modules !== 150) throw new Error(`the design has ${quotes[0].modules} modules`);
    const finalize = async (quote, number) => {
      const startedAt = performance.now();
      const frozen = await call('POST', `/api/electro/configurations/${quote.quote.id}/quote`, { quoteName: 'PV-Anlage 60 kWp', quoteNumber: number });
      const ms = performance.now() - startedAt;
      const sheets = Object.values(frozen.pv?.pages?.inverters ?? {}).length + (frozen.pv?.pages?.module ? 1 : 0) + (frozen.pv?.pages?.battery ? 1 : 0);
      if (sheets !== 3) throw new Error(`the finalized quote names ${sheets} parts with data sheets`);
      return ms;
    };
    await finalize(quotes[0], 'PV-0');

    const idle = await idleListP95(server.baseUrl, bToken);
    const durations = [];
    const finalizing = await listP95While(server.baseUrl, bToken, async () => {
      for (let run = 1; run <= FINALIZES; run += 1) durations.push(await finalize(quotes[run], `PV-${run}`));
    });
    const pdf = await fetch(`${server.baseUrl}/api/electro/configurations/${quotes[1].quote.id}/quote/pdf`, { headers: { authorization: `Bearer ${tokens.accessToken}` } });
    const pdfBytes = (await pdf.arrayBuffer()).byteLength;
    if (!pdf.ok || pdfBytes < 3 * DATA_SHEET_BYTES) throw new Error(`the quote PDF answered ${pdf.status} with ${pdfBytes} bytes, without its data sheets`);
    return [
      { name: `${label}: finalizing a PV quote of 150 modules with three 1 MB data sheets, slowest of ${FINALIZES} (${durations.map((ms) => ms.toFixed(0)).join(', ')} ms)`, value: Math.max(...durations), unit: 'ms', budget: 2000 },
      { name: `${label}: size of that quote's PDF`, value: pdfBytes / 1024 / 1024, unit: 'MiB', budget: null },
      { name: `${label}: other company's list p95 idle`, value: idle, unit: 'ms', budget: null },
      { name: `${label}: other company's list p95 while PV quotes are finalized, ÷ idle`, value: finalizing / idle, unit: '×', budget: 3 },
    ];
  } finally {
    await server?.stop();
    removeDataDir(dataDir);
  }
}

/**
 * Budget (issue 31): finalizing a PV quote of 150 modules whose module, inverter and battery each
 * have a 1 MB data sheet (frozen copies, PV pages and the sheets appended to the PDF) takes under
 * 2 s, and another company's list p95 meanwhile stays under 3 × its idle p95, on the embedded
 * database and on PostgreSQL.
 */
export async function benchPvFinalize() {
  const results = await measure('PV finalize, embedded database', {}, benchPort(8));
  const name = `planner_bench_${randomUUID().replaceAll('-', '')}`;
  await withClient(ADMIN_URL, (client) => client.query(`create database ${name}`));
  try {
    results.push(...(await measure('PV finalize, PostgreSQL', { DATABASE_URL: databaseUrl(name) }, benchPort(9))));
  } finally {
    await withClient(ADMIN_URL, (client) => client.query(`drop database if exists ${name} with (force)`));
  }
  return results;
}
