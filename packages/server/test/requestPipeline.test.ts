import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from '../src/app';
import { registerCompany } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;
let app: FastifyInstance;
let port: number;
let token: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  token = (await registerCompany(app)).tokens.accessToken;
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

/**
 * Announces a large JSON body but sends only its first 64 KiB, then waits for the answer:
 * a server that read the whole body first would never answer.
 */
function sendLargeBodySlowly(path: string, announcedBytes: number, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string; sentBytes: number }>((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const request = httpRequest(
      { host: '127.0.0.1', port, path, method: 'PUT', headers: { 'content-type': 'application/json', 'content-length': String(announcedBytes), ...headers } },
      (response) => {
        let body = '';
        response.on('data', (data: Buffer) => (body += data.toString()));
        response.on('end', () => {
          request.destroy();
          resolve({ status: response.statusCode ?? 0, body, sentBytes: chunk.length });
        });
      },
    );
    request.on('error', (error) => (error.message.includes('socket hang up') || error.message.includes('EPIPE') ? undefined : reject(error)));
    request.write(chunk);
  });
}

describe('a request is checked before its body is read', () => {
  it('answers 401 to a 27 MB upload without a token after 64 KiB of it', async () => {
    const answer = await sendLargeBodySlowly(`/api/electro/floors/${randomUUID()}/image`, 27 * 1024 * 1024);
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toMatchObject({ type: 'ExpectedError', errorCode: 'Unauthorized' });
  });

  it('answers 413 to a body announced larger than the route takes, before reading it', async () => {
    const answer = await sendLargeBodySlowly(`/api/customers/${randomUUID()}`, 5 * 1024 * 1024, { authorization: `Bearer ${token}` });
    expect(answer.status).toBe(413);
  });

  it('still answers the health check at once while such uploads are refused', async () => {
    const uploads = Array.from({ length: 5 }, () => sendLargeBodySlowly(`/api/electro/floors/${randomUUID()}/image`, 27 * 1024 * 1024));
    const started = Date.now();
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    expect((await Promise.all(uploads)).map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
  });
});

describe('answers', () => {
  it('of the API are sent compressed to clients that accept it, unless they are small', async () => {
    for (let index = 0; index < 20; index += 1) {
      const id = randomUUID();
      const created = await app.inject({
        method: 'PUT',
        url: `/api/customers/${id}`,
        headers: { authorization: `Bearer ${token}` },
        payload: {
          id,
          firstName: 'Anna',
          lastName: `Huber ${index}`,
          address: { street: 'Lindenweg', houseNumber: '3a', zipCode: '80331', city: 'München' },
          phone: '089 1234567',
          cellphone: '',
          email: `anna.huber${index}@example.de`,
        },
      });
      expect(created.statusCode, created.body).toBe(200);
    }

    const list = await app.inject({
      method: 'GET',
      url: '/api/customers?pageSize=20',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br' },
    });

    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(list.rawPayload).toString()).data).toHaveLength(20);

    const small = await app.inject({
      method: 'GET',
      url: '/api/customers?pageSize=2',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(small.json().data).toHaveLength(2);
  });
});
