import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SERVER_ENTRY = 'packages/server/dist/main.js';

async function waitForHealth(baseUrl, deadline) {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Server at ${baseUrl} did not answer in time`);
}

/** Starts the production server on the embedded database; resolves once /api/health answers. */
export async function startServer({ port, dataDir, env = {} }) {
  const startedAt = performance.now();
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, Date.now() + 30_000);
  const startupMs = performance.now() - startedAt;
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { baseUrl, startupMs, stop };
}

export const freshDataDir = () => mkdtempSync(join(tmpdir(), 'meisterplaner-bench-'));
export const removeDataDir = (dir) => rmSync(dir, { recursive: true, force: true });

/** Budget: server start to first answer on the embedded database under 5 s. */
export async function benchServerStart() {
  const dataDir = freshDataDir();
  try {
    const first = await startServer({ port: 3290, dataDir });
    await first.stop();
    const second = await startServer({ port: 3290, dataDir });
    await second.stop();
    return [
      { name: 'Server start to first answer, new embedded database', value: first.startupMs, unit: 'ms', budget: 5000 },
      { name: 'Server start to first answer, existing embedded database', value: second.startupMs, unit: 'ms', budget: 5000 },
    ];
  } finally {
    removeDataDir(dataDir);
  }
}
