import { once } from 'node:events';
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { payloadTooLarge } from './errors';
import { UPLOAD_CONTENT_TYPES } from './uploads';

/**
 * Writes the body to `path` as it arrives and stops with a 413 as soon as it exceeds `limit`. The
 * request is left open when it stops, so that the client still receives the 413 rather than a
 * connection reset.
 */
async function writeBody(body: Readable, path: string, limit: number): Promise<void> {
  const file = createWriteStream(path);
  const written = finished(file);
  try {
    let received = 0;
    for await (const chunk of body.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
      received += chunk.length;
      if (received > limit) throw payloadTooLarge();
      if (!file.write(chunk)) await once(file, 'drain');
    }
  } finally {
    file.end();
    await written;
  }
}

/**
 * Upload bodies too large to hold in memory (a price list of up to 50 MB), inside this scope
 * only: the request is written to a temporary file as it arrives, counted against the route's
 * body limit (also without a Content-Length), and the handler receives the file as a `Blob` that
 * reads it piece by piece. The file is removed once the answer is sent or the client gave up.
 */
export function installFileUploadParser(scope: FastifyInstance): void {
  const folders = new WeakMap<FastifyRequest, string>();
  const removeFile = async (request: FastifyRequest) => {
    const folder = folders.get(request);
    folders.delete(request);
    if (folder) await rm(folder, { recursive: true, force: true });
  };
  scope.addContentTypeParser(UPLOAD_CONTENT_TYPES, async (request: FastifyRequest, payload: Readable) => {
    const folder = await mkdtemp(join(tmpdir(), 'planner-upload-'));
    folders.set(request, folder);
    const path = join(folder, 'body');
    try {
      await writeBody(payload, path, request.routeOptions.bodyLimit ?? Infinity);
      return await openAsBlob(path);
    } catch (error) {
      await removeFile(request);
      throw error;
    }
  });
  scope.addHook('onResponse', removeFile);
  scope.addHook('onRequestAbort', removeFile);
}
