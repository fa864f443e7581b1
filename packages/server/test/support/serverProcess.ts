import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { bundledWorker } from './bundledWorker';
import { emptyTempDir, TEST_JWT_SECRET } from './testApp';

const STARTUP_BOUND_MS = 60_000;

/** `src/main.ts` bundled as build.mjs bundles it: a process starts from it in a second, where tsx needs many. */
export const serverBundle = () => bundledWorker(new URL('../../src/main.ts', import.meta.url), 'server-main');

export interface ServerProcess {
  url: string;
  /** Ends the process and waits for it. */
  stop(): Promise<void>;
  /** Kills the process at once (SIGKILL: no shutdown of its own) and waits for it. */
  kill(): Promise<void>;
}

async function answersHealth(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
}

/**
 * A server process of its own, started from `bundle` (see `serverBundle`) on `port`, on the
 * PostgreSQL database `databaseUrl`, behind a proxy as in production (TRUST_PROXY), with `env` on
 * top; resolves once it answers.
 */
export async function startServerProcess(bundle: URL, port: number, databaseUrl: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, [fileURLToPath(bundle)], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: TEST_JWT_SECRET,
      TRUST_PROXY: 'true',
      DEMO_COMPANY: 'false',
      LOG_LEVEL: 'error',
      DATA_DIR: emptyTempDir(),
      STATIC_ROOT: emptyTempDir(),
      DEPLOY_DIR: emptyTempDir(),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (!(await answersHealth(url))) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} ended with ${child.exitCode}`);
    if (Date.now() - started > STARTUP_BOUND_MS) {
      child.kill('SIGKILL');
      throw new Error(`the server on port ${port} did not answer within ${STARTUP_BOUND_MS} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
