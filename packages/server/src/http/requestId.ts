import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const CLIENT_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Keeps the client's X-Request-Id (sent by the API client) so logs of both sides match. */
export function requestIdFor(request: IncomingMessage): string {
  const fromClient = request.headers['x-request-id'];
  return typeof fromClient === 'string' && CLIENT_REQUEST_ID.test(fromClient) ? fromClient : randomUUID();
}

export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
