import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './errors';
import { WORKSPACE_BUILD, type RemotesManifestSource } from './remotesManifest';
import { isApiPath, pathOf } from './urlPath';

/** Entry points keep their names across builds; everything else is content-hashed. */
const ENTRY_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'remote.json']);

function setCacheHeaders(response: SetHeadersResponse, path: string): void {
  // A precompressed copy (`remoteEntry.js.br`) is cached like the file it stands for.
  const file = basename(path).replace(/\.(br|gz)$/, '');
  response.setHeader('cache-control', ENTRY_FILES.has(file) ? 'no-cache' : 'public, max-age=31536000, immutable');
  // A precompressed copy may be sent instead of the file, so a cache in front must key on the encoding
  // asked for. Spelled as @fastify/compress spells it, which then adds no second one.
  response.setHeader('vary', 'accept-encoding');
}

const REMOTE_NAME = /^[a-z][a-z0-9-]{0,62}$/;
const PUBLISHED_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/** A file below the version folder: no way up, no hidden files, no backslashes or NUL. */
const isPlainFilePath = (file: string) =>
  file !== '' && !/[\\\0]/.test(file) && file.split('/').every((segment) => segment !== '' && !segment.startsWith('.'));

export interface StaticSiteOptions {
  staticRoot: string;
  deployDir: string;
  manifests: RemotesManifestSource;
}

export interface StaticSite {
  /** A page URL of the single-page app (GET, wants HTML, not an API or remote asset). */
  isAppPage(request: FastifyRequest): boolean;
  sendAppShell(reply: FastifyReply): FastifyReply;
}

/**
 * Serves the shell at `/`, `/remotes.json`, and every remote at `/remotes/<name>/<version>/`:
 * a published version from the deploy folder, `build` from the remote's workspace build. Files
 * compressed at build or publish time (`.br`, `.gz`) are sent as they are. Folders that are not
 * there answer 404; the API works without them.
 */
export function registerStaticSite(app: FastifyInstance, { staticRoot, deployDir, manifests }: StaticSiteOptions): StaticSite {
  const shellDist = join(staticRoot, 'shell', 'dist');

  app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    cacheControl: false,
    setHeaders: setCacheHeaders,
    preCompressed: true,
    logLevel: 'warn',
  });

  // A plugin of their own, so that they are registered after (and compressed by) @fastify/compress.
  app.register(async (site) => {
    site.get<{ Params: { name: string; version: string; '*': string } }>(
      '/remotes/:name/:version/*',
      { logLevel: 'warn' },
      (request, reply) => {
        const { name, version, '*': file } = request.params;
        if (!REMOTE_NAME.test(name) || !(version === WORKSPACE_BUILD || PUBLISHED_VERSION.test(version)) || !isPlainFilePath(file)) {
          const error = notFound();
          return reply.code(error.statusCode).send(error.toBody());
        }
        const root = version === WORKSPACE_BUILD ? join(staticRoot, name, 'dist') : join(deployDir, name, version);
        return reply.sendFile(file, root, { cacheControl: false, index: false });
      },
    );

    site.get('/remotes.json', async (request, reply) => {
      const { remotes } = await manifests.current(request.log);
      return reply.header('cache-control', 'no-store').type('application/json').send(remotes);
    });
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
