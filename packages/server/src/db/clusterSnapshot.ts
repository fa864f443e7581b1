import { existsSync, mkdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { extract } from 'tar';

/**
 * Unpacks a cluster snapshot (a gzip'd tar of a PGlite data directory) into `dataDir`, which
 * must be missing or empty. PGlite could restore it itself (`loadDataDir`), but it writes every
 * file through its emscripten file system, which takes about a second longer. The cluster is
 * unpacked next to `dataDir` and then renamed, so an interrupted start leaves no half-written
 * cluster behind.
 */
export function restoreClusterSnapshot(snapshot: URL, dataDir: string): void {
  const unpacking = `${dataDir}.restoring`;
  rmSync(unpacking, { recursive: true, force: true });
  mkdirSync(unpacking, { recursive: true, mode: 0o700 });
  try {
    // PGlite writes its paths from the root ('/PG_VERSION'); node-tar unpacks them below `cwd`
    // and says so (TAR_ENTRY_INFO). Any other warning means a damaged snapshot.
    const problems: string[] = [];
    extract({
      file: fileURLToPath(snapshot),
      cwd: unpacking,
      sync: true,
      onwarn: (code: string, message: string) => {
        if (code !== 'TAR_ENTRY_INFO') problems.push(`${code}: ${message}`);
      },
    });
    if (problems.length > 0) throw new Error(`Cluster snapshot is damaged: ${problems.join('; ')}`);
    // Only an empty folder may be replaced; anything else in it is not ours to delete.
    if (existsSync(dataDir)) rmdirSync(dataDir);
    renameSync(unpacking, dataDir);
  } catch (error) {
    rmSync(unpacking, { recursive: true, force: true });
    throw error;
  }
}
