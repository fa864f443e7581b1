import { endpoint, listQuerySchema } from '@planner/api';
import Fastify, { type FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database';
import { createApp } from '../src/app';
import { registerEndpoint } from '../src/http/registerEndpoint';
import { binary, failure, paged, success } from '../src/http/results';
import { createLogger } from '../src/logger';
import { errorOf } from './support/api';
import { TEST_JWT_SECRET, testConfig } from './support/testApp';
import { unreachableDatabase } from './support/testDatabase';

const itemEndpoint = endpoint<{ id: string }>()({
  method: 'GET',
  path: '/api/test/items/:itemId',
  auth: 'none',
  environment: 'both',
  failures: ['failure/NotFound', 'failure/AlreadyRegistered', 'failure/IsFavorite', 'failure/Locked'],
});

const listEndpoint = endpoint<{ name: string }[]>()({
  method: 'GET',
  path: '/api/test/items',
  auth: 'none',
  environment: 'both',
  paged: true,
  query: listQuerySchema(['Name']),
});

const fileEndpoint = endpoint<Blob>()({ method: 'GET', path: '/api/test/file', auth: 'none', environment: 'both', binary: true });

const crashEndpoint = endpoint<null>()({
  method: 'POST',
  path: '/api/test/crash',
  auth: 'none',
  environment: 'both',
  body: v.object({ reason: v.string() }),
});

const ID = {
  found: '00000000-0000-4000-8000-000000000001',
  missing: '00000000-0000-4000-8000-000000000002',
  taken: '00000000-0000-4000-8000-000000000003',
  favorite: '00000000-0000-4000-8000-000000000004',
  locked: '00000000-0000-4000-8000-000000000005',
};

function testRoutes(app: FastifyInstance): void {
  registerEndpoint(app, itemEndpoint, async ({ params }) => {
    switch (params.itemId) {
      case ID.found:
        return success({ id: params.itemId });
      case ID.taken:
        return failure('failure/AlreadyRegistered');
      case ID.favorite:
        return failure('failure/IsFavorite', 'Ist Favorit.');
      case ID.locked:
        return failure('failure/Locked', 'Gesperrt.', 409);
      default:
        return failure('failure/NotFound', 'Nicht gefunden.');
    }
  });
  registerEndpoint(app, listEndpoint, async ({ query }) =>
    paged({ rows: [{ name: 'Kabel' }, { name: 'Dose' }], filtered: 12, total: 42 }, query),
  );
  registerEndpoint(app, fileEndpoint, async () => binary('application/pdf', Buffer.from('%PDF-1.7'), 'Angebot 1.pdf'));
  registerEndpoint(app, crashEndpoint, async ({ body }) => {
    throw new Error(body.reason);
  });
}

let db: Db;
const apps: FastifyInstance[] = [];

async function appFor(nodeEnv: 'test' | 'production'): Promise<FastifyInstance> {
  const config = testConfig({ NODE_ENV: nodeEnv, LOG_LEVEL: 'silent' });
  const app = createApp({ config, db, jwtSecret: TEST_JWT_SECRET, logger: createLogger('silent'), runJobs: false });
  testRoutes(app);
  await app.ready();
  apps.push(app);
  return app;
}

let app: FastifyInstance;

beforeAll(async () => {
  db = await unreachableDatabase();
  app = await appFor('test');
});

afterAll(async () => {
  await Promise.all(apps.map((each) => each.close()));
  await db.destroy();
});

describe('results', () => {
  it('sends success as the envelope', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/test/items/${ID.found}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ type: 'success', data: { id: ID.found } });
  });

  it.each([
    [ID.missing, 404, { type: 'failure/NotFound', message: 'Nicht gefunden.' }],
    [ID.taken, 409, { type: 'failure/AlreadyRegistered' }],
    [ID.favorite, 422, { type: 'failure/IsFavorite', message: 'Ist Favorit.' }],
    [ID.locked, 409, { type: 'failure/Locked', message: 'Gesperrt.' }],
  ])('sends failure %s with status %i', async (id, status, body) => {
    const response = await app.inject({ method: 'GET', url: `/api/test/items/${id}` });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(body);
  });

  it('sends a paged list with its pagination info', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/items?pageIndex=1&pageSize=5&sortBy=Name' });
    expect(response.json()).toEqual({
      type: 'success',
      data: [{ name: 'Kabel' }, { name: 'Dose' }],
      paginationInfo: { pageIndex: 1, pageSize: 5, pageCount: 3, filteredElementsCount: 12, totalElementsCount: 42 },
    });
  });

  it('sends binary content as it is, as a download that never runs as part of our origin', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/file' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe("attachment; filename*=UTF-8''Angebot%201.pdf");
    expect(response.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toBe('%PDF-1.7');
  });
});

describe('input validation', () => {
  it('requires path parameters to be uuids', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/items/123' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      errorCode: 'ValidationError',
      fieldErrors: [{ path: 'itemId', message: 'Ungültige ID' }],
    });
  });

  it('validates the query', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/items?pageSize=0&sortBy=Preis' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fieldErrors?.map((error) => error.path)).toEqual(['pageSize', 'sortBy']);
  });
});

describe('the contract decides', () => {
  it('refuses to register an endpoint that names no environment', () => {
    const undecided = endpoint<null>()({ method: 'GET', path: '/api/test/undecided', auth: 'none' });
    expect(() => registerEndpoint(Fastify(), undecided, async () => success(null))).toThrow('GET /api/test/undecided names no environment in the contract');
  });

  it('refuses to register a signed-in write that names no permission', () => {
    const unguarded = endpoint<null>()({ method: 'POST', path: '/api/test/unguarded', environment: 'both' });
    expect(() => registerEndpoint(Fastify(), unguarded, async () => success(null))).toThrow('POST /api/test/unguarded names no permission in the contract');
  });
});

describe('unexpected errors', () => {
  it('answer 500 UnexpectedError with the stack trace outside production', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/crash', payload: { reason: 'Kaputt' } });
    expect(response.statusCode).toBe(500);
    const error = errorOf(response);
    expect(error).toMatchObject({ type: 'UnexpectedError', errorCode: 'InternalServerError' });
    expect(error.stackTrace).toContain('Kaputt');
  });

  it('answer without the stack trace in production', async () => {
    const production = await appFor('production');
    const response = await production.inject({ method: 'POST', url: '/api/test/crash', payload: { reason: 'Kaputt' } });
    expect(response.statusCode).toBe(500);
    expect(errorOf(response)).toMatchObject({ type: 'UnexpectedError', stackTrace: null });
    expect(response.body).not.toContain('Kaputt');
  });
});
