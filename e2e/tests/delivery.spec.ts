import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { createServer, type AddressInfo, type Socket } from 'node:net';
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

/** The tab looks at /remotes.json on navigation (at most every 10 s): goes back and forth until the notice comes. */
async function updateNoticeOnNavigating(page: Page, menuItems: [string, string]) {
  const notice = page.getByRole('alert').filter({ hasText: 'Neue Version verfügbar' });
  await expect(async () => {
    for (const name of menuItems) await sidebar(page).getByRole('menuitem', { name }).click();
    await expect(notice).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  return notice;
}

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
  const notice = await updateNoticeOnNavigating(page, ['Wechselrichter', 'PV-Module']);
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

const unavailableHeading = (page: Page) => page.getByRole('heading', { name: 'Modul vorübergehend nicht verfügbar' });

test('after a release whose entry never arrived, switching to a fixed version and retrying brings the area back in the open tab', async ({ page }) => {
  test.setTimeout(90_000);
  await remotesCommand(['publish', '1.6.0'], { deployDir, cwd: repoPath('mfe-pv') });
  for (const file of ['remoteEntry.js', 'remoteEntry.js.br', 'remoteEntry.js.gz']) rmSync(join(deployDir, 'mfe-pv', '1.6.0', file), { force: true });
  await use('mfe-pv', '1.6.0');
  const company = await companyOn(['PvPlanner']);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));

  await openSignedIn(page, company, `${server.baseURL}/master-data/pv/pv-modules`);
  await expect(unavailableHeading(page)).toBeVisible();
  await expect(page.getByText('Dieser Bereich konnte nicht geladen werden.', { exact: false })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  // Back in the failed area, 'Erneut versuchen' is clicked at once and again and again: the area
  // ends with its fallback, never blank.
  await sidebar(page).getByRole('menuitem', { name: 'Kunden' }).click();
  await expect(page.getByRole('heading', { name: 'Kunden' })).toBeVisible();
  await sidebar(page).getByRole('menuitem', { name: 'PV-Module' }).click();
  await page.evaluate(async () => {
    for (const end = Date.now() + 1500; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 15))) {
      [...document.querySelectorAll('button')].find((button) => button.textContent?.includes('Erneut versuchen'))?.click();
    }
  });
  await expect(unavailableHeading(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();

  // The team switches to a fixed version; retrying loads it in the same page.
  await use('mfe-pv', '1.5.0');
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('heading', { name: 'PV-Module' })).toBeVisible();
  await expect(unavailableHeading(page)).toHaveCount(0);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(requests).toContain('/remotes/mfe-pv/1.5.0/remoteEntry.js');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/delivery-retry-after-fix.png` });
});

test('a remote the open tab never loaded is announced when another version is published', async ({ page }) => {
  test.setTimeout(90_000);
  await use('mfe-pv', '1.4.0');
  const company = await companyOn(['ElektroPlanner', 'PvPlanner']);
  await openSignedIn(page, company, `${server.baseURL}/customers`);
  await expect(page.getByRole('heading', { name: 'Kunden' })).toBeVisible();

  await use('mfe-pv', '1.5.0');
  const notice = await updateNoticeOnNavigating(page, ['Projekte', 'Kunden']);
  await expect(notice).toContainText('Der Bereich „PV-Stammdaten“ wurde aktualisiert.');
});

test('a remote whose unmount throws leaves nothing of its page behind; the failure is reported', async ({ page }) => {
  await remotesCommand(['publish', '1.0.0'], { deployDir, cwd: repoPath('e2e', 'fixtures', 'mfe-lingering') });
  await use('mfe-lingering', '1.0.0');
  const company = await companyOn(['ElektroPlanner']);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const lingering = page.getByRole('heading', { name: 'Inhalt des hängenden Bereichs' });

  await openSignedIn(page, company, `${server.baseURL}/customers`);
  await sidebar(page).getByRole('menuitem', { name: 'Hängender Bereich' }).click();
  await expect(lingering).toBeVisible();
  await sidebar(page).getByRole('menuitem', { name: 'Projekte' }).click();

  await expect(page.getByRole('heading', { name: 'Projekte' })).toBeVisible();
  await expect(lingering).toHaveCount(0);
  await expect(page.locator('#remote-mfe-lingering')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/delivery-unmount-failed.png` });
  await expect.poll(() => server.log()).toContain('remote mfe-lingering 1.0.0 failed in unmount');
  expect(server.log()).toContain('Absichtlich defekt beim Aushängen');

  // Coming back mounts it anew, once.
  await sidebar(page).getByRole('menuitem', { name: 'Hängender Bereich' }).click();
  await expect(lingering).toHaveCount(1);
  expect(pageErrors).toEqual([]);
});

