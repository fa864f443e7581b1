import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';

const REPO_ROOT = resolve(import.meta.dirname, '..', '..');
// Beside the suite's ports; the remote's dev server needs no other server.
const MOCK_PORT = Number(process.env.E2E_PORT ?? 3199) + 5;
const mockURL = `http://localhost:${MOCK_PORT}`;

let devServer: ChildProcess;
let output = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  devServer = spawn('npm', ['run', 'dev', '-w', 'mfe-pv', '--', '--mock', '--port', String(MOCK_PORT)], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  devServer.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  devServer.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 100_000;
  for (;;) {
    if (devServer.exitCode !== null) throw new Error(`the mock dev server stopped:\n${output}`);
    try {
      if ((await fetch(`${mockURL}/mockServiceWorker.js`)).ok && /compiled/i.test(output)) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the mock dev server did not start:\n${output}`);
    await new Promise((wait) => setTimeout(wait, 500));
  }
});

test.afterAll(() => {
  // npm starts rspack as a child; the whole group ends with it.
  if (devServer.pid && devServer.exitCode === null) process.kill(-devServer.pid, 'SIGTERM');
});

test('mfe-pv runs alone in mock mode: its pages show the German demo data, answered in the browser', async ({ page }) => {
  const apiAnswers: { url: string; fromWorker: boolean }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) apiAnswers.push({ url: response.url(), fromWorker: response.fromServiceWorker() });
  });

  await page.goto(`${mockURL}/master-data/pv/pv-modules`);
  await expect(page.getByRole('heading', { name: 'PV-Module' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('row', { name: /Meyer Burger Black 400/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Vertex S\+ 440/ })).toBeVisible();

  await page.getByRole('navigation', { name: /Mock-Modus/ }).getByRole('link', { name: 'Wechselrichter' }).click();
  await expect(page.getByRole('heading', { name: 'Wechselrichter' })).toBeVisible();
  await page.getByRole('row', { name: /Sunny Tripower 10\.0/ }).click();
  await expect(page).toHaveURL(/\/master-data\/pv\/inverters\/00000000-0000-4000-8000-000000000011$/);
  await expect(page.getByText('Dreiphasiger String-Wechselrichter').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('mfe-pv-mock-mode.png'), fullPage: true });

  expect(apiAnswers.length).toBeGreaterThan(2);
  expect(apiAnswers.filter((answer) => !answer.fromWorker)).toEqual([]);
});
