import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { openSignedIn, registerCompany, SCREENSHOT_DIR, type RegisteredCompany } from './support/session';
import {
  remotesCommand,
  repoPath,
  startOwnServer,
  startRemoteDevServer,
  startStaticOrigin,
  type OwnServer,
  type StaticOrigin,
} from './support/ownServer';

// Publishing changes what every browser of a server gets: these tests run their own server and
// deploy folder, with a second local origin standing in for a CDN.
const SERVER_PORT = Number(process.env.E2E_DELIVERY_PORT ?? 3201);
const CDN_PORT = SERVER_PORT + 1;
const DEV_SERVER_PORT = SERVER_PORT + 2;

let deployDir: string;
let server: OwnServer;
let cdn: StaticOrigin;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  deployDir = mkdtempSync(join(tmpdir(), 'meisterplaner-deploy-'));
  server = await startOwnServer(SERVER_PORT, { DATA_DIR: mkdtempSync(join(tmpdir(), 'meisterplaner-delivery-')), DEPLOY_DIR: deployDir });
  cdn = await startStaticOrigin(CDN_PORT, deployDir);
  // Two releases of the PV remote from its build; the published folders are what a CDN would hold.
  await remotesCommand(['publish', '1.4.0'], { deployDir, cwd: repoPath('mfe-pv') });
  await remotesCommand(['publish', '1.5.0'], { deployDir, cwd: repoPath('mfe-pv') });
});

test.afterAll(async () => {
  await cdn?.stop();
  await server?.stop();
});

async function companyOn(environments: ('ElektroPlanner' | 'PvPlanner')[]): Promise<RegisteredCompany> {
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  try {
    return await registerCompany(api, environments);
  } finally {
    await api.dispose();
  }
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });
const use = (...args: string[]) => remotesCommand(['use', ...args], { deployDir });

test('a remote is loaded from a second origin, switched and rolled back while the server runs; an open tab is told', async ({ page }) => {
  test.setTimeout(120_000);
  await use('mfe-pv', '1.4.0', '--base', `${cdn.baseURL}/mfe-pv/1.4.0/`);
  const company = await companyOn(['PvPlanner']);
  const serverRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(server.baseURL)) serverRequests.push(new URL(request.url()).pathname);
  });

  await openSignedIn(page, company, `${server.baseURL}/master-data/pv/pv-modules`);
  await expect(page.getByRole('heading', { name: 'PV-Module' })).toBeVisible();
  expect(cdn.requests).toContain('/mfe-pv/1.4.0/remoteEntry.js');
  expect(serverRequests.filter((path) => path.startsWith('/remotes/mfe-pv/'))).toEqual([]);

  // The team publishes 1.5.0 on the server itself: the open tab learns of it on its next navigation.
  await use('mfe-pv', '1.5.0');
  const notice = page.getByRole('alert').filter({ hasText: 'Neue Version verfügbar' });
  await expect(async () => {
    await sidebar(page).getByRole('menuitem', { name: 'Wechselrichter' }).click();
    await sidebar(page).getByRole('menuitem', { name: 'PV-Module' }).click();
    await expect(notice).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(notice).toContainText('Der Bereich „PV-Stammdaten“ wurde aktualisiert.');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/delivery-new-version-notice.png`, animations: 'disabled' });
  await notice.getByRole('button', { name: 'Neu laden' }).click();
  await expect(page.getByRole('heading', { name: 'PV-Module' })).toBeVisible();
  expect(serverRequests).toContain('/remotes/mfe-pv/1.5.0/remoteEntry.js');

  // Rolled back: the next page load takes 1.4.0 from the second origin again.
  await remotesCommand(['rollback', 'mfe-pv'], { deployDir });
  const cdnRequestsBefore = cdn.requests.length;
  await page.reload();
  await expect(page.getByRole('heading', { name: 'PV-Module' })).toBeVisible();
  expect(cdn.requests.slice(cdnRequestsBefore)).toContain('/mfe-pv/1.4.0/remoteEntry.js');
});

test('a remote built for another contract is not loaded; its area says it is being updated, the rest works', async ({ page }) => {
  // A release of mfe-pv built against @planner/api 2, which this shell does not have.
  const skewedBuild = mkdtempSync(join(tmpdir(), 'mfe-pv-skewed-'));
  cpSync(repoPath('mfe-pv', 'dist'), join(skewedBuild, 'dist'), { recursive: true });
  const manifestFile = join(skewedBuild, 'dist', 'remote.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { contract: Record<string, string> };
  writeFileSync(manifestFile, JSON.stringify({ ...manifest, contract: { ...manifest.contract, '@planner/api': '^2.0.0' } }));
  await remotesCommand(['publish', '2.0.0'], { deployDir, cwd: skewedBuild });
  await use('mfe-pv', '2.0.0');
  const company = await companyOn(['PvPlanner']);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));

  await openSignedIn(page, company, `${server.baseURL}/master-data/pv/inverters`);

  await expect(page.getByRole('heading', { name: 'Dieser Bereich wird gerade aktualisiert' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/delivery-remote-updating.png` });
  expect(requests.filter((url) => url.includes('/mfe-pv/2.0.0/'))).toEqual([]);
  await sidebar(page).getByRole('menuitem', { name: 'Kunden' }).click();
  await expect(page.getByRole('heading', { name: 'Kunden' })).toBeVisible();
  await expect.poll(() => server.log()).toContain('remote mfe-pv 2.0.0 was built for another contract than the shell');
  expect(server.log()).toContain('@planner/api 1.0.0 (remote: ^2.0.0)');

  await remotesCommand(['rollback', 'mfe-pv'], { deployDir });
});

