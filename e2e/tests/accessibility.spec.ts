import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { finalizedQuote, partialInvoiceDraft } from './support/invoice';
import { createEmptyFloor, createProjectWithQuote } from './support/project';
import { openSignedIn, registerCompany, type RegisteredCompany } from './support/session';

/** WCAG 2.1 A and AA, as axe-core checks them. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Found = { route: string; rule: string; impact: string; help: string; targets: string[] };

/** The serious and critical violations axe-core finds on the page as it is now. */
async function seriousViolations(page: Page, route: string): Promise<Found[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      route,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')}: ${node.html.slice(0, 120)} – ${node.failureSummary ?? ''}`),
    }));
}

/**
 * What does not fit at the page's width: the page scrolls sideways, or a list's table is wider
 * than its box (its last columns, often the row's menu, only reachable by scrolling it).
 */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > window.innerWidth) found.push(`page ${root.scrollWidth} px wide`);
    for (const table of document.querySelectorAll('main table')) {
      const box = table.parentElement;
      if (box && box.scrollWidth > box.clientWidth + 1) {
        const heading = table.querySelector('thead')?.textContent ?? '';
        found.push(`table (${heading.slice(0, 60)}) ${box.scrollWidth} px in ${box.clientWidth} px`);
      }
    }
    return found;
  });
}

/** The demo company, signed in through the API: it has something on every page. */
async function demoCompany(request: APIRequestContext): Promise<RegisteredCompany> {
  const response = await request.post('/api/auth/login', { data: { loginName: 'demo@meisterplaner.de', password: 'demo-passwort-123' } });
  expect(response.status()).toBe(200);
  const body = await response.json();
  return { companyName: 'Elektro Mustermann GmbH', email: 'demo@meisterplaner.de', password: 'demo-passwort-123', tokens: body.data.jwsTokens };
}

async function ids(request: APIRequestContext, company: RegisteredCompany, path: string): Promise<string[]> {
  const response = await request.get(path, { headers: { authorization: `Bearer ${company.tokens.accessToken}` } });
  expect(response.status(), path).toBe(200);
  return ((await response.json()).data as { id: string }[]).map((item) => item.id);
}

async function firstId(request: APIRequestContext, company: RegisteredCompany, path: string): Promise<string> {
  const [first] = await ids(request, company, path);
  expect(first, path).toBeDefined();
  return first!;
}

/** A new company's quote with an empty floor plan: the demo company plans none. */
async function plannedQuote(request: APIRequestContext) {
  const company = await registerCompany(request);
  const { projectId, configurationId } = await createProjectWithQuote(request, company);
  const floorId = await createEmptyFloor(request, company, configurationId);
  return { company, route: `/projects/${projectId}/configurations/${configurationId}/floorplans/${floorId}` };
}

/** A new company's accepted quote with a draft partial invoice: the demo company bills none. */
async function billedQuote(request: APIRequestContext) {
  const company = await registerCompany(request);
  const { configurationId } = await finalizedQuote(request, company, 'Accepted');
  const invoiceId = await partialInvoiceDraft(request, company, configurationId);
  return [`/quotes/${configurationId}`, '/invoices', `/invoices/${invoiceId}`].map((route) => ({ company, route }));
}

/** Every route of the spec's route table, with ids of the demo company's records. */
async function routesOf(request: APIRequestContext, company: RegisteredCompany): Promise<string[]> {
  const id = (path: string) => firstId(request, company, path);
  const customerId = await id('/api/customers?pageSize=1');
  const projectId = await id('/api/electro/projects?pageSize=1');
  const configurationId = await id(`/api/electro/configurations/by-project/${projectId}`);
  const jobsiteId = await id('/api/jobsites?pageSize=1');
  const developerId = await id('/api/electro/property-developers?pageSize=1');
  const specificationId = await id(`/api/electro/property-developers/${developerId}/construction-specifications?pageSize=1`);
  const configuration = `/projects/${projectId}/configurations/${configurationId}`;
  // The demo's PV project, whose quote has a finished design on two roof faces.
  const pvProjectId = await id(`/api/electro/projects?pageSize=1&anyText=${encodeURIComponent('Neumann Sindelfingen PV')}`);
  const pvConfiguration = `/projects/${pvProjectId}/configurations/${await id(`/api/electro/configurations/by-project/${pvProjectId}`)}`;
  const pv = '/master-data/pv';
  const pvPart = async (kind: string, apiKind: string) => `${pv}/${kind}/${await id(`/api/pv/pv-components/${apiKind}?pageSize=1`)}`;
  return [
    '/',
    '/customers',
    `/customers/${customerId}`,
    '/projects',
    `/projects/${projectId}`,
    `/projects/${projectId}/configurations`,
    `${configuration}/floorplans`,
    `${configuration}/additional-installations`,
    `${configuration}/checkout`,
    `${pvConfiguration}/pv-design`,
    `${pvConfiguration}/pv-offer`,
    '/jobsites',
    `/jobsites/${jobsiteId}`,
    '/quotes',
    '/invoices',
    '/property-developers',
    `/property-developers/${developerId}`,
    `/property-developers/${developerId}/construction-specifications/${specificationId}`,
    '/electrical-components',
    '/additional-installations',
    '/checkout-configuration',
    ...['intercom', 'multimedia', 'mailbox-types', 'lock-types', 'power-meter-types', 'outlet-cover-types'].map((sub) => `/checkout-configuration/${sub}`),
    '/master-data',
    `${pv}/pv-modules`,
    await pvPart('pv-modules', 'pv-modules'),
    `${pv}/wallboxes`,
    await pvPart('wallboxes', 'wallboxes'),
    `${pv}/heater-rods`,
    await pvPart('heater-rods', 'heater-rods'),
    `${pv}/metal-roof-tiles`,
    await pvPart('metal-roof-tiles', 'roofing-metals'),
    `${pv}/roof-tiles`,
    await pvPart('roof-tiles', 'roofing-tiles'),
    `${pv}/inverters`,
    await pvPart('inverters', 'inverters'),
    `${pv}/battery-storages`,
    await pvPart('battery-storages', 'battery-storages'),
    '/settings/tenant',
    '/settings/pv-design',
    '/settings/audit-log',
    '/settings/users',
    '/profile',
  ];
}

