import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { freshDataDir, registerBenchCompany, removeDataDir, startServer } from './server.mjs';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
const HEAVY_LIBRARIES = /tldraw|pdfjs|pdf\.worker/i;

/** A customer with a jobsite and a project, for the detail pages; answers the project's id. */
async function createProject(baseUrl, accessToken) {
  const put = async (path, body) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`PUT ${path}: ${response.status} ${await response.text()}`);
  };
  const [customerId, jobsiteId, projectId] = [randomUUID(), randomUUID(), randomUUID()];
  const address = { street: 'Talweg', houseNumber: '21', zipCode: '79199', city: 'Kirchzarten' };
  await put(`/api/customers/${customerId}`, { id: customerId, firstName: 'Klara', lastName: 'Planer', address, phone: '', cellphone: '', email: '' });
  await put(`/api/jobsites/${jobsiteId}`, { jobsite: { id: jobsiteId, customerId, location: address, buildingType: 'SemiDetachedHouse', comment: '' } });
  await put(`/api/electro/projects/${projectId}`, { id: projectId, name: 'Planer, Kirchzarten', jobsiteId, propertyDeveloperType: { type: 'PrivateConstruction' } });
  return projectId;
}

/**
 * Budget: a cold first visit of an mfe-crm page loads at most 350 KiB of gzip'd JavaScript,
 * without tldraw or pdfjs. Measured for the dashboard, a list page, a list with a filter, a
 * detail page and a form page, each in a new browser context (nothing cached).
 */
export async function benchCrmPageWeight(paths = ['/', '/customers', '/quotes', '/projects/{projectId}', '/settings/tenant']) {
  const dataDir = freshDataDir();
  const server = await startServer({ port: 3291, dataDir });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const { tokens } = await registerBenchCompany(server.baseUrl, { environment: ['ElektroPlanner', 'PvPlanner'] });
    const projectId = await createProject(server.baseUrl, tokens.accessToken);
    const results = [];
    for (const template of paths) {
      const path = template.replace('{projectId}', projectId);
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
        { name: `Cold visit of ${template}: JavaScript (gzip, ${scripts.length} files)`, value: gzipBytes / 1024, unit: 'KiB', budget: 350 },
        { name: `Cold visit of ${template}: tldraw/pdfjs files loaded`, value: heavy.length, unit: 'files', budget: 0 },
      );
    }
    return results;
  } finally {
    await browser.close();
    await server.stop();
    removeDataDir(dataDir);
  }
}