test('a remote that throws while mounting shows the area fallback inside the layout; navigation keeps working', async ({ page }) => {
  await remotesCommand(['publish', '1.0.0'], { deployDir, cwd: repoPath('e2e', 'fixtures', 'mfe-broken') });
  await use('mfe-broken', '1.0.0');
  const company = await companyOn(['ElektroPlanner']);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  await openSignedIn(page, company, `${server.baseURL}/customers`);
  await expect(page.getByRole('heading', { name: 'Kunden' })).toBeVisible();
  await sidebar(page).getByRole('menuitem', { name: 'Defekter Bereich' }).click();

  await expect(page.getByRole('heading', { name: 'Modul vorübergehend nicht verfügbar' })).toBeVisible();
  await expect(page.getByText('Dieser Bereich konnte nicht angezeigt werden.', { exact: false })).toBeVisible();
  await expect(sidebar(page)).toBeVisible();
  await expect(page.getByText(/died in status/)).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/delivery-remote-crashed.png` });
  await expect.poll(() => server.log()).toContain('remote mfe-broken 1.0.0 failed in mount');
  expect(server.log()).toContain('Absichtlich defekt beim Einhängen');

  // Retrying mounts it again (it fails again); leaving for another area works as ever.
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('heading', { name: 'Modul vorübergehend nicht verfügbar' })).toBeVisible();
  await sidebar(page).getByRole('menuitem', { name: 'Projekte' }).click();
  await expect(page.getByRole('heading', { name: 'Projekte' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('an invalid entry of the served remotes.json is skipped and logged; every other remote works', async ({ page }) => {
  const manifestFile = join(deployDir, 'remotes.json');
  const remotes = JSON.parse(readFileSync(manifestFile, 'utf8')) as object[];
  writeFileSync(manifestFile, JSON.stringify([...remotes, { name: 'mfe-typo', entry: '/remotes/mfe-typo/1.0.0/remoteEntry.js', routePrefixes: ['/typo'] }]));
  const company = await companyOn(['ElektroPlanner']);

  await openSignedIn(page, company, `${server.baseURL}/projects`);

  await expect(page.getByRole('heading', { name: 'Projekte' })).toBeVisible();
  await sidebar(page).getByRole('menuitem', { name: 'Bauträger' }).click();
  await expect(page.getByRole('heading', { name: 'Bauträger' })).toBeVisible();
  expect(server.log()).toContain('skipping an invalid entry of the remotes manifest');
  expect(server.log()).toContain('"remote":"mfe-typo"');
});

test('a team develops its remote inside the running app: npm run dev serves it, everything else comes from the server', async ({ page }) => {
  test.setTimeout(150_000);
  const devServer = await startRemoteDevServer('mfe-pv', DEV_SERVER_PORT, server.baseURL);
  try {
    const company = await companyOn(['PvPlanner']);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));

    await openSignedIn(page, company, `${devServer.baseURL}/master-data/pv/wallboxes`);

    await expect(page.getByRole('heading', { name: 'Wallboxen' })).toBeVisible();
    expect(requests).toContain('/remotes/mfe-pv/dev/remoteEntry.js');
    // Other users of the server still get the published remote.
    const served = (await (await fetch(`${server.baseURL}/remotes.json`)).json()) as { name: string; entry: string }[];
    expect(served.find((remote) => remote.name === 'mfe-pv')?.entry).not.toContain('/dev/');
  } finally {
    await devServer.stop();
  }
});
