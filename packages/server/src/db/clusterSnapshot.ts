import { existsSync, mkdirSync, readFileSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';

const BLOCK = 512;

interface TarEntry {
  path: string;
  type: 'file' | 'directory';
  mode: number;
  data: Buffer;
}

/** The entries of a ustar archive with files and folders only, as PGlite's `dumpDataDir` writes them. */
function* tarEntries(tar: Buffer): Generator<TarEntry> {
  let offset = 0;
  while (offset + BLOCK <= tar.length && tar[offset] !== 0) {
    const header = tar.subarray(offset, offset + BLOCK);
    const field = (start: number, length: number) => header.toString('utf8', start, start + length).replace(/\0[^]*$/, '');
    const path = [field(345, 155), field(0, 100)].filter((part) => part !== '').join('/');
    const size = Number.parseInt(field(124, 12).trim() || '0', 8);
    const typeFlag = field(156, 1) || '0';
    if (typeFlag !== '0' && typeFlag !== '5') throw new Error(`Cluster snapshot: unexpected entry type ${typeFlag} of ${path}`);
    if (path.split('/').includes('..')) throw new Error(`Cluster snapshot: path ${path} leaves the data directory`);
    offset += BLOCK;
    yield {
      path,
      type: typeFlag === '5' ? 'directory' : 'file',
      mode: Number.parseInt(field(100, 8).trim() || '0', 8) & 0o777,
      data: tar.subarray(offset, offset + size),
    };
    offset += Math.ceil(size / BLOCK) * BLOCK;
  }
}

/**
 * Unpacks a cluster snapshot (a gzip'd tar of a PGlite data directory) into `dataDir`, which
 * must be missing or empty. PGlite could restore it itself (`loadDataDir`), but it writes every
 * file through its emscripten file system, which takes about a second longer. The cluster is
 * unpacked next to `dataDir` and then renamed, so an interrupted start leaves no half-written
 * cluster behind.
 */
export function restoreClusterSnapshot(snapshot: URL, dataDir: string): void {
  const tar = gunzipSync(readFileSync(snapshot));
  const unpacking = `${dataDir}.restoring`;
  rmSync(unpacking, { recursive: true, force: true });
  mkdirSync(unpacking, { recursive: true, mode: 0o700 });
  try {
    for (const entry of tarEntries(tar)) {
      const target = join(unpacking, entry.path);
      if (entry.type === 'directory') {
        mkdirSync(target, { recursive: true, mode: entry.mode });
      } else {
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, entry.data, { mode: entry.mode });
      }
    }
    // Only an empty folder may be replaced; anything else in it is not ours to delete.
    if (existsSync(dataDir)) rmdirSync(dataDir);
    renameSync(unpacking, dataDir);
  } catch (error) {
    rmSync(unpacking, { recursive: true, force: true });
    throw error;
  }
}
