import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { freshDataDir, registerBenchCompany, removeDataDir, startServer } from './server.mjs';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
const HEAVY_LIBRARIES = /tldraw|pdfjs|pdf\.worker/i;

/**
 * Budget: a cold first visit of an mfe-crm page loads at most 350 KiB of gzip'd JavaScript,
 * without tldraw or pdfjs. Measured for the dashboard, a list page and a form page, each in a
 * new browser context (nothing cached).
 */
export async function benchCrmPageWeight(paths = ['/', '/customers', '/settings/tenant']) {
  const dataDir = freshDataDir();
  const server = await startServer({ port: 3291, dataDir });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const { tokens } = await registerBenchCompany(server.baseUrl, { environment: ['ElektroPlanner', 'PvPlanner'] });
    const results = [];
    for (const path of paths) {
      const context = await browser.newContext();
      await context.addInitScript((t) => {
        localStorage.setItem('access-token', t.accessToken);
        localStorage.setItem('refresh-token', t.refreshToken);
      }, tokens);
      const page = await context.newPage();
      const scripts = [];
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        scripts.push({ url: response.url(), body: await response.body().catch(() => Buffer.alloc(0)) });
      });
      await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle' });
      await context.close();
      const gzipBytes = scripts.reduce((sum, script) => sum + gzipSync(script.body, { level: 9 }).length, 0);
      const heavy = scripts.filter((script) => HEAVY_LIBRARIES.test(script.url) || HEAVY_LIBRARIES.test(script.body.toString('utf8', 0, 4096)));
      results.push(
        { name: `Cold visit of ${path}: JavaScript (gzip, ${scripts.length} files)`, value: gzipBytes / 1024, unit: 'KiB', budget: 350 },
        { name: `Cold visit of ${path}: tldraw/pdfjs files loaded`, value: heavy.length, unit: 'files', budget: 0 },
      );
    }
    return results;
  } finally {
    await browser.close();
    await server.stop();
    removeDataDir(dataDir);
  }
}
