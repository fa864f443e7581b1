import { randomUUID } from 'node:crypto';
import { PNG } from 'pngjs';
import { benchApi, benchPort, freshDataDir, removeDataDir, registerBenchCompany, startServer } from './server.mjs';

const FLOORS = 3;
const ROOMS = 40;
const INSTALLATIONS = 600;
const RUNS = 5;
const PLAN = { width: 2400, height: 1600, margin: 100 };
const TODAY = new Date().toISOString().slice(0, 10);

/** An RGBA PNG (as browsers render uploaded plans) with pixels from `ink(x, y)` (true: dark). */
export function png(width, height, ink) {
  const image = new PNG({ width, height });
  image.data = Buffer.alloc(width * height * 4, 255);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) if (ink(x, y)) image.data.fill(40, (y * width + x) * 4, (y * width + x) * 4 + 3);
  }
  return PNG.sync.write(image);
}

export const dataUrl = (bytes) => `data:image/png;base64,${bytes.toString('base64')}`;

/** The company data a quote needs (address, contact, bank, legal information). */
export async function completeCompanyData(call) {
  await call('PUT', '/api/electro/tenant-information', {
    name: 'Elektro Bench GmbH',
    address: { street: 'Industriestraße', houseNumber: '14', zipCode: '70565', city: 'Stuttgart' },
    contactInformation: { mail: 'info@bench.de', phone: '0711 987654-0', url: 'https://bench.de', fax: '' },
    bankInformation: { name: 'BW-Bank', iban: 'DE89370400440532013000', bic: 'SOLADEST600' },
    legalInformation: { director: 'Bea Bench', taxId: 'DE123456789', registerCourt: 'Amtsgericht Stuttgart', registrationNumber: 'HRB 1' },
  });
}

/** Company data, six components with icons, a customer's project and its configuration of 3 floors, 40 rooms, 600 installations. */
export async function planBigQuote(call) {
  await completeCompanyData(call);
  const labels = ['Steckdose', 'Doppelsteckdose', 'Ausschalter', 'Deckenauslass', 'Rauchwarnmelder', 'Netzwerkdose'];
  const components = [];
  for (const [index, label] of labels.entries()) {
    const id = randomUUID();
    const icon = dataUrl(png(64, 64, (x, y) => Math.abs(Math.hypot(x - 32, y - 32) - 12 - index * 2) < 2));
    await call('PUT', `/api/electro/components/${id}`, { component: { id, label, price: 3_900 + index * 700, icon, tags: { tags: [] }, coverKind: 'Outlet' }, priceValidFrom: TODAY });
    components.push(id);
  }
  const [customerId, jobsiteId, projectId, configurationId] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const address = { street: 'Gartenstraße', houseNumber: '12', zipCode: '70173', city: 'Stuttgart' };
  await call('PUT', `/api/customers/${customerId}`, { id: customerId, firstName: 'Jonas', lastName: 'Weber', address, phone: '', cellphone: '', email: '' });
  await call('PUT', `/api/jobsites/${jobsiteId}`, { jobsite: { id: jobsiteId, customerId, location: address, buildingType: 'SingleFamilyHouse', comment: '' } });
  await call('PUT', `/api/electro/projects/${projectId}`, {
    id: projectId,
    name: 'Weber, Stuttgart',
    jobsiteId,
    propertyDeveloperType: { type: 'PrivateConstruction' },
    favoriteConfigurationId: configurationId,
  });
  let room = 0;
  for (let floor = 0; floor < FLOORS; floor += 1) {
    const roomCount = Math.floor(ROOMS / FLOORS) + (floor < ROOMS % FLOORS ? 1 : 0);
    const columns = Math.ceil(Math.sqrt(roomCount * 1.5));
    const cellWidth = (PLAN.width - 2 * PLAN.margin) / columns;
    const cellHeight = (PLAN.height - 2 * PLAN.margin) / Math.ceil(roomCount / columns);
    const rooms = [];
    const placements = [];
    for (let r = 0; r < roomCount; r += 1, room += 1) {
      const x = PLAN.margin + (r % columns) * cellWidth;
      const y = PLAN.margin + Math.floor(r / columns) * cellHeight;
      const id = randomUUID();
      rooms.push({ id, label: `Raum ${room + 1}`, roomType: null, points: [{ x, y }, { x: x + cellWidth, y }, { x: x + cellWidth, y: y + cellHeight }, { x, y: y + cellHeight }] });
      const count = Math.floor(INSTALLATIONS / ROOMS) + (room < INSTALLATIONS % ROOMS ? 1 : 0);
      for (let p = 0; p < count; p += 1) {
        placements.push({
          id: randomUUID(),
          componentId: components[(p + room) % components.length],
          roomId: id,
          position: { x: x + 30 + (cellWidth - 60) * ((p % 4) / 3), y: y + 30 + (cellHeight - 60) * ((p + 0.5) / count) },
        });
      }
    }
    const floorId = randomUUID();
    await call('PUT', `/api/electro/floors/${floorId}`, { id: floorId, name: `Etage ${floor + 1}`, configurationId, rooms, placedElectricalComponents: placements, connectionLines: [] });
    const wall = (value, size) => (value - PLAN.margin) % size < 6;
    const image = png(PLAN.width, PLAN.height, (x, y) => x >= PLAN.margin && y >= PLAN.margin && x <= PLAN.width - PLAN.margin && y <= PLAN.height - PLAN.margin && (wall(x, cellWidth) || wall(y, cellHeight)));
    await call('PUT', `/api/electro/floors/${floorId}/image`, { imageData: dataUrl(image) });
  }
  return configurationId;
}

