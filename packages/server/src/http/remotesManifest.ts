import type { RemoteDescriptor } from '@planner/api';
import type { FastifyBaseLogger } from 'fastify';

// What the static site and the security headers need to know of the remotes; the remotes feature
// reads the manifest and src/app.ts hands it in, so the kit depends on no feature.

export interface RemotesManifest {
  remotes: RemoteDescriptor[];
  /** Origins other than this server's that remote entries are loaded from, e.g. a CDN. */
  foreignOrigins: string[];
}

export interface RemotesManifestSource {
  /** The remotes currently served, bad entries left out (and logged once per change). */
  current(log: FastifyBaseLogger): Promise<RemotesManifest>;
}

/** URL path under which a remote's workspace build (`<remote>/dist`) is served. */
export const WORKSPACE_BUILD = 'build';
