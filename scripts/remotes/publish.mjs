import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isCompressible, precompressed } from '@planner/rspack-config';
import { deployDir, readJson, UsageError, VERSION, versionDir } from './deployFolder.mjs';

function filesBelow(folder, prefix = '') {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesBelow(join(folder, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

/**
 * Copies a remote's build into `<deploy>/<name>/<version>/`, which nothing overwrites later:
 * the folder is filled under a temporary name and renamed at the end. Its remote.json carries
 * the published version; every text file has its brotli and gzip copy beside it.
 */
export async function publish(remoteDir, version) {
  if (!VERSION.test(version ?? '')) throw new UsageError(`„${version ?? ''}“ ist keine Version wie 1.4.0.`);
  const dist = join(remoteDir, 'dist');
  const manifestFile = join(dist, 'remote.json');
  if (!existsSync(manifestFile)) throw new UsageError(`${dist} enthält keinen Build eines Remotes (remote.json fehlt).`);
  const manifest = readJson(manifestFile);
  const target = versionDir(manifest.name, version);
  if (existsSync(target)) {
    throw new UsageError(`${manifest.name} ${version} ist schon veröffentlicht. Veröffentlichte Versionen ändern sich nie: Wählen Sie eine neue Versionsnummer.`);
  }

  const staging = join(deployDir(), manifest.name, `.${version}.${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    cpSync(dist, staging, { recursive: true });
    writeFileSync(join(staging, 'remote.json'), `${JSON.stringify({ ...manifest, version }, null, 2)}\n`);
    const files = filesBelow(staging);
    const fileSet = new Set(files);
    for (const file of files) {
      const size = statSync(join(staging, file)).size;
      if (!isCompressible(file, size)) continue;
      // remote.json changed above; its copies from the build are stale.
      if (file !== 'remote.json' && fileSet.has(`${file}.br`) && fileSet.has(`${file}.gz`)) continue;
      const { br, gz } = await precompressed(readFileSync(join(staging, file)));
      writeFileSync(join(staging, `${file}.br`), br);
      writeFileSync(join(staging, `${file}.gz`), gz);
    }
    renameSync(staging, target);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  return { name: manifest.name, version, target };
}
