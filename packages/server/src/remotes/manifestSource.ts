import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parseRemotesManifest, type RemoteDescriptor } from '@planner/api';
import type { FastifyBaseLogger } from 'fastify';

export interface RemotesManifest {
  remotes: RemoteDescriptor[];
  /** Origins other than this server's that remote entries are loaded from, e.g. a CDN. */
  foreignOrigins: string[];
}

export interface RemotesManifestSource {
  /** The remotes currently served, bad entries left out (and logged once per change). */
  current(log: FastifyBaseLogger): Promise<RemotesManifest>;
}

export interface ManifestLocations {
  staticRoot: string;
  deployDir: string;
  /** A manifest file named by configuration; otherwise `<deployDir>/remotes.json` once it exists. */
  remotesConfigPath: string | null;
}

/** URL path under which a remote's workspace build (`<remote>/dist`) is served. */
export const WORKSPACE_BUILD = 'build';

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

/** Every remote whose workspace build wrote a `dist/remote.json`, whatever its folder is called. */
async function workspaceBuilds(staticRoot: string): Promise<unknown[]> {
  const folders = await readdir(staticRoot, { withFileTypes: true }).catch(() => []);
  const manifests = await Promise.all(
    folders
      .filter((folder) => folder.isDirectory() && !folder.name.startsWith('.') && folder.name !== 'node_modules')
      .map(async (folder) => {
        try {
          const contents = await readFile(join(staticRoot, folder.name, 'dist', 'remote.json'), 'utf8');
          return { ...(JSON.parse(contents) as object), entry: workspaceBuildEntry(folder.name) } as unknown;
        } catch (error) {
          return error instanceof SyntaxError ? { name: folder.name, invalidJson: true } : null;
        }
      }),
  );
  return manifests.filter((manifest) => manifest !== null);
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
    const builds = await workspaceBuilds(staticRoot);
    return { key: `builds:${JSON.stringify(builds)}`, input: async () => builds };
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
