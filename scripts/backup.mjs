// `npm run backup [-- FILE]`: a consistent copy of the embedded database (a gzipped tar).
// While the server runs, it makes the copy itself (it waits for the transaction in progress);
// otherwise the data directory is read directly. A PostgreSQL server is backed up with pg_dump.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = resolve(root, process.env.DATA_DIR || './data');
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
const target = process.argv[2] ? resolve(process.cwd(), process.argv[2]) : join(root, 'backups', `meisterplaner-${stamp}.tar.gz`);

if (process.env.DATABASE_URL) {
  console.error('DATABASE_URL ist gesetzt: Sichern Sie den PostgreSQL-Server mit pg_dump (siehe README).');
  process.exit(1);
}

/** The copy made by the running server, or `null` when none runs for this data directory. */
async function fromRunningServer() {
  const accessFile = join(dataDir, 'backup-access.json');
  if (!existsSync(accessFile)) return null;
  const { port, token } = JSON.parse(readFileSync(accessFile, 'utf8'));
  try {
    const response = await fetch(`http://127.0.0.1:${port}/internal/backup`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`Der Server hat die Sicherung abgelehnt: ${response.status} ${await response.text()}`);
    return Buffer.from(await response.arrayBuffer());
  } catch (error) {
    if (error instanceof TypeError) return null; // the file is left over from a server that is gone
    throw error;
  }
}

async function fromDataDirectory() {
  const pgliteDir = join(dataDir, 'pglite');
  if (!existsSync(join(pgliteDir, 'PG_VERSION'))) throw new Error(`Keine eingebettete Datenbank in ${pgliteDir}.`);
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = await PGlite.create({ dataDir: pgliteDir });
  try {
    return Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await pglite.close();
  }
}

const archive = (await fromRunningServer()) ?? (await fromDataDirectory());
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, archive, { mode: 0o600 });
console.log(`Sicherung geschrieben: ${isAbsolute(target) ? target : resolve(target)} (${(archive.length / 1024 / 1024).toFixed(1)} MB)`);
