import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { finalizedQuote, germanToday as today, issuedInvoice, partialInvoiceDraft } from './support/invoice';
import { openSignedIn, registerCompany, SCREENSHOT_DIR } from './support/session';

test('the invoice list leaves as an Excel workbook with what it shows: the filtered rows, amounts as euro numbers, dates as dates', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const company = await registerCompany(request);
  const { configurationId } = await finalizedQuote(request, company, 'Accepted');
  await partialInvoiceDraft(request, company, configurationId);
  const issued = await issuedInvoice(request, company, { quoteId: configurationId, kind: 'Partial', share: { type: 'Percent', basisPoints: 2_000 } });

  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, company, '/invoices?status=Issued');
  await expect(page.getByRole('heading', { name: 'Rechnungen' })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('row').filter({ hasText: issued.invoiceNumber })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Entwurf' })).toHaveCount(0);

  await page.getByRole('button', { name: /Exportieren/ }).click();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/list-export-menu.png` });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click()]);
  expect(download.suggestedFilename()).toBe(`Rechnungen-${today()}.xlsx`);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  expect(sheet.name).toBe('Rechnungen');
  expect(sheet.rowCount).toBe(2);
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header.slice(0, 3)).toEqual(['Nummer', 'Art', 'Kunde']);
  const row = sheet.getRow(2);
  expect(row.getCell(header.indexOf('Nummer') + 1).value).toBe(issued.invoiceNumber);
  expect(row.getCell(header.indexOf('Art') + 1).value).toBe('Abschlagsrechnung');
  expect(row.getCell(header.indexOf('Status') + 1).value).toBe('Gestellt');
  const gross = row.getCell(header.indexOf('Brutto') + 1);
  expect(gross.value).toBe(issued.grossTotal / 100);
  expect(gross.numFmt).toContain('€');
  const invoiceDate = row.getCell(header.indexOf('Rechnungsdatum') + 1);
  expect(invoiceDate.value).toEqual(new Date(`${today()}T00:00:00Z`));
  expect(invoiceDate.numFmt).toBe('dd.mm.yyyy');
});
