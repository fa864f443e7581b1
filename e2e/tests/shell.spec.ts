import { expect, test, type Page } from '@playwright/test';
import { openSignedIn, recordRequests, registerCompany, SCREENSHOT_DIR, uniqueEmail } from './support/session';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });

test('a new company registers and lands in the app with the ElektroPlanner sidebar', async ({ page }) => {
  await page.goto('/register');
  await expect(page).toHaveTitle('Registrieren – Meisterplaner');
  await page.getByLabel('Firmenname').fill('Elektro Sonnenschein GmbH');
  await page.getByLabel('Vorname').fill('Max');
  await page.getByLabel('Nachname').fill('Sonnenschein');
  await page.getByLabel('E-Mail').fill(uniqueEmail('register'));
  await page.getByLabel('Passwort', { exact: true }).fill('kurz');
  await page.getByLabel('Passwort wiederholen').fill('anders');
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await expect(page.getByText('Das Passwort muss mindestens 8 Zeichen lang sein.')).toBeVisible();
  await expect(page.getByText('Die Passwörter stimmen nicht überein.')).toBeVisible();
  await expect(page.getByText('Bitte wählen Sie mindestens eine Umgebung aus.')).toBeVisible();

  await page.getByLabel('Passwort', { exact: true }).fill('sicheres-passwort-1');
  await page.getByLabel('Passwort wiederholen').fill('sicheres-passwort-1');
  await page.getByLabel(/^ElektroPlanner/).check();
  await page.getByRole('button', { name: 'Registrieren' }).click();

  await expect(page).toHaveURL('/');
  const nav = sidebar(page);
  for (const entry of ['Start', 'Projekte', 'Kunden', 'Baustellen', 'Angebote', 'Bauträger', 'Installationen', 'Zusatzinstallationen', 'Sondervereinbarungen', 'Firma']) {
    await expect(nav.getByRole('menuitem', { name: new RegExp(`(^| )${entry}$`) })).toBeVisible();
  }
  await expect(nav.getByRole('menuitem', { name: 'PV-Module' })).toHaveCount(0);
  await expect(page.getByText('Elektro Sonnenschein GmbH')).toBeVisible();
});

test('registering an e-mail address twice shows the message on the e-mail field', async ({ page, request }) => {
  const company = await registerCompany(request);
  await page.goto('/register');
  await page.getByLabel('Firmenname').fill('Zweite Firma');
  await page.getByLabel('Vorname').fill('Max');
  await page.getByLabel('Nachname').fill('Muster');
  await page.getByLabel('E-Mail').fill(company.email);
  await page.getByLabel('Passwort', { exact: true }).fill('sicheres-passwort-1');
  await page.getByLabel('Passwort wiederholen').fill('sicheres-passwort-1');
  await page.getByLabel(/^PvPlanner/).check();
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await expect(page.getByText('Ein Account mit dieser E-Mail-Adresse existiert bereits.')).toBeVisible();
});

