// `npm run restore -- FILE`: unpacks a backup of `npm run backup` into an empty DATA_DIR
// (default ./data), from which `npm start` then runs. An existing database is never overwritten.
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = resolve(root, process.env.DATA_DIR || './data');
const pgliteDir = join(dataDir, 'pglite');
const source = process.argv[2];

if (!source) {
  console.error('Aufruf: npm run restore -- SICHERUNG.tar.gz   (Ziel: DATA_DIR, Standard ./data)');
  process.exit(1);
}
if (existsSync(pgliteDir) && readdirSync(pgliteDir).length > 0) {
  console.error(`${pgliteDir} enthält bereits eine Datenbank. Stellen Sie in ein leeres DATA_DIR wieder her.`);
  process.exit(1);
}

const { PGlite } = await import('@electric-sql/pglite');
const archive = readFileSync(resolve(process.cwd(), source));
mkdirSync(dataDir, { recursive: true });
const pglite = await PGlite.create({ dataDir: pgliteDir, loadDataDir: new Blob([archive]) });
const { rows } = await pglite.query('select count(*)::int as companies from tenants');
await pglite.close();
console.log(`Wiederhergestellt in ${pgliteDir} (${rows[0].companies} Firmen). Starten mit: DATA_DIR=${dataDir} npm start`);