/** The pages an invitation and a password reset link open, for a company of their own. */
async function signedOutLinks(request: APIRequestContext): Promise<string[]> {
  const owner = await registerCompany(request);
  const headers = { authorization: `Bearer ${owner.tokens.accessToken}` };
  const invited = await request.post('/api/team/invitations', { headers, data: { email: 'eingeladen@example.de', roles: ['Planner'] } });
  const me = await request.get('/api/auth/me', { headers });
  const reset = await request.post(`/api/team/users/${(await me.json()).data.id}/password-reset`, { headers });
  return [`/invitation/${(await invited.json()).data.token}`, `/password-reset/${(await reset.json()).data.token}`];
}

test('every route has no serious or critical WCAG 2.1 AA violation and fits 1440, 1024 and 390 px', async ({ page, request, browser }) => {
  // Every route at three widths with the axe scan: some 60 pages, minutes of work on two cores.
  test.setTimeout(900_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const found: Found[] = [];
  const tooWide: string[] = [];

  // Signed out: sign-in, registration, and the pages of an invitation and a password reset link.
  for (const route of ['/', '/register', '/password-forgotten', ...(await signedOutLinks(request))]) {
    await page.goto(route);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }), route).toBeVisible();
    found.push(...(await seriousViolations(page, `${route} (abgemeldet)`)));
  }

  const demo = await demoCompany(request);
  const floorPlan = await plannedQuote(request);
  const visits = [...(await routesOf(request, demo)).map((route) => ({ company: demo, route })), floorPlan, ...(await billedQuote(request))];
  const pages = new Map<RegisteredCompany, Page>();
  const pageOf = async (company: RegisteredCompany) => {
    const existing = pages.get(company);
    if (existing) return existing;
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'de-DE' });
    const created = await context.newPage();
    await created.addInitScript((tokens) => {
      window.localStorage.setItem('access-token', tokens.accessToken);
      window.localStorage.setItem('refresh-token', tokens.refreshToken);
    }, company.tokens);
    pages.set(company, created);
    return created;
  };
  for (const { company, route } of visits) {
    const signedIn = await pageOf(company);
    await signedIn.goto(route);
    // Every page has one main region with its heading; the list and detail pages then load their data.
    await expect(signedIn.getByRole('main').getByRole('heading', { level: 1 }).first(), route).toBeVisible();
    await signedIn.waitForLoadState('networkidle');
    found.push(...(await seriousViolations(signedIn, route)));
    tooWide.push(...(await overflowing(signedIn)).map((what) => `${route} (1440 px): ${what}`));
  }
  // The same pages on a tablet held crosswise and on a phone.
  for (const viewport of [{ width: 1024, height: 768 }, { width: 390, height: 844 }]) {
    for (const opened of pages.values()) await opened.setViewportSize(viewport);
    for (const { company, route } of visits) {
      const signedIn = await pageOf(company);
      await signedIn.goto(route);
      await expect(signedIn.getByRole('main').getByRole('heading', { level: 1 }).first(), route).toBeVisible();
      await signedIn.waitForLoadState('networkidle');
      tooWide.push(...(await overflowing(signedIn)).map((what) => `${route} (${viewport.width} px): ${what}`));
    }
  }
  for (const opened of pages.values()) await opened.context().close();
  expect(found, JSON.stringify(found, null, 1)).toEqual([]);
  expect(tooWide).toEqual([]);
});

test('the first Tab offers to skip the navigation, and the link moves the focus to the main content', async ({ page, request }) => {
  const company = await registerCompany(request);
  await openSignedIn(page, company, '/customers');
  await expect(page.getByRole('heading', { name: 'Kunden', level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').getByRole('button', { name: 'Kunden importieren' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').getByRole('button', { name: 'Kunde erstellen' })).toBeFocused();
});