test('signing in with a wrong password is refused, the right one signs in, logout returns to sign-in', async ({ page, request }) => {
  const company = await registerCompany(request);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('Bitte geben Sie Ihren Benutzernamen ein.')).toBeVisible();
  await expect(page.getByText('Bitte geben Sie Ihr Passwort ein.')).toBeVisible();

  await page.getByLabel('Benutzername (E-Mail)').fill(company.email);
  await page.getByLabel('Passwort').fill('falsches-passwort');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('Anmeldung fehlgeschlagen!')).toBeVisible();
  await expect(page.getByText('Ungültiger Benutzername oder falsches Passwort.')).toBeVisible();

  await page.getByLabel('Passwort').fill(company.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(sidebar(page).getByRole('menuitem', { name: 'Kunden' })).toBeVisible();

  const accessToken = await page.evaluate(() => window.localStorage.getItem('access-token'));
  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await expect(page.getByRole('menuitem', { name: 'Profil' })).not.toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('refresh-token'))).toBeNull();
  // The session has ended on the server too: its access token no longer works.
  const afterLogout = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${accessToken}` } });
  expect(afterLogout.status()).toBe(401);
});

async function signIn(page: Page, company: { email: string; password: string }) {
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await page.getByLabel('Benutzername (E-Mail)').fill(company.email);
  await page.getByLabel('Passwort').fill(company.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

test('signing in on /login typed into the address bar lands on the start page, on another address there', async ({ page, request }) => {
  const company = await registerCompany(request);
  await page.goto('/login');
  await signIn(page, company);
  await expect(page).toHaveURL('/');
  await expect(sidebar(page).getByRole('menuitem', { name: 'Kunden' })).toBeVisible();
  await expect(page.getByText('Seite nicht gefunden')).toHaveCount(0);

  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await page.goto('/customers');
  await signIn(page, company);
  await expect(page).toHaveURL('/customers');
  await expect(page.getByRole('heading', { name: 'Kunden', level: 1 })).toBeVisible();
});

test('a PvPlanner-only company never downloads an ElektroPlanner remote', async ({ page, request }) => {
  const company = await registerCompany(request, ['PvPlanner']);
  const requests = recordRequests(page);
  await openSignedIn(page, company, '/settings/tenant');
  await expect(sidebar(page).getByRole('menuitem', { name: 'PV-Module' })).toBeVisible();
  await expect(sidebar(page).getByRole('menuitem', { name: 'Installationen' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Firma' })).toBeVisible();
  await page.goto('/electrical-components');
  await expect(page.getByText('Seite nicht gefunden')).toBeVisible();

  expect(requests.some((path) => path.startsWith('/remotes/mfe-crm/'))).toBe(true);
  for (const remote of ['mfe-planning', 'mfe-checkout', 'mfe-masterdata']) {
    expect(requests.filter((path) => path.startsWith(`/remotes/${remote}/`))).toEqual([]);
  }
});

test('an ElektroPlanner-only company never downloads the PV remote', async ({ page, request }) => {
  const company = await registerCompany(request, ['ElektroPlanner']);
  const requests = recordRequests(page);
  await openSignedIn(page, company, '/settings/tenant');
  await expect(page.getByRole('heading', { name: 'Firma' })).toBeVisible();
  await page.goto('/master-data/pv/pv-modules');
  await expect(page.getByText('Seite nicht gefunden')).toBeVisible();
  expect(requests.filter((path) => path.startsWith('/remotes/mfe-pv/'))).toEqual([]);
});

test('a remote that cannot be loaded shows a fallback while the rest keeps working', async ({ page, request }) => {
  const company = await registerCompany(request, ['ElektroPlanner', 'PvPlanner']);
  await page.route('**/remotes/mfe-pv/**', (route) => route.abort('connectionrefused'));
  await openSignedIn(page, company, '/master-data/pv/pv-modules');
  await expect(page.getByText('Modul vorübergehend nicht verfügbar')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();

  await sidebar(page).getByRole('menuitem', { name: 'Firma' }).click();
  await expect(page).toHaveURL('/settings/tenant');
  await expect(page.getByRole('heading', { name: 'Firma' })).toBeVisible();
  await expect(page.getByText('Modul vorübergehend nicht verfügbar')).toHaveCount(0);
});

test('the sidebar collapse state survives a reload and toggles with Ctrl+B', async ({ page, request }) => {
  const company = await registerCompany(request);
  await openSignedIn(page, company, '/settings/tenant');
  const sider = page.locator('.app-sider');
  await expect(sider).toHaveCSS('width', '256px');
  await page.keyboard.press('Control+b');
  await expect(sider).toHaveCSS('width', '48px');
  // Section headings would be cut off at icon width; rules separate the sections instead.
  await expect(sider.getByText('Verwaltung')).toHaveCount(0);
  await expect(sider.getByRole('separator')).not.toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Firma' })).toBeVisible();
  await expect(sider).toHaveCSS('width', '48px');
  await page.getByRole('button', { name: 'Seitenleiste umschalten' }).click();
  await expect(sider).toHaveCSS('width', '256px');
  await expect(sider.getByText('Verwaltung')).toBeVisible();
});

test('unknown routes show the German 404 page and /master-data its placeholder', async ({ page, request }) => {
  const company = await registerCompany(request);
  await openSignedIn(page, company, '/gibt-es-nicht');
  await expect(page.getByText('Seite nicht gefunden')).toBeVisible();
  await expect(page).toHaveTitle('Seite nicht gefunden – Meisterplaner');
  await page.goto('/master-data');
  await expect(page.getByText('Diese Seite ist noch nicht implementiert.')).toBeVisible();
});

for (const width of [390, 1024, 1440]) {
  test(`the layout works at ${width} px`, async ({ page, request }) => {
    const company = await registerCompany(request, ['ElektroPlanner', 'PvPlanner']);
    await page.setViewportSize({ width, height: 900 });
    await openSignedIn(page, company, '/settings/tenant');
    await expect(page.getByRole('heading', { name: 'Firma' })).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/settings-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (width < 640) {
      await page.getByRole('button', { name: 'Seitenleiste umschalten' }).click();
      await expect(sidebar(page).getByRole('menuitem', { name: 'Kunden' })).toBeVisible();
      await expect.poll(async () => (await sidebar(page).boundingBox())?.x).toBe(0);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/sidebar-mobile.png` });
    }
  });
}
