import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger';
import { bearer, registerCompany } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db, {}, createLogger('info', { write: (line: string) => void lines.push(line) }));
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const problem = {
  remote: 'mfe-pv',
  remoteVersion: '1.5.0',
  kind: 'incompatible',
  detail: '@planner/api 1.0.0 (remote: ^2.0.0)',
  shellContract: { '@planner/api': '1.0.0', '@planner/platform': '1.0.0', '@planner/ui': '1.0.0' },
};

const report = (token: string | null, body: unknown) =>
  app.inject({ method: 'POST', url: '/api/remote-problems', headers: token ? bearer(token) : {}, payload: body as object });

const problemLines = () => lines.filter((line) => line.includes('"remoteProblem"'));

describe('POST /api/remote-problems', () => {
  it('puts a remote’s failure in a browser into the server log with the remote, its version and the company', async () => {
    const company = await registerCompany(app);
    lines.length = 0;

    const response = await report(company.tokens.accessToken, problem);

    expect(response.statusCode).toBe(200);
    const [logged, ...more] = problemLines();
    expect(more).toEqual([]);
    const entry = JSON.parse(logged ?? '{}') as Record<string, unknown>;
    expect(entry.level).toBe(40);
    expect(entry.msg).toBe('remote mfe-pv 1.5.0 was built for another contract than the shell');
    expect(entry.remoteProblem).toEqual(problem);
    expect(entry.tenantId).toMatch(/^[0-9a-f-]{36}$/);
    expect(entry.userId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs the same problem of one company once a minute, and other problems and companies on their own', async () => {
    const first = await registerCompany(app);
    const second = await registerCompany(app);
    lines.length = 0;
    const mountFailure = { ...problem, kind: 'mount', detail: 'Error: kaputt' };

    for (let attempt = 0; attempt < 5; attempt += 1) expect((await report(first.tokens.accessToken, mountFailure)).statusCode).toBe(200);
    await report(first.tokens.accessToken, { ...mountFailure, kind: 'unmount' });
    await report(second.tokens.accessToken, mountFailure);

    expect(problemLines().map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
      'remote mfe-pv 1.5.0 failed in mount',
      'remote mfe-pv 1.5.0 failed in unmount',
      'remote mfe-pv 1.5.0 failed in mount',
    ]);
  });

  it('takes reports from companies of every environment', async () => {
    const pvCompany = await registerCompany(app, { environment: ['PvPlanner'] });
    expect((await report(pvCompany.tokens.accessToken, { ...problem, kind: 'load' })).statusCode).toBe(200);
  });

  it('needs a signed-in user and refuses what is not a report', async () => {
    const company = await registerCompany(app);
    lines.length = 0;

    expect((await report(null, problem)).statusCode).toBe(401);
    for (const hostile of [
      { ...problem, kind: 'explode' },
      { ...problem, remote: '../../etc' },
      { ...problem, detail: 'x'.repeat(1001) },
      { ...problem, shellContract: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`p${i}`, '1.0.0'])) },
      { ...problem, remoteVersion: undefined },
    ]) {
      expect((await report(company.tokens.accessToken, hostile)).statusCode).toBe(400);
    }
    expect(problemLines()).toEqual([]);
  });
});
