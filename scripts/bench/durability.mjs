import { benchApi, benchPort, freshDataDir, registerBenchCompany, removeDataDir, startServer } from './server.mjs';

const WRITES = 200;
const address = { street: 'Hauptstraße', houseNumber: '1', zipCode: '70173', city: 'Stuttgart' };

/** Average time of one customer save, one after another, on a fresh embedded database. */
async function customerSaveMs(env) {
  const dataDir = freshDataDir();
  const server = await startServer({ port: benchPort(1), dataDir, env: { DEMO_COMPANY: 'false', ...env } });
  try {
    const { tokens } = await registerBenchCompany(server.baseUrl);
    const api = benchApi(server.baseUrl, tokens.accessToken);
    const started = performance.now();
    for (let index = 0; index < WRITES; index += 1) {
      const id = crypto.randomUUID();
      await api('PUT', `/api/customers/${id}`, { id, firstName: 'Eva', lastName: `Weber ${index}`, address, phone: '', cellphone: '', email: '' });
    }
    return (performance.now() - started) / WRITES;
  } finally {
    await server.stop();
    removeDataDir(dataDir);
  }
}

/**
 * What durability costs: the embedded database flushes every commit to the disk (fsync on).
 * Measured against the same server with fsync off, in the same run, so the ratio is what counts.
 */
export async function benchDurability() {
  const durable = await customerSaveMs({});
  const unsafe = await customerSaveMs({ EMBEDDED_DB_FSYNC: 'false' });
  return [
    { name: 'Customer save, embedded database with fsync on', value: durable, unit: 'ms', budget: null },
    { name: 'Customer save, embedded database with fsync off (comparison only)', value: unsafe, unit: 'ms', budget: null },
    { name: 'Cost of fsync on customer saves (on ÷ off)', value: durable / unsafe, unit: '×', budget: null },
  ];
}
