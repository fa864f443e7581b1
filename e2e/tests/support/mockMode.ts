import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { test, type Page } from '@playwright/test';

const REPO_ROOT = resolve(import.meta.dirname, '..', '..', '..');
// Beside the suite's ports; a remote's mock mode needs no other server. The remotes start one after the other on it.
const MOCK_PORT = Number(process.env.E2E_PORT ?? 3199) + 5;
export const mockURL = `http://localhost:${MOCK_PORT}`;

/**
 * Starts `npm run dev -w <remote> -- --mock` before the tests of the calling `describe` and
 * stops it after them.
 */
export function runsInMockMode(remote: string) {
  let devServer: ChildProcess;
  let output = '';

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    devServer = spawn('npm', ['run', 'dev', '-w', remote, '--', '--mock', '--port', String(MOCK_PORT)], {
      cwd: REPO_ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    devServer.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    devServer.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 130_000;
    for (;;) {
      if (devServer.exitCode !== null) throw new Error(`the mock dev server of ${remote} stopped:\n${output}`);
      try {
        if ((await fetch(`${mockURL}/mockServiceWorker.js`)).ok && /compiled/i.test(output)) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`the mock dev server of ${remote} did not start:\n${output}`);
      await new Promise((wait) => setTimeout(wait, 500));
    }
  });

  test.afterAll(async () => {
    // npm starts rspack as a child; the whole group ends with it, and the next remote takes the port.
    if (!devServer.pid || devServer.exitCode !== null) return;
    const stopped = new Promise((done) => devServer.once('exit', done));
    process.kill(-devServer.pid, 'SIGTERM');
    await stopped;
  });
}

/** Records the page's API answers: in mock mode every one must come from the service worker. */
export function recordApiAnswers(page: Page) {
  const answers: { url: string; status: number; fromWorker: boolean }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) {
      answers.push({ url: response.url(), status: response.status(), fromWorker: response.fromServiceWorker() });
    }
  });
  return answers;
}
