import { expect, test, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import { finalizedQuote, germanToday as today, issuedInvoice } from './support/invoice';
import { openSignedIn, registerCompany, SCREENSHOT_DIR } from './support/session';

const germanDate = (iso: string) => iso.split('-').reverse().join('.');

/** Types a day into a date field and leaves it with Tab (Enter would submit the dialog). */
async function typeDay(page: Page, label: string, iso: string) {
  const field = page.getByRole('dialog').getByLabel(label);
  await field.click();
  await field.fill(germanDate(iso));
  await field.press('Tab');
  await expect(field).toHaveValue(germanDate(iso));
}

test('the tax adviser’s export: DATEV settings, then a ZIP with the booking batch, the PDF and the XML; a second export is confirmed', async ({
  page,
  request,
}) => {
  // About 40 s on a busy machine; the margin is for the first load of each remote.
  test.setTimeout(120_000);
  const company = await registerCompany(request);
  const { configurationId } = await finalizedQuote(request, company, 'Accepted');
  const { invoiceNumber } = await issuedInvoice(request, company, { quoteId: configurationId, kind: 'Final' });

  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, company, '/settings/tenant');
  // The first page of a session loads its remote; on a busy machine that takes a while.
  await expect(page.getByRole('heading', { name: 'Firma' })).toBeVisible({ timeout: 45_000 });
  const card = page.getByRole('main').locator('.ant-card').filter({ has: page.getByText('DATEV-Export', { exact: true }) });
  await expect(card).toContainText('Noch nicht hinterlegt.');
  await card.getByRole('button', { name: 'DATEV-Export bearbeiten' }).click();
  const settings = page.getByRole('dialog', { name: 'DATEV-Export bearbeiten' });
  await expect(settings.getByLabel('Erlöse 19 %')).toHaveValue('8400');
  await expect(settings.getByLabel('Erlöse § 13b UStG')).toHaveValue('8337');
  await settings.getByLabel('Beraternummer').fill('29098');
  await settings.getByLabel('Mandantennummer').fill('55003');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/datev-settings-dialog.png` });
  await settings.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('DATEV-Einstellungen gespeichert.')).toBeVisible();
  await expect(card).toContainText('29098 / 55003');

  await page.goto('/invoices');
  await expect(page.getByRole('heading', { name: 'Rechnungen' })).toBeVisible({ timeout: 45_000 });
  // The export takes the invoice's stored PDF: while it is being made, the export answers 'wird erstellt'.
  const invoiceRow = page.getByRole('row').filter({ hasText: invoiceNumber });
  await expect(invoiceRow).toBeVisible();
  await expect(invoiceRow.getByText('PDF wird erstellt')).toHaveCount(0, { timeout: 30_000 });
  await page.getByRole('button', { name: /Export für Steuerberater/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Export für Steuerberater' });
  await expect(dialog).toContainText('Bisher wurde kein Zeitraum exportiert.');
  const monthStart = `${today().slice(0, 8)}01`;
  await typeDay(page, 'Von', monthStart);
  await typeDay(page, 'Bis', today());
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'ZIP herunterladen' }).click()]);
  expect(download.suggestedFilename()).toBe(`DATEV-Export-${monthStart.replaceAll('-', '')}-${today().replaceAll('-', '')}.zip`);
  const zip = unzipSync(new Uint8Array(readFileSync(await download.path())));
  expect(Object.keys(zip).sort()).toEqual([
    `EXTF_Buchungsstapel_${monthStart.replaceAll('-', '')}_${today().replaceAll('-', '')}.csv`,
    'Rechnung-RE-0001.pdf',
    'Rechnung-RE-0001.xml',
  ]);
  const batch = Buffer.from(Object.values(zip)[0]!).toString('latin1');
  expect(batch.startsWith('"EXTF";700;21;"Buchungsstapel";13;')).toBe(true);
  expect(batch).toContain(`;"RE-0001";`);
  expect(Buffer.from(zip['Rechnung-RE-0001.pdf']!).subarray(0, 5).toString()).toBe('%PDF-');

  // The same period again: marked as exported, and only exported once confirmed.
  await page.getByRole('button', { name: /Export für Steuerberater/ }).click();
  await typeDay(page, 'Von', monthStart);
  await typeDay(page, 'Bis', today());
  await expect(dialog).toContainText('Bereits exportiert');
  await expect(dialog).toContainText(`${germanDate(monthStart)} – ${germanDate(today())}: 1 Rechnung`);
  const again = dialog.getByRole('checkbox', { name: /Trotzdem erneut exportieren/ });
  await expect(again).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/datev-export-dialog.png` });
  await dialog.getByRole('button', { name: 'ZIP herunterladen' }).click();
  await expect(dialog.getByRole('alert')).toContainText('bereits am');
  await again.check();
  const [second] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'ZIP herunterladen' }).click()]);
  expect(second.suggestedFilename()).toContain('DATEV-Export-');
  await expect(dialog).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: /Export für Steuerberater/ }).click();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/datev-export-dialog-phone.png` });
});
