import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { launchBrowser, signedInContext } from './browser.mjs';
import { benchApi, benchPort, freshDataDir, registerBenchCompany, removeDataDir, startServer } from './server.mjs';

const HEAVY_LIBRARIES = /tldraw|pdfjs|pdf\.worker/i;

/** The scripts the page loads from now on (address and body), filled in as they arrive. */
export function recordScripts(page) {
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({ url: response.url(), body: await response.body().catch(() => Buffer.alloc(0)) });
  });
  return scripts;
}

/** The scripts' size in KiB after gzip, and those of them that are tldraw or pdfjs. */
export function scriptWeight(scripts) {
  const gzipBytes = scripts.reduce((sum, script) => sum + gzipSync(script.body, { level: 9 }).length, 0);
  const heavy = scripts.filter((script) => HEAVY_LIBRARIES.test(script.url) || HEAVY_LIBRARIES.test(script.body.toString('utf8', 0, 4096)));
  return { gzipKiB: gzipBytes / 1024, heavy };
}

/**
 * Company data, a customer with a jobsite and a project whose first quote is finalized, for
 * the detail pages; answers the ids of the project and the quote.
 */
async function createProject(baseUrl, accessToken) {
  const call = benchApi(baseUrl, accessToken);
  const put = (path, body) => call('PUT', path, body);
  const [customerId, jobsiteId, projectId] = [randomUUID(), randomUUID(), randomUUID()];
  const address = { street: 'Talweg', houseNumber: '21', zipCode: '79199', city: 'Kirchzarten' };
  await put('/api/electro/tenant-information', {
    name: 'Elektro Bench GmbH',
    address,
    contactInformation: { mail: 'info@bench.de', phone: '07661 1234', url: '', fax: '' },
    bankInformation: { name: 'Sparkasse', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
    legalInformation: { director: 'Bea Bench', taxId: 'DE123456789', registerCourt: 'Amtsgericht Freiburg', registrationNumber: 'HRB 1' },
  });
  await put(`/api/customers/${customerId}`, { id: customerId, firstName: 'Klara', lastName: 'Planer', address, phone: '', cellphone: '', email: '' });
  await put(`/api/jobsites/${jobsiteId}`, { jobsite: { id: jobsiteId, customerId, location: address, buildingType: 'SemiDetachedHouse', comment: '' } });
  const quoteId = randomUUID();
  await put(`/api/electro/projects/${projectId}`, {
    id: projectId,
    name: 'Planer, Kirchzarten',
    jobsiteId,
    propertyDeveloperType: { type: 'PrivateConstruction' },
    favoriteConfigurationId: quoteId,
  });
  await call('POST', `/api/electro/configurations/${quoteId}/quote`, { quoteName: 'Neubau', quoteNumber: 'A-1' });
  return { projectId, quoteId };
}

/**
 * Budget: a cold first visit of an mfe-crm page loads at most 350 KiB of gzip'd JavaScript,
 * without tldraw or pdfjs. Measured for the dashboard, a list page, a list with a filter, two
 * detail pages and a form page, each in a new browser context (nothing cached).
 */
export async function benchCrmPageWeight(paths = ['/', '/customers', '/quotes', '/projects/{projectId}', '/quotes/{quoteId}', '/settings/tenant']) {
  const dataDir = freshDataDir();
  const server = await startServer({ port: benchPort(1), dataDir });
  const browser = await launchBrowser();
  try {
    const { tokens } = await registerBenchCompany(server.baseUrl, { environment: ['ElektroPlanner', 'PvPlanner'] });
    const { projectId, quoteId } = await createProject(server.baseUrl, tokens.accessToken);
    const results = [];
    for (const template of paths) {
      const path = template.replace('{projectId}', projectId).replace('{quoteId}', quoteId);
      const context = await signedInContext(browser, tokens);
      const page = await context.newPage();
      const scripts = recordScripts(page);
      await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle' });
      // A page that shows a not-found state loads other code than the page itself.
      if (await page.getByText(/nicht gefunden/).count()) throw new Error(`${path} shows a not-found state`);
      await context.close();
      const { gzipKiB, heavy } = scriptWeight(scripts);
      results.push(
        { name: `Cold visit of ${template}: JavaScript (gzip, ${scripts.length} files)`, value: gzipKiB, unit: 'KiB', budget: 350 },
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
