import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request as playwrightRequest, test, type Browser } from '@playwright/test';
import { finalizedQuote } from './support/invoice';
import { repoPath, startOwnServer, type OwnServer } from './support/ownServer';
import { authHeaders } from './support/project';
import { registerCompany, SCREENSHOT_DIR } from './support/session';

// The offer's validity passes only with time: the quote is made on a server of its own, which
// is then started again on the same data with its clock 31 days ahead.
const SERVER_PORT = Number(process.env.E2E_EXPIRY_PORT ?? 3205);
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const DAY_MS = 86_400_000;
const germanDate = (instant: Date) => instant.toLocaleDateString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' });

let server: OwnServer | undefined;
test.afterEach(async () => {
  await server?.stop();
  server = undefined;
});

async function customerPage(browser: Browser, baseURL: string, token: string, viewport: typeof DESKTOP) {
  const context = await browser.newContext({ viewport, locale: 'de-DE', baseURL });
  const page = await context.newPage();
  await page.goto(`/angebot/${token}`);
  return { context, page };
}

test('an expired offer’s link shows a friendly German page with the company’s contact instead of the form, until the validity is extended', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'meisterplaner-expiry-'));
  const baseURL = `http://localhost:${SERVER_PORT}`;
  server = await startOwnServer(SERVER_PORT, { DATA_DIR: dataDir });
  let request = await playwrightRequest.newContext({ baseURL });
  const company = await registerCompany(request);
  const { configurationId } = await finalizedQuote(request, company, 'Sent');
  const created = await request.post(`/api/electro/configurations/${configurationId}/quote/links`, { headers: authHeaders(company), data: { validDays: 90 } });
  expect(created.status()).toBe(200);
  const { token, link } = (await created.json()).data as { token: string; link: { expiresAt: string } };
  const quote = (await (await request.get(`/api/electro/configurations/${configurationId}/quote/info`, { headers: authHeaders(company) })).json()).data as {
    validUntil: string;
    quoteNumber: string;
  };
  // Asked for 90 days, the link ends with the quote's validity.
  expect(germanDate(new Date(link.expiresAt))).toBe(quote.validUntil.split('-').reverse().join('.'));
  await request.dispose();
  await server.stop();

  server = await startOwnServer(SERVER_PORT, {
    DATA_DIR: dataDir,
    CLOCK_AHEAD_DAYS: '31',
    NODE_OPTIONS: `--require ${repoPath('e2e/tests/support/clockAhead.cjs')}`,
  });
  const validUntil = quote.validUntil.split('-').reverse().join('.');
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    const { context, page } = await customerPage(browser, baseURL, token, viewport);
    await expect(page.getByRole('heading', { name: `Angebot ${quote.quoteNumber}`, level: 1 })).toBeVisible();
    await expect(page.getByText('Dieses Angebot ist nicht mehr gültig.')).toBeVisible();
    await expect(page.getByText(`galt bis zum ${validUntil} und kann deshalb nicht mehr online angenommen werden`)).toBeVisible();
    const contact = page.locator('.ant-result-extra');
    await expect(contact).toContainText(company.companyName);
    await expect(contact.getByRole('link', { name: /^Telefon / })).toHaveAttribute('href', /^tel:/);
    await expect(contact.getByRole('link', { name: /^E-Mail / })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('button', { name: 'Verbindlich annehmen' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Angebot als PDF herunterladen' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/quote-link-expired-${name}.png`, fullPage: true });
    await context.close();
  }

  // The company extends the validity: the same link takes the answer again and names the new day.
  request = await playwrightRequest.newContext({ baseURL });
  const signIn = await request.post('/api/auth/login', { data: { loginName: company.email, password: company.password } });
  const tokens = (await signIn.json()).data.jwsTokens;
  const newDay = new Date(Date.now() + 45 * DAY_MS).toLocaleDateString('en-CA', { timeZone: 'Europe/Berlin' });
  const extended = await request.post(`/api/electro/configurations/${configurationId}/quote/validity`, {
    headers: authHeaders({ ...company, tokens }),
    data: { validUntil: newDay, previousValidUntil: quote.validUntil },
  });
  expect(extended.status(), await extended.text()).toBe(200);
  const fresh = await request.post(`/api/electro/configurations/${configurationId}/quote/links`, { headers: authHeaders({ ...company, tokens }), data: {} });
  const freshToken = ((await fresh.json()).data as { token: string }).token;
  await request.dispose();
  const { context, page } = await customerPage(browser, baseURL, freshToken, PHONE);
  await expect(page.getByText(`bis zum ${newDay.split('-').reverse().join('.')} verlängert`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verbindlich annehmen' })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/quote-link-extended-phone.png`, fullPage: true });
  await context.close();
});
