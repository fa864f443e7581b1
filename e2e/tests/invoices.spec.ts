import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { finalizedQuote } from './support/invoice';
import { apiGet, authHeaders } from './support/project';
import { openSignedIn, registerCompany, SCREENSHOT_DIR } from './support/session';

const desktop = (page: Page) => page.setViewportSize({ width: 1440, height: 900 });
const phone = (page: Page) => page.setViewportSize({ width: 390, height: 844 });
/** The page at 1440 px and at 390 px, full length, as `<name>.png` and `<name>-phone.png`. */
async function screenshots(page: Page, name: string, fullPage = true) {
  await desktop(page);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage });
  await phone(page);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-phone.png`, fullPage });
  await desktop(page);
}

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });
const euro = (amount: string) => new RegExp(`${amount.replace('.', '\\.')}\\s€`);
/** Today as the page shows dates, in the browser's time zone (Europe/Berlin). */
const todayShown = () => new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' }).format(new Date());
const totals = (page: Page) => page.getByRole('group', { name: 'Summen' });
const totalLine = (page: Page, label: string | RegExp) => totals(page).locator('> div').filter({ hasText: label });

/** Clicks `trigger` and answers the download it starts together with the API response behind it. */
async function download(page: Page, trigger: Locator, apiPath: RegExp): Promise<{ file: Download; contentType: string }> {
  const [file, response] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForResponse((candidate) => apiPath.test(new URL(candidate.url()).pathname)),
    trigger.click(),
  ]);
  return { file, contentType: response.headers()['content-type'] ?? '' };
}

/** Writes the PDF's pages as PNG images beside the screenshots and answers its text, as poppler reads it. */
function pagesOf(pdf: Buffer, name: string): string {
  const file = `${SCREENSHOT_DIR}/${name}.pdf`;
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '60', file, `${SCREENSHOT_DIR}/${name}-page`]);
  return execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, ' ');
}

test('an accepted quote is billed with a partial and a final invoice, downloaded as PDF and XRechnung, paid and found in the list', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const company = await registerCompany(request);
  const { projectId, configurationId } = await finalizedQuote(request, company, 'Sent');

  await desktop(page);
  await openSignedIn(page, company, `/quotes/${configurationId}`);
  await expect(page.getByRole('heading', { name: 'Angebot A-2026-31 – Elektroinstallation Neubau' })).toBeVisible();
  const invoicesCard = page.getByRole('main').locator('.ant-card').filter({ has: page.getByText('Rechnungen', { exact: true }) });
  await expect(invoicesCard).toHaveCount(0);
  await page.getByRole('button', { name: 'Optionen' }).click();
  await page.getByRole('menuitem', { name: /Vom Kunden angenommen/ }).click();
  await expect(invoicesCard).toContainText('Noch keine Rechnungen zu diesem Angebot.');
  await expect(mainNavigation(page).getByRole('link', { name: 'Rechnungen' })).toBeVisible();

  // A partial invoice of 30 % of the 1.500,00 € net.
  await invoicesCard.getByRole('button', { name: 'Abschlagsrechnung erstellen' }).click();
  const partialDialog = page.getByRole('dialog', { name: 'Abschlagsrechnung erstellen' });
  await expect(partialDialog).toContainText(/Auftragssumme laut Angebot A-2026-31: 1\.500,00\s€ netto/);
  await partialDialog.getByLabel('Anteil an der Auftragssumme').fill('30');
  await expect(partialDialog).toContainText(/Abschlag: 450,00\s€ netto/);
  await screenshots(page, 'invoices-partial-dialog', false);
  await partialDialog.getByRole('button', { name: 'Entwurf erstellen' }).click();
  await expect(page.getByText('Entwurf der Abschlagsrechnung erstellt.')).toBeVisible();
  await expect(page).toHaveURL(/\/invoices\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Abschlagsrechnung (Entwurf)', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Abschlagsrechnung (Entwurf) – Meisterplaner');
  await expect(page.getByRole('row', { name: /1\. Abschlag gemäß Angebot A-2026-31/ })).toContainText(euro('450,00'));
  await expect(totalLine(page, /^Netto/)).toContainText(euro('450,00'));
  await expect(totalLine(page, 'USt. 19 %')).toContainText(euro('85,50'));
  await expect(totalLine(page, /^Brutto/)).toContainText(euro('535,50'));
  await screenshots(page, 'invoices-partial-draft');

  await page.getByRole('button', { name: 'Entwurf bearbeiten' }).click();
  const draftDialog = page.getByRole('dialog', { name: 'Entwurf bearbeiten' });
  await draftDialog.getByLabel('Käuferreferenz / Leitweg-ID (optional)').fill('Bauabschnitt 1');
  await draftDialog.getByLabel('Lohnanteil Pos. 1 1. Abschlag gemäß Angebot A-2026-31').fill('200');
  await screenshots(page, 'invoices-draft-dialog', false);
  await phone(page);
  await draftDialog.getByRole('region', { name: 'Positionen' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/invoices-draft-dialog-lines-phone.png` });
  await desktop(page);
  await draftDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Entwurf gespeichert.')).toBeVisible();
  await expect(page.getByText('Bauabschnitt 1')).toBeVisible();
  await expect(totals(page)).toContainText(/Darin enthaltene Lohnkosten \(§ 35a EStG\): 238,00\s€ brutto/);

  await page.getByRole('button', { name: 'Rechnung stellen' }).click();
  const issueDialog = page.getByRole('dialog', { name: 'Rechnung stellen' });
  await expect(issueDialog).toContainText('nächste Nummer Ihres Nummernkreises (RE-0001)');
  await expect(issueDialog.getByLabel('Rechnungsdatum')).toHaveValue(todayShown());
  await expect(issueDialog).toContainText('Heute oder bis zu 10 Tage zurück, nicht vor der Fertigstellung des Angebots');
  await screenshots(page, 'invoices-issue-dialog', false);
  await issueDialog.getByRole('button', { name: 'Rechnung stellen' }).click();
  await expect(page.getByText('Rechnung gestellt.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Abschlagsrechnung RE-0001', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByText('Gestellt', { exact: true })).toBeVisible();

  // The final invoice deducts the partial invoice.
  await page.getByRole('link', { name: 'A-2026-31 – Elektroinstallation Neubau' }).click();
  await expect(invoicesCard.getByRole('row', { name: /RE-0001/ })).toContainText('Gestellt');
  await screenshots(page, 'invoices-quote-card');
  await invoicesCard.getByRole('button', { name: 'Schlussrechnung erstellen' }).click();
  await expect(page.getByText('Entwurf der Schlussrechnung erstellt.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Schlussrechnung (Entwurf)', level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: /Video-Sprechanlage/ })).toBeVisible();
  await page.getByRole('button', { name: 'Rechnung stellen' }).click();
  await expect(issueDialog).toContainText('(RE-0002)');
  await issueDialog.getByRole('button', { name: 'Rechnung stellen' }).click();
  await expect(page.getByRole('heading', { name: 'Schlussrechnung RE-0002', level: 1 })).toBeVisible();
  const finalUrl = page.url();
  const finalId = finalUrl.split('/').at(-1)!;
  await expect(totalLine(page, /^Netto/)).toContainText(euro('1.500,00'));
  await expect(totalLine(page, /^Brutto/)).toContainText(euro('1.785,00'));
  const deduction = totalLine(page, /abzüglich Abschlagsrechnung RE-0001/);
  await expect(deduction).toContainText(`vom ${todayShown()}`);
  await expect(deduction).toContainText(euro('-535,50'));
  await expect(totalLine(page, 'Offener Betrag')).toContainText(euro('1.249,50'));
  await screenshots(page, 'invoices-final');

  const pdf = await download(page, page.getByRole('button', { name: 'PDF herunterladen (ZUGFeRD)' }), /\/pdf$/);
  expect(pdf.file.suggestedFilename()).toBe('Rechnung-RE-0002.pdf');
  expect(pdf.contentType).toContain('application/pdf');
  const pdfBytes = readFileSync(await pdf.file.path());
  expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pagesOf(pdfBytes, 'invoice-final')).toContain('RE-0002');

  await page.getByRole('button', { name: 'Optionen' }).click();
  const xml = await download(page, page.getByRole('menuitem', { name: 'XRechnung herunterladen' }), /\/xrechnung$/);
  expect(xml.file.suggestedFilename()).toBe('Rechnung-RE-0002.xml');
  expect(xml.contentType).toMatch(/xml/);
  const xmlText = readFileSync(await xml.file.path(), 'utf8');
  expect(xmlText).toContain('CrossIndustryInvoice');
  expect(xmlText).toContain('RE-0002');

  await page.getByRole('button', { name: 'Als bezahlt markieren' }).click();
  const paidDialog = page.getByRole('dialog', { name: 'Als bezahlt markieren' });
  await expect(paidDialog).toContainText(/Offener Betrag: 1\.249,50\s€/);
  await paidDialog.getByRole('button', { name: 'Als bezahlt markieren' }).click();
  await expect(page.getByText('Zahlung erfasst.')).toBeVisible();
  await expect(paidDialog).toBeHidden();
  await expect(page.getByRole('main').getByText('Bezahlt', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText('Bezahlt am')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Als bezahlt markieren' })).toHaveCount(0);

  // The list, filtered by status in the address.
  await mainNavigation(page).getByRole('link', { name: 'Rechnungen' }).click();
  await expect(page).toHaveURL(/\/invoices$/);
  await expect(page).toHaveTitle('Rechnungen – Meisterplaner');
  const partialRow = page.getByRole('row', { name: /RE-0001/ });
  await expect(partialRow).toContainText('Abschlagsrechnung');
  await expect(partialRow).toContainText('Planer, Klara');
  await expect(partialRow).toContainText(euro('535,50'));
  await expect(partialRow).toContainText('Gestellt');
  const finalRow = page.getByRole('row', { name: /RE-0002/ });
  await expect(finalRow).toContainText('Schlussrechnung');
  await expect(finalRow).toContainText('A-2026-31');
  await expect(finalRow).toContainText(/Bezahlt\s*am \d{2}\.\d{2}\.\d{4}/);
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Bezahlt' });
  await expect(page).toHaveURL(/status=Paid/);
  await expect(partialRow).toHaveCount(0);
  await expect(finalRow).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Alle Status' });
  await expect(partialRow).toBeVisible();
  // Every column fits beside the sidebar at 1440 px, the downloads menu at the row's end included.
  await expect(mainNavigation(page).getByRole('link', { name: 'Rechnungen' })).toBeVisible();
  await expect(finalRow.getByRole('button', { name: /^Optionen für/ })).toBeInViewport({ ratio: 1 });
  await screenshots(page, 'invoices-list');
  await page.getByRole('searchbox', { name: 'Rechnung suchen' }).fill('RE-0001');
  await expect(page).toHaveURL(/anyText=RE-0001/);
  await expect(finalRow).toHaveCount(0);
  await partialRow.getByText('Abschlagsrechnung').click();
  await expect(page.getByRole('heading', { name: 'Abschlagsrechnung RE-0001', level: 1 })).toBeVisible();

  await page.goto(`/projects/${projectId}`);
  const projectInvoices = page.getByRole('main').locator('.ant-card').filter({ has: page.getByText('Rechnungen', { exact: true }) });
  await expect(projectInvoices.getByRole('row', { name: /RE-0002/ })).toContainText('Bezahlt');
  await projectInvoices.getByRole('row', { name: /RE-0002/ }).getByText('Schlussrechnung').click();
  await expect(page).toHaveURL(finalUrl);
  expect(finalId).toMatch(/^[0-9a-f-]{36}$/);

  await page.goto('/settings/tenant');
  const numbers = page.getByRole('main').locator('.ant-card').filter({ has: page.getByText('Rechnungsnummern', { exact: true }) });
  await expect(numbers).toContainText('RE-0003');
  await numbers.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/invoices-settings.png` });
});

test('a moved customer: the draft says so, takes the new address with one click, and the issued PDF and XRechnung carry it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const company = await registerCompany(request);
  const { configurationId } = await finalizedQuote(request, company, 'Accepted');
  const created = await request.post('/api/electro/invoices', { headers: authHeaders(company), data: { quoteId: configurationId, kind: 'Final' } });
  expect(created.status(), await created.text()).toBe(200);
  const draftId = (await created.json()).data.id as string;
  const [customer] = await apiGet<{ id: string }[]>(request, company, '/api/customers?pageSize=1');

  // The customer moves, and from now on gets e-invoices at another address.
  await desktop(page);
  await openSignedIn(page, company, `/customers/${customer!.id}`);
  await page.getByRole('button', { name: 'Optionen' }).click();
  await page.getByRole('menuitem', { name: 'Bearbeiten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kunde bearbeiten' });
  await dialog.getByLabel('Straße').fill('Lindenallee');
  await dialog.getByLabel('Hausnummer').fill('5');
  await dialog.getByLabel('PLZ').fill('10115');
  await dialog.getByLabel('Ort').fill('Berlin');
  await dialog.getByLabel('E-Rechnungsadresse (optional)').fill('rechnungen@planer.example');
  await screenshots(page, 'invoices-customer-e-invoice-address', false);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Kundendaten aktualisiert')).toBeVisible();
  await expect(page.getByRole('main')).toContainText(/E-Rechnung an:?\s*rechnungen@planer\.example/);

  await page.goto(`/invoices/${draftId}`);
  const customerCard = page.getByRole('main').locator('.ant-card').filter({ has: page.getByText('Kunde', { exact: true }) });
  const notice = page.getByRole('alert').filter({ hasText: 'Die Daten des Kunden haben sich geändert' });
  await expect(notice).toBeVisible();
  await expect(customerCard).toContainText('Schwarzwaldstraße 8');
  await screenshots(page, 'invoices-draft-customer-moved');
  await notice.getByRole('button', { name: 'Aktuelle Daten übernehmen' }).click();
  await expect(page.getByText('Aktuelle Daten übernommen.')).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(customerCard).toContainText('Lindenallee 5');
  await expect(customerCard).toContainText('10115 Berlin');
  await expect(customerCard).toContainText('rechnungen@planer.example');

  await page.getByRole('button', { name: 'Rechnung stellen' }).click();
  const issueDialog = page.getByRole('dialog', { name: 'Rechnung stellen' });
  await issueDialog.getByRole('button', { name: 'Rechnung stellen' }).click();
  await expect(page.getByRole('heading', { name: 'Schlussrechnung RE-0001', level: 1 })).toBeVisible();
  await expect(customerCard).toContainText('Lindenallee 5');
  await screenshots(page, 'invoices-issued-to-moved-customer');

  const pdf = await download(page, page.getByRole('button', { name: 'PDF herunterladen (ZUGFeRD)' }), /\/pdf$/);
  const text = pagesOf(readFileSync(await pdf.file.path()), 'invoice-moved-customer');
  expect(text).toContain('Lindenallee 5');
  expect(text).toContain('10115 Berlin');
  expect(text).not.toContain('Schwarzwaldstraße');

  await page.getByRole('button', { name: 'Optionen' }).click();
  const xml = await download(page, page.getByRole('menuitem', { name: 'XRechnung herunterladen' }), /\/xrechnung$/);
  const xmlText = readFileSync(await xml.file.path(), 'utf8');
  expect(xmlText).toContain('<ram:LineOne>Lindenallee 5</ram:LineOne>');
  expect(xmlText).toContain('<ram:URIID schemeID="EM">rechnungen@planer.example</ram:URIID>');
});
