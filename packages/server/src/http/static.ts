import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import { RemoteDescriptorSchema, type RemoteDescriptor } from '@planner/api';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { isApiPath, pathOf } from './urlPath';

const REMOTE_NAMES = ['mfe-crm', 'mfe-planning', 'mfe-checkout', 'mfe-masterdata', 'mfe-pv'] as const;

/** Entry points keep their names across builds; everything else is content-hashed. */
const ENTRY_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'remote.json']);

function setCacheHeaders(response: SetHeadersResponse, path: string): void {
  response.setHeader(
    'cache-control',
    ENTRY_FILES.has(basename(path)) ? 'no-cache' : 'public, max-age=31536000, immutable',
  );
}

const remoteDist = (staticRoot: string, name: string) => join(staticRoot, name, 'dist');

async function readRemote(staticRoot: string, name: string, log: FastifyBaseLogger): Promise<RemoteDescriptor | null> {
  let contents: string;
  try {
    contents = await readFile(join(remoteDist(staticRoot, name), 'remote.json'), 'utf8');
  } catch {
    return null;
  }
  try {
    const descriptor: unknown = { name, entry: `/remotes/${name}/remoteEntry.js`, ...JSON.parse(contents) };
    return v.parse(RemoteDescriptorSchema, descriptor);
  } catch (error) {
    log.warn({ err: error, remote: name }, 'ignoring remote with an invalid dist/remote.json');
    return null;
  }
}

/** Every built remote, from the `dist/remote.json` its build writes. */
async function generateRemotesManifest(staticRoot: string, log: FastifyBaseLogger): Promise<RemoteDescriptor[]> {
  const remotes = await Promise.all(REMOTE_NAMES.map((name) => readRemote(staticRoot, name, log)));
  return remotes.filter((remote) => remote !== null);
}

export interface StaticSiteOptions {
  staticRoot: string;
  remotesConfigPath: string | null;
}

export interface StaticSite {
  /** A page URL of the single-page app (GET, wants HTML, not an API or remote asset). */
  isAppPage(request: FastifyRequest): boolean;
  sendAppShell(reply: FastifyReply): FastifyReply;
}

/**
 * Serves the shell at `/`, every remote at `/remotes/<name>/` and `/remotes.json`. Folders
 * that are not built yet answer 404; the API works without them.
 */
export function registerStaticSite(app: FastifyInstance, { staticRoot, remotesConfigPath }: StaticSiteOptions): StaticSite {
  const shellDist = join(staticRoot, 'shell', 'dist');
  const common = { cacheControl: false, setHeaders: setCacheHeaders, logLevel: 'warn' } as const;

  app.register(fastifyStatic, { ...common, root: shellDist, prefix: '/' });
  for (const name of REMOTE_NAMES) {
    app.register(fastifyStatic, {
      ...common,
      root: remoteDist(staticRoot, name),
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      index: false,
    });
  }

  app.get('/remotes.json', async (request, reply) => {
    reply.header('cache-control', 'no-store').type('application/json');
    return remotesConfigPath ? readFile(remotesConfigPath, 'utf8') : generateRemotesManifest(staticRoot, request.log);
  });

  return {
    isAppPage(request) {
      return (
        request.method === 'GET' &&
        !isApiPath(request.url) &&
        !pathOf(request.url).startsWith('/remotes/') &&
        (request.headers.accept ?? '').includes('text/html') &&
        existsSync(join(shellDist, 'index.html'))
      );
    },
    sendAppShell(reply) {
      return reply.sendFile('index.html', shellDist);
    },
  };
}
