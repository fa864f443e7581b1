import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { finalizedQuote } from './support/invoice';
import { repoPath, startOwnServer, type OwnServer } from './support/ownServer';
import { authHeaders } from './support/project';
import { openSignedIn, registerCompany, SCREENSHOT_DIR } from './support/session';

// An invoice falls due only with time: it is issued on a server of its own, which is then started
// again on the same data with its clock 40 days ahead (the browser's clock with it).
const SERVER_PORT = Number(process.env.E2E_REMINDER_PORT ?? Number(process.env.E2E_PORT ?? 3199) + 3);
const DAY_MS = 86_400_000;
const AHEAD_DAYS = 40;
const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());

let server: OwnServer | undefined;
test.afterEach(async () => {
  await server?.stop();
  server = undefined;
});

test('an overdue invoice shows as such in the list and on the dashboard, and its 1. Mahnung is a PDF with fee and default interest', async ({ browser }) => {
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'meisterplaner-reminders-'));
  const baseURL = `http://localhost:${SERVER_PORT}`;
  server = await startOwnServer(SERVER_PORT, { DATA_DIR: dataDir });
  let request = await playwrightRequest.newContext({ baseURL });
  const company = await registerCompany(request);
  const { configurationId } = await finalizedQuote(request, company, 'Accepted');
  const created = await request.post('/api/electro/invoices', { headers: authHeaders(company), data: { quoteId: configurationId, kind: 'Final' } });
  expect(created.status(), await created.text()).toBe(200);
  const draft = (await created.json()).data as { id: string; version: number };
  const issued = await request.post(`/api/electro/invoices/${draft.id}/issue`, { headers: authHeaders(company), data: { version: draft.version, invoiceDate: today() } });
  expect(issued.status(), await issued.text()).toBe(200);
  const invoiceNumber = (await issued.json()).data.invoiceNumber as string;
  await request.dispose();
  await server.stop();

  server = await startOwnServer(SERVER_PORT, {
    DATA_DIR: dataDir,
    CLOCK_AHEAD_DAYS: String(AHEAD_DAYS),
    NODE_OPTIONS: `--require ${repoPath('e2e/tests/support/clockAhead.cjs')}`,
  });
  request = await playwrightRequest.newContext({ baseURL });
  const signIn = await request.post('/api/auth/login', { data: { loginName: company.email, password: company.password } });
  const tokens = (await signIn.json()).data.jwsTokens;
  await request.dispose();

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'de-DE', baseURL, acceptDownloads: true });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(Date.now() + AHEAD_DAYS * DAY_MS));
  await openSignedIn(page, { ...company, tokens }, '/');
  const overdueCard = page.getByRole('main').locator('.ant-card').filter({ has: page.getByText('Überfällige Rechnungen', { exact: true }) });
  await expect(overdueCard).toContainText('1 Rechnung ist überfällig', { timeout: 45_000 });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/reminders-dashboard.png` });

  await overdueCard.getByRole('button', { name: 'Überfällige Rechnungen anzeigen' }).click();
  await expect(page).toHaveURL(/\/invoices\?overdue=true/);
  const row = page.getByRole('row').filter({ hasText: invoiceNumber });
  await expect(row).toContainText('Überfällig', { timeout: 45_000 });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/reminders-overdue-list.png` });
  await row.click();

  const card = page.getByRole('main').locator('.ant-card').filter({ has: page.getByText('Zahlungserinnerungen und Mahnungen', { exact: true }) });
  await expect(card).toContainText('Noch keine Zahlungserinnerung erstellt.', { timeout: 45_000 });
  await card.getByRole('button', { name: 'Zahlungserinnerung erstellen' }).click();
  await page.getByRole('dialog', { name: 'Zahlungserinnerung erstellen' }).getByRole('button', { name: 'Zahlungserinnerung erstellen' }).click();
  await expect(page.getByText('Zahlungserinnerung erstellt. Sie wurde nicht per E-Mail versandt; laden Sie das PDF herunter.')).toBeVisible();
  await card.getByRole('button', { name: '1. Mahnung erstellen' }).click();
  const dialog = page.getByRole('dialog', { name: '1. Mahnung erstellen' });
  await expect(dialog.getByLabel(/Verbraucher/)).toBeChecked();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/reminders-dialog.png` });
  await dialog.getByRole('button', { name: '1. Mahnung erstellen' }).click();
  await expect(card).toContainText(/1\. Mahnung vom \d{2}\.\d{2}\.\d{4}/);
  await expect(card).toContainText('Gebühr 2,50 €');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/reminders-invoice.png`, fullPage: true });

  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: '1. Mahnung als PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`Mahnung-1-${invoiceNumber}.pdf`);
  const pdf = readFileSync(await download.path());
  const file = `${SCREENSHOT_DIR}/reminder-mahnung-1.pdf`;
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '70', file, `${SCREENSHOT_DIR}/reminder-mahnung-1-page`]);
  const text = execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, ' ');
  expect(text).toContain(`1. Mahnung zu Rechnung ${invoiceNumber}`);
  expect(text).toContain('Mahngebühr 2,50 €');
  expect(text).toContain('Verzugszinsen');
  expect(text).toContain('Basiszinssatz + 5 Prozentpunkte (§ 288 Abs. 1 BGB)');
  expect(text).toContain('Zu zahlen');

  // On a phone the card keeps its figures and the next step beneath them.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card.getByRole('button', { name: '2. Mahnung erstellen' })).toBeVisible();
  await card.screenshot({ path: `${SCREENSHOT_DIR}/reminders-phone.png` });
  await context.close();
});