test('a remote whose host never answers shows its loading state at once, then the fallback within 8 s', async ({ page }) => {
  test.setTimeout(60_000);
  // Accepts every connection and never answers.
  const sockets: Socket[] = [];
  const silentHost = createServer((socket) => void sockets.push(socket));
  await new Promise<void>((resolveListen) => silentHost.listen(0, '127.0.0.1', resolveListen));
  const { port } = silentHost.address() as AddressInfo;
  try {
    await remotesCommand(['use', 'mfe-pv', '1.5.0', '--base', `http://127.0.0.1:${port}/mfe-pv/1.5.0/`], { deployDir });
    const company = await companyOn(['PvPlanner']);
    await openSignedIn(page, company, `${server.baseURL}/customers`);
    await expect(page.getByRole('heading', { name: 'Kunden' })).toBeVisible();

    const opened = Date.now();
    await sidebar(page).getByRole('menuitem', { name: 'PV-Module' }).click();
    await expect(page.getByRole('status').filter({ hasText: '„PV-Stammdaten“ wird geladen …' })).toBeVisible({ timeout: 1000 });
    await page.screenshot({ path: `${SCREENSHOT_DIR}/delivery-remote-loading.png` });
    await expect(unavailableHeading(page)).toBeVisible({ timeout: 10_000 });
    const waited = Date.now() - opened;
    expect(waited).toBeGreaterThanOrEqual(7_000);
    expect(waited).toBeLessThan(10_000);
    expect(sockets.length).toBeGreaterThan(0);
    await expect.poll(() => server.log()).toContain('remote mfe-pv 1.5.0 failed in load');
    expect(server.log()).toContain(`http://127.0.0.1:${port}/mfe-pv/1.5.0/remoteEntry.js hat nach 8 s nicht geantwortet`);
  } finally {
    for (const socket of sockets) socket.destroy();
    silentHost.close();
    await remotesCommand(['use', 'mfe-pv', '1.5.0'], { deployDir });
  }
});

function headersOf(url: string, acceptEncoding: string): Promise<IncomingHttpHeaders> {
  return new Promise((resolveHeaders, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      response.resume();
      resolveHeaders(response.headers);
    }).on('error', reject);
  });
}

test('precompressed remote files name Accept-Encoding in Vary, so a cache in front never hands brotli to a client that did not ask', async () => {
  const published = readdirSync(join(deployDir, 'mfe-pv', '1.5.0'));
  const chunk = published.find((file) => /^\d+\.[0-9a-f]+\.js$/.test(file) && published.includes(`${file}.br`));
  expect(chunk).toBeDefined();
  for (const file of ['remoteEntry.js', chunk!]) {
    const url = `${server.baseURL}/remotes/mfe-pv/1.5.0/${file}`;
    const brotli = await headersOf(url, 'br');
    const plain = await headersOf(url, 'identity');
    expect(brotli['content-encoding'], file).toBe('br');
    expect(brotli.vary, file).toBe('accept-encoding');
    expect(plain['content-encoding'], file).toBeUndefined();
    expect(plain.vary, file).toBe('accept-encoding');
  }
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