/** Finalizes while asking for /remotes.json (no database) every 20 ms; answers the request's duration and the slowest answer. */
async function timedFinalize(baseUrl, call, configurationId, quoteNumber) {
  let finished = false;
  let slowestHealth = 0;
  const probe = (async () => {
    while (!finished) {
      const startedAt = performance.now();
      await fetch(`${baseUrl}/remotes.json`).then((response) => response.arrayBuffer());
      slowestHealth = Math.max(slowestHealth, performance.now() - startedAt);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const startedAt = performance.now();
  await call('POST', `/api/electro/configurations/${configurationId}/quote`, { quoteName: 'Neubau', quoteNumber });
  const duration = performance.now() - startedAt;
  finished = true;
  await probe;
  return { duration, slowestHealth };
}

/**
 * Budget: finalizing a quote of 3 floors (2400 × 1600 px plans), 40 rooms and 600 installations,
 * which prices it, renders its PDF and stores it in one request, takes under 1.5 s (median of
 * 5 after a first one; embedded database).
 */
export async function benchQuotePdf() {
  const dataDir = freshDataDir();
  let server;
  try {
    server = await startServer({ port: benchPort(3), dataDir, env: { DEMO_COMPANY: 'false', LOG_LEVEL: 'warn' } });
    const { tokens: { accessToken: token } } = await registerBenchCompany(server.baseUrl, { companyName: 'Elektro Bench GmbH' });
    const call = benchApi(server.baseUrl, token);
    const source = await planBigQuote(call);
    const copies = [];
    for (let run = 0; run <= RUNS; run += 1) copies.push(await call('POST', `/api/electro/configurations/${source}/clone`, { name: `Kopie ${run}` }));
    const first = await timedFinalize(server.baseUrl, call, copies[0], 'B-0');
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) runs.push(await timedFinalize(server.baseUrl, call, copies[run], `B-${run}`));
    const durations = runs.map((run) => run.duration).sort((a, b) => a - b);
    const pdf = await fetch(`${server.baseUrl}/api/electro/configurations/${copies[1]}/quote/pdf`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((response) => response.arrayBuffer());
    console.log(
      `     quote PDF of ${(pdf.byteLength / 1024).toFixed(0)} KB; first finalize ${first.duration.toFixed(0)} ms; ` +
        'slowest /remotes.json answer while finalizing (event loop blocked) ' +
        `${Math.max(first.slowestHealth, ...runs.map((run) => run.slowestHealth)).toFixed(0)} ms`,
    );
    return [
      {
        name: `Finalize a quote of ${FLOORS} floors, ${ROOMS} rooms, ${INSTALLATIONS} installations with its PDF: median of ${RUNS}`,
        value: durations[Math.floor(RUNS / 2)],
        unit: 'ms',
        budget: 1500,
      },
    ];
  } finally {
    await server?.stop();
    removeDataDir(dataDir);
  }
}
