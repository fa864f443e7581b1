import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
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
