import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parseRemotesManifest, type RemoteDescriptor } from '@planner/api';
import type { FastifyBaseLogger } from 'fastify';
import { WORKSPACE_BUILD, type RemotesManifest, type RemotesManifestSource } from '../http/remotesManifest';

export { WORKSPACE_BUILD };
export type { RemotesManifest, RemotesManifestSource };

export interface ManifestLocations {
  staticRoot: string;
  deployDir: string;
  /** A manifest file named by configuration; otherwise `<deployDir>/remotes.json` once it exists. */
  remotesConfigPath: string | null;
}

export const workspaceBuildEntry = (name: string) => `/remotes/${name}/${WORKSPACE_BUILD}/remoteEntry.js`;

function foreignOriginsOf(remotes: readonly RemoteDescriptor[]): string[] {
  const origins = remotes.filter((remote) => !remote.entry.startsWith('/')).map((remote) => new URL(remote.entry).origin);
  return [...new Set(origins)].sort();
}

const fileVersion = async (path: string): Promise<string | null> => {
  try {
    const stats = await stat(path);
    return `${stats.mtimeMs}:${stats.size}`;
  } catch {
    return null;
  }
};

/** The `dist/remote.json` of every workspace build, whatever its folder is called, with its file version. */
async function workspaceBuildFiles(staticRoot: string): Promise<{ name: string; path: string; version: string }[]> {
  const folders = await readdir(staticRoot, { withFileTypes: true }).catch(() => []);
  const files = await Promise.all(
    folders
      .filter((folder) => folder.isDirectory() && !folder.name.startsWith('.') && folder.name !== 'node_modules')
      .map(async (folder) => {
        const path = join(staticRoot, folder.name, 'dist', 'remote.json');
        const version = await fileVersion(path);
        return version === null ? null : { name: folder.name, path, version };
      }),
  );
  return files.filter((file) => file !== null);
}

async function readWorkspaceBuild({ name, path }: { name: string; path: string }): Promise<unknown> {
  try {
    return { ...(JSON.parse(await readFile(path, 'utf8')) as object), entry: workspaceBuildEntry(name) };
  } catch {
    return { name, invalidJson: true };
  }
}

/**
 * Where `/remotes.json` comes from: the configured file, the deploy folder's `remotes.json`
 * (written by `npm run remotes -- use …`), or else the workspace builds. Read on every request,
 * so switching a remote needs no restart; parsed again only when the file changed.
 */
export function createRemotesManifestSource({ staticRoot, deployDir, remotesConfigPath }: ManifestLocations): RemotesManifestSource {
  const deployedManifest = join(deployDir, 'remotes.json');
  let cached: { key: string; manifest: RemotesManifest } | null = null;

  async function read(log: FastifyBaseLogger): Promise<{ key: string; input: () => Promise<unknown> }> {
    for (const path of [remotesConfigPath, deployedManifest]) {
      if (path === null) continue;
      const version = await fileVersion(path);
      if (version !== null) {
        return { key: `${path}@${version}`, input: async () => JSON.parse(await readFile(path, 'utf8')) as unknown };
      }
      if (path === remotesConfigPath) log.warn({ path }, 'REMOTES_CONFIG names a file that does not exist');
    }
    // Only the files' versions are read per request; their contents when one changed.
    const builds = await workspaceBuildFiles(staticRoot);
    return {
      key: `builds:${builds.map((build) => `${build.name}@${build.version}`).join(',')}`,
      input: () => Promise.all(builds.map(readWorkspaceBuild)),
    };
  }

  return {
    async current(log) {
      const { key, input } = await read(log);
      if (cached?.key === key) return cached.manifest;
      let parsed: ReturnType<typeof parseRemotesManifest>;
      try {
        parsed = parseRemotesManifest(await input());
      } catch (error) {
        log.error({ err: error }, 'the remotes manifest is not valid JSON; no remote is served');
        parsed = { remotes: [], rejected: [] };
      }
      for (const rejected of parsed.rejected) {
        log.warn({ remote: rejected.name, index: rejected.index, problems: rejected.problems }, 'skipping an invalid entry of the remotes manifest');
      }
      const manifest = { remotes: parsed.remotes, foreignOrigins: foreignOriginsOf(parsed.remotes) };
      cached = { key, manifest };
      return manifest;
    },
  };
}
