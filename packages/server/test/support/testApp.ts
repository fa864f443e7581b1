import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { loadConfig, type Config } from '../../src/config';
import type { Db } from '../../src/db/database';
import { createApp } from '../../src/app';
import { createLogger } from '../../src/logger';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';

export const emptyTempDir = (prefix = 'planner-test-') => mkdtempSync(join(tmpdir(), prefix));

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: emptyTempDir(),
    STATIC_ROOT: emptyTempDir(),
    DEPLOY_DIR: emptyTempDir(),
    ...env,
  });
}

/** The app over `db`, configured by environment variables like in production; `logger` to read what it logs. */
export async function createTestApp(db: Db, env: Record<string, string> = {}, logger?: Logger): Promise<FastifyInstance> {
  const config = testConfig(env);
  const app = createApp({ config, db, jwtSecret: TEST_JWT_SECRET, logger: logger ?? createLogger(config.logLevel), runJobs: false });
  await app.ready();
  return app;
}
