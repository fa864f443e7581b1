import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { finalizedQuote } from './support/invoice';
import { pngDataUrl, solidPng } from './support/png';
import { authHeaders } from './support/project';
import { openSignedIn, registerCompany, SCREENSHOT_DIR } from './support/session';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const linksCard = (page: Page) => page.getByRole('main').locator('.ant-card').filter({ has: page.getByText('Online-Annahme durch den Kunden', { exact: true }) });

test('the customer opens the quote by link without a session, accepts it on the phone, and the installer sees who and when', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const company = await registerCompany(request);
  const { configurationId } = await finalizedQuote(request, company, 'Sent');
  // A logo in the company's red: the customer's page takes its colour from it.
  const logo = await request.put('/api/electro/tenant-information/logo', {
    headers: authHeaders(company),
    data: { imageData: pngDataUrl(solidPng(64, [200, 40, 40])) },
  });
  expect(logo.status()).toBe(200);

  await page.setViewportSize(DESKTOP);
  await openSignedIn(page, company, `/quotes/${configurationId}`);
  await expect(linksCard(page)).toContainText('Noch kein Link erstellt.');
  await linksCard(page).getByRole('button', { name: 'Link für Kunden erstellen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link für Kunden erstellen' });
  await dialog.getByLabel('Gültig für').fill('14');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/quote-link-dialog.png` });
  await dialog.getByRole('button', { name: 'Link erstellen' }).click();
  await expect(dialog).toBeHidden();
  const linkField = linksCard(page).getByLabel('Link für den Kunden');
  await expect(linkField).toHaveValue(/\/angebot\/[A-Za-z0-9_-]{43}$/);
  const link = await linkField.inputValue();
  await expect(linksCard(page).getByRole('listitem')).toContainText('Offen');
  const expiry = new Date(Date.now() + 14 * 86_400_000).toLocaleDateString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' });
  await expect(linksCard(page).getByRole('listitem')).toContainText(`Gültig bis ${expiry}`);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/quote-link-created.png`, fullPage: true });

  // A browser of its own, as the customer's phone: no session, cookies and storage blocked.
  const customer = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'de-DE' });
  const customerPage = await customer.newPage();
  const foreignRequests: string[] = [];
  customerPage.on('request', (sent) => {
    if (new URL(sent.url()).origin !== new URL(link).origin && !sent.url().startsWith('data:')) foreignRequests.push(sent.url());
  });
  await customerPage.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', { get: () => { throw new DOMException('blocked', 'SecurityError'); } });
    Object.defineProperty(document, 'cookie', { get: () => { throw new DOMException('blocked', 'SecurityError'); }, set: () => undefined });
  });
  const response = await customerPage.goto(link);
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(customerPage.getByRole('heading', { name: 'Angebot A-2026-31', level: 1 })).toBeVisible();
  await expect(customerPage).toHaveTitle(/^Angebot A-2026-31 – /);
  await expect(customerPage.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(customerPage.getByLabel('Summe')).toContainText(/1\.785,00\s€/);
  await expect(customerPage.getByRole('link', { name: 'Angebot als PDF herunterladen' })).toHaveAttribute('href', /\/pdf$/);
  await expect(customerPage.getByRole('button', { name: 'Verbindlich annehmen' })).toHaveCSS('background-color', 'rgb(200, 40, 40)');
  await customerPage.screenshot({ path: `${SCREENSHOT_DIR}/quote-link-customer-phone.png`, fullPage: true });

  await customerPage.getByRole('button', { name: 'Verbindlich annehmen' }).click();
  await expect(customerPage.getByText('Bitte geben Sie Ihren vollständigen Namen ein.')).toBeVisible();
  await expect(customerPage.getByText('Bitte bestätigen Sie, dass Sie das Angebot und die Bedingungen annehmen.')).toBeVisible();
  await customerPage.getByLabel('Ihr vollständiger Name').fill('Jonas Weber');
  await customerPage.getByRole('checkbox').check();
  await customerPage.getByRole('button', { name: 'Verbindlich annehmen' }).click();
  await expect(customerPage.getByText('Vielen Dank für Ihren Auftrag!')).toBeVisible();
  await expect(customerPage.getByText(/Jonas Weber hat das Angebot am .* angenommen/)).toBeVisible();
  await customerPage.screenshot({ path: `${SCREENSHOT_DIR}/quote-link-accepted-phone.png`, fullPage: true });
  await customerPage.setViewportSize(DESKTOP);
  await customerPage.reload();
  await expect(customerPage.getByText('Vielen Dank für Ihren Auftrag!')).toBeVisible();
  await customerPage.screenshot({ path: `${SCREENSHOT_DIR}/quote-link-accepted-desktop.png`, fullPage: true });
  expect(foreignRequests).toEqual([]);
  await customer.close();

  // The installer sees the answer: a toast on the next visit, the status and the evidence on the quote.
  await page.goto('/');
  await expect(page.getByText('Angebot A-2026-31 angenommen')).toBeVisible();
  await page.goto(`/quotes/${configurationId}`);
  await expect(page.getByText('Vom Kunden angenommen').first()).toBeVisible();
  await expect(linksCard(page).getByRole('listitem')).toContainText(/Angenommen von Jonas Weber am/);
  await expect(linksCard(page)).toContainText('PDF-Prüfsumme (SHA-256)');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/quote-link-answered.png`, fullPage: true });
});

test('a revoked link shows the customer a friendly German page', async ({ page, browser, request }) => {
  const company = await registerCompany(request);
  const { configurationId } = await finalizedQuote(request, company, 'Sent');
  const created = await request.post(`/api/electro/configurations/${configurationId}/quote/links`, { headers: authHeaders(company), data: {} });
  const { token, link } = (await created.json()).data as { token: string; link: { id: string } };

  await page.setViewportSize(DESKTOP);
  await openSignedIn(page, company, `/quotes/${configurationId}`);
  await linksCard(page).getByRole('button', { name: 'Zurückziehen' }).click();
  await page.getByRole('dialog', { name: 'Link zurückziehen?' }).getByRole('button', { name: 'Zurückziehen' }).click();
  await expect(page.getByText('Link zurückgezogen.')).toBeVisible();
  await expect(linksCard(page).getByRole('listitem')).toContainText('Zurückgezogen');
  expect(link.id).toBeTruthy();

  const customer = await browser.newContext({ viewport: PHONE });
  const customerPage = await customer.newPage();
  await customerPage.goto(`/angebot/${token}`);
  await expect(customerPage.getByText('Link zurückgezogen')).toBeVisible();
  await expect(customerPage.getByText(/Dieser Link wurde zurückgezogen/)).toBeVisible();
  await customerPage.screenshot({ path: `${SCREENSHOT_DIR}/quote-link-revoked-phone.png`, fullPage: true });
  await customerPage.goto(`/angebot/${'x'.repeat(43)}`);
  await expect(customerPage.getByText(/Dieser Link ist ungültig/)).toBeVisible();
  await customer.close();
});

test('the customer page has no serious or critical WCAG 2.1 AA violation, before and after answering', async ({ browser, request }) => {
  const company = await registerCompany(request);
  const { configurationId } = await finalizedQuote(request, company, 'Sent');
  const created = await request.post(`/api/electro/configurations/${configurationId}/quote/links`, { headers: authHeaders(company), data: {} });
  const { token } = (await created.json()).data as { token: string };
  const customer = await browser.newContext({ viewport: PHONE, locale: 'de-DE' });
  const customerPage = await customer.newPage();
  const serious = async () =>
    (await new AxeBuilder({ page: customerPage }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 80)).join(' | ')}`);

  await customerPage.goto(`/angebot/${token}`);
  await expect(customerPage.getByRole('heading', { name: 'Angebot A-2026-31', level: 1 })).toBeVisible();
  expect(await serious()).toEqual([]);
  await customerPage.getByRole('button', { name: 'Angebot ablehnen' }).click();
  await customerPage.getByLabel('Grund (optional)').fill('Wir haben uns für eine andere Lösung entschieden.');
  await customerPage.getByRole('button', { name: 'Angebot ablehnen' }).click();
  await expect(customerPage.getByText('Sie haben das Angebot abgelehnt.')).toBeVisible();
  expect(await serious()).toEqual([]);
  await customer.close();
});
