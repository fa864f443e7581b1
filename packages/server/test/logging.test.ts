import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createLogger, requestWithoutQuery } from '../src/logger';
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

it('logs the path of a search but not what was searched for, nor the token', async () => {
  const token = (await registerCompany(app)).tokens.accessToken;
  lines.length = 0;

  const response = await app.inject({ method: 'GET', url: '/api/customers?anyText=M%C3%BCller%20Stuttgart&pageSize=10', headers: bearer(token) });

  expect(response.statusCode).toBe(200);
  const logged = lines.join('\n');
  expect(logged).toContain('"url":"/api/customers"');
  expect(logged).not.toMatch(/M%C3%BCller|Müller|Stuttgart|anyText/);
  expect(logged).not.toContain(token);
});

const LINK_TOKEN = 'AUdWcEKmjmuOyuozC8Fj3at6BTXwRIsmRK6prTKi-j4';

it.each([
  ['GET', `/api/public/quote-links/${LINK_TOKEN}/pdf`],
  ['POST', `/api/public/invitations/${LINK_TOKEN}/accept`],
  ['GET', `/api/auth/password-reset/${LINK_TOKEN}`],
] as const)('keeps the link token of %s %s out of the log', async (method, url) => {
  lines.length = 0;

  await app.inject({ method, url, payload: method === 'POST' ? {} : undefined });

  const logged = lines.join('\n');
  expect(logged).toContain('[redacted]');
  expect(logged).not.toContain(LINK_TOKEN);
});

it.each(['/angebot', '/invitation', '/password-reset'])('keeps the token of the page %s/… out of a logged request', (page) => {
  const logged = requestWithoutQuery({ method: 'GET', url: `${page}/${LINK_TOKEN}?utm=1` });

  expect(logged.url).toBe(`${page}/[redacted]`);
});
