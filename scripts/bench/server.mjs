import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The server build to run; `BENCH_SERVER_ENTRY` names another one, e.g. an earlier commit's, to compare. */
const SERVER_ENTRY = process.env.BENCH_SERVER_ENTRY ?? 'packages/server/dist/main.js';

/**
 * The port of a bench part's server: `BENCH_PORT_BASE` (default 3290) plus the part's own offset,
 * so that a run can be moved to free ports.
 */
export const benchPort = (offset) => Number(process.env.BENCH_PORT_BASE ?? 3290) + offset;

/** Resolves with the time at which `url` first answered 200, polling every 20 ms. */
async function firstAnswer(url, headers, deadline) {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (response.ok) return performance.now();
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not answer in time`);
}

/**
 * Starts the production server on the embedded database; resolves once both /api/health and
 * an app page have answered (with `page: false` only the former), with the time from start to
 * each first answer.
 */
export async function startServer({ port, dataDir, env = {}, page = true }) {
  const startedAt = performance.now();
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  const [healthAt, pageAt] = await Promise.all([
    firstAnswer(`${baseUrl}/api/health`, {}, deadline),
    page ? firstAnswer(`${baseUrl}/customers`, { accept: 'text/html' }, deadline) : 0,
  ]);
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { baseUrl, pid: child.pid, healthMs: healthAt - startedAt, pageMs: pageAt - startedAt, stop };
}

/** Registers a company of its own for a benchmark; answers its login e-mail and tokens. */
export async function registerBenchCompany(baseUrl, { companyName = 'Bench GmbH', environment = ['ElektroPlanner'] } = {}) {
  const email = `bench-${randomUUID().slice(0, 8)}@example.de`;
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ companyName, firstName: 'Bea', lastName: 'Bench', email, password: 'bench-passwort-1', environment }),
  });
  if (!response.ok) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  return { email, tokens: (await response.json()).data.jwsTokens };
}

/** Calls the API as a signed-in user: `(method, path, body)` answers the response's `data` or throws. */
export function benchApi(baseUrl, accessToken) {
  return async (method, path, body) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = await response.json();
    if (!response.ok || answer.type !== 'success') throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
    return answer.data;
  };
}

export const freshDataDir = () => mkdtempSync(join(tmpdir(), 'meisterplaner-bench-'));
export const removeDataDir = (dir) => rmSync(dir, { recursive: true, force: true });

/** Budget: server start to the first answers (/api/health and a page) on the embedded database under 5 s. */
export async function benchServerStart() {
  const dataDir = freshDataDir();
  try {
    const first = await startServer({ port: benchPort(0), dataDir });
    await first.stop();
    const second = await startServer({ port: benchPort(0), dataDir });
    await second.stop();
    return [
      { name: 'Server start to first /api/health answer, new embedded database', value: first.healthMs, unit: 'ms', budget: 5000 },
      { name: 'Server start to first page answer, new embedded database', value: first.pageMs, unit: 'ms', budget: 5000 },
      { name: 'Server start to first /api/health answer, existing embedded database', value: second.healthMs, unit: 'ms', budget: 5000 },
      { name: 'Server start to first page answer, existing embedded database', value: second.pageMs, unit: 'ms', budget: 5000 },
    ];
  } finally {
    removeDataDir(dataDir);
  }
}
