import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { apiPut, completeCompanyData, createProjectWithQuote } from './support/project';
import { buildQuote, today } from './support/quote';
import { chooseOption } from './support/select';
import { openSignedIn, registerCompany, SCREENSHOT_DIR } from './support/session';

const desktop = (page: Page) => page.setViewportSize({ width: 1440, height: 900 });
const phone = (page: Page) => page.setViewportSize({ width: 390, height: 844 });
const euro = (amount: string) => new RegExp(`${amount.replace('.', '\\.')}\\s€`);
const totals = (page: Page) => page.getByRole('group', { name: 'Summen' });
const totalLine = (page: Page, label: string | RegExp) => totals(page).locator('> div').filter({ hasText: label });

/** Writes the PDF's pages as PNG images beside the screenshots and answers its text, as poppler reads it. */
function pagesOf(pdf: Buffer, name: string): string {
  const file = `${SCREENSHOT_DIR}/${name}.pdf`;
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '60', file, `${SCREENSHOT_DIR}/${name}-page`]);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString().replace(/\s+/g, ' ');
}

const downloaded = async (file: Download) => readFileSync(await file.path());

/** The rows of the totals block both PDFs print for 1.500,00 € at 19 % and 1.000,00 € at 0 %, with the § 12 Abs. 3 note. */
function expectMixedRateTotals(text: string, tax: 'MwSt.' | 'USt.') {
  expect(text).toMatch(/Nettobetrag 19 % 1\.500,00 €/);
  expect(text).toContain(`zzgl. 19 % ${tax} 285,00 €`);
  expect(text).toMatch(/Nettobetrag 0 % 1\.000,00 €/);
  expect(text).toContain(`zzgl. 0 % ${tax} 0,00 €`);
  expect(text).toMatch(/Summe netto 2\.500,00 €/);
  expect(text).toMatch(/Gesamtbetrag 2\.785,00 €/);
  expect(text).toContain('Steuersatz 0 % gemäß § 12 Abs. 3 UStG');
}

async function expectScreenTotals(page: Page, vatLines: [string | RegExp, string][]) {
  await expect(totalLine(page, /^Netto/)).toContainText(euro('2.500,00'));
  for (const [label, amount] of vatLines) await expect(totalLine(page, label)).toContainText(euro(amount));
  await expect(totalLine(page, /^Brutto/)).toContainText(euro('2.785,00'));
}

test('a quote with a PV system at 0 % shows VAT per rate on screen and in its PDF, and its invoice bills the same rates and totals', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const company = await registerCompany(request);
  await completeCompanyData(request, company);
  const { projectId, configurationId } = await createProjectWithQuote(request, company);
  await buildQuote(request, company, configurationId);
  const pvId = randomUUID();
  await apiPut(request, company, `/api/electro/additional-installations/${pvId}`, {
    additionalInstallation: { id: pvId, title: 'PV-Anlage 9,8 kWp', description: 'mit Stromspeicher, auf dem Dach', price: 100_000, icon: null },
    priceValidFrom: today(),
  });
  const pvLine = randomUUID();
  await apiPut(request, company, `/api/electro/configurations/${configurationId}/additional-installations/${pvLine}`, {
    id: pvLine,
    additionalInstallationId: pvId,
    amount: 1,
  });

  // The planner marks the PV system 0 % (§ 12 Abs. 3 UStG); the rest stays at 19 %.
  await desktop(page);
  const base = `/projects/${projectId}/configurations/${configurationId}`;
  await openSignedIn(page, company, `${base}/additional-installations`);
  await chooseOption(page.getByRole('combobox', { name: 'MwSt. PV-Anlage 9,8 kWp' }), '0 % (PV-Anlage)');
  await expect(page.getByTestId('configuration-total')).toHaveText(/2\.500,00\s€/);

  await page.getByRole('button', { name: 'Angebot fertigstellen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Angebot fertigstellen' });
  const preview = dialog.getByRole('table', { name: 'Vorschau der Summen' });
  await expect(preview.getByRole('row', { name: /Netto/ })).toContainText(euro('2.500,00'));
  await expect(preview.getByRole('row', { name: /19 % MwSt\. auf 1\.500,00/ })).toContainText(euro('285,00'));
  await expect(preview.getByRole('row', { name: /0 % MwSt\. auf 1\.000,00/ })).toContainText(euro('0,00'));
  await expect(preview.getByRole('row', { name: /Brutto/ })).toContainText(euro('2.785,00'));
  await dialog.getByLabel('Name des Angebots').fill('Elektro und PV Talweg');
  await dialog.getByLabel('Angebotsnummer').fill('A-2026-040');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/mixed-rate-finalize-dialog.png` });
  const [quotePdf, pdfTab] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Angebot fertigstellen' }).click(),
  ]);
  await pdfTab.close();
  expect(quotePdf.suggestedFilename()).toBe('Angebot-A-2026-040.pdf');
  expectMixedRateTotals(pagesOf(await downloaded(quotePdf), 'mixed-rate-quote'), 'MwSt.');

  // The quote page shows the same VAT per rate.
  await openSignedIn(page, company, `/quotes/${configurationId}`);
  await expect(page.getByRole('heading', { name: 'Angebot A-2026-040 – Elektro und PV Talweg' })).toBeVisible();
  await expectScreenTotals(page, [
    [/^19 % MwSt\. auf 1\.500,00/, '285,00'],
    [/^0 % MwSt\. auf 1\.000,00/, '0,00'],
  ]);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/mixed-rate-quote.png`, fullPage: true });
  await phone(page);
  await totals(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/mixed-rate-quote-totals-phone.png` });
  await desktop(page);

  // Its final invoice bills each line at the quote's rate, with the same totals.
  await page.getByRole('button', { name: 'Optionen' }).click();
  await page.getByRole('menuitem', { name: /Vom Kunden angenommen/ }).click();
  const invoicesCard = page.getByRole('main').locator('.ant-card').filter({ has: page.getByText('Rechnungen', { exact: true }) });
  await invoicesCard.getByRole('button', { name: 'Schlussrechnung erstellen' }).click();
  await expect(page.getByRole('heading', { name: 'Schlussrechnung (Entwurf)', level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: /PV-Anlage 9,8 kWp/ })).toContainText('0 %');
  await page.getByRole('button', { name: 'Rechnung stellen' }).click();
  await page.getByRole('dialog', { name: 'Rechnung stellen' }).getByRole('button', { name: 'Rechnung stellen' }).click();
  await expect(page.getByRole('heading', { name: 'Schlussrechnung RE-0001', level: 1 })).toBeVisible();
  await expectScreenTotals(page, [
    ['USt. 19 %', '285,00'],
    ['USt. 0 % (PV-Anlage, § 12 Abs. 3 UStG)', '0,00'],
  ]);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/mixed-rate-invoice.png`, fullPage: true });

  const [invoicePdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'PDF herunterladen (ZUGFeRD)' }).click(),
  ]);
  expect(invoicePdf.suggestedFilename()).toBe('Rechnung-RE-0001.pdf');
  expectMixedRateTotals(pagesOf(await downloaded(invoicePdf), 'mixed-rate-invoice'), 'USt.');
});
