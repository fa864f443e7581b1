import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiGet, apiPut, authHeaders, completeCompanyData, createPropertyDeveloper, createProjectWithQuote, makeDeveloperConstruction } from './support/project';
import { buildQuote } from './support/quote';
import { openSignedIn, registerCompany, SCREENSHOT_DIR, type RegisteredCompany } from './support/session';

/** A word mark with an external image and a script, neither of which may ever run. */
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="80" viewBox="0 0 300 80">
  <rect width="80" height="80" rx="12" fill="#0b4f8a"/><path d="M20 60 L40 20 L60 60 Z" fill="#f5b700"/>
  <text x="95" y="52" font-family="sans-serif" font-size="30" font-weight="bold" fill="#0b4f8a">Blitz</text>
  <image href="https://example.invalid/tracker.png" width="1" height="1"/><script>document.title = 'übernommen'</script>
</svg>`;

/** Writes the PDF's pages as PNG images beside the screenshots and answers its text, as poppler reads it. */
function pagesOf(pdf: Buffer, name: string): string {
  const file = `${SCREENSHOT_DIR}/${name}.pdf`;
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-r', '70', '-png', file, `${SCREENSHOT_DIR}/${name}-page`]);
  return execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, ' ');
}

async function finalizedPdf(request: APIRequestContext, company: RegisteredCompany, configurationId: string, quoteNumber: string) {
  const finalized = await request.post(`/api/electro/configurations/${configurationId}/quote`, {
    headers: authHeaders(company),
    data: { quoteName: 'Elektroinstallation Neubau', quoteNumber },
  });
  expect(finalized.status(), await finalized.text()).toBe(200);
  const pdf = await request.get(`/api/electro/configurations/${configurationId}/quote/pdf`, { headers: authHeaders(company) });
  expect(pdf.status()).toBe(200);
  return pdf.body();
}

test('a company’s quote texts and payment terms, and a private customer’s quote read as a business letter', async ({ page, request }) => {
  test.setTimeout(120_000);
  const company = await registerCompany(request);
  await completeCompanyData(request, company);
  const { projectId, configurationId } = await createProjectWithQuote(request, company);
  await buildQuote(request, company, configurationId);
  await page.setViewportSize({ width: 1440, height: 900 });

  await openSignedIn(page, company, '/settings/tenant');
  const logoCard = page.locator('.ant-card').filter({ has: page.getByText('Logo', { exact: true }) });
  await expect(logoCard).toContainText('Noch kein Logo hinterlegt.');
  await logoCard.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('kein Bild') });
  await expect(page.getByText('Bitte wählen Sie ein Logo als PNG-, JPEG- oder SVG-Datei.')).toBeVisible();
  await logoCard.locator('input[type=file]').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(LOGO_SVG) });
  await expect(page.getByText('Logo gespeichert.')).toBeVisible();
  await expect(logoCard.getByRole('img', { name: 'Logo der Firma' })).toBeVisible();

  const card = page.locator('.ant-card').filter({ has: page.getByText('Angebotstexte und Zahlungsbedingungen', { exact: true }) });
  await expect(card).toContainText('Zahlbar innerhalb von 14 Tagen nach Rechnungserhalt ohne Abzug.');
  await card.getByRole('button', { name: 'Angebotstexte und Zahlungsbedingungen bearbeiten' }).click();
  const settings = page.getByRole('dialog');
  await settings.getByLabel('Einleitung').fill('vielen Dank für Ihre Anfrage zum Bauvorhaben {Bauvorhaben}. Gern bieten wir Ihnen, {Kunde}, an:');
  await settings.getByLabel('Zahlungsziel').fill('21');
  await settings.getByLabel('Skonto', { exact: true }).fill('2');
  await settings.getByLabel('Skontofrist').fill('21');
  await settings.getByRole('button', { name: 'Speichern' }).click();
  await expect(settings.getByText('Die Skontofrist muss kürzer sein als das Zahlungsziel.')).toBeVisible();
  await settings.getByLabel('Skontofrist').fill('7');
  await expect(settings.getByText('Die Skontofrist muss kürzer sein als das Zahlungsziel.')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/settings-quote-texts.png` });
  await settings.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Angebotstexte gespeichert.')).toBeVisible();
  await expect(card).toContainText('Zahlbar innerhalb von 21 Tagen nach Rechnungserhalt rein netto; 2 % Skonto bei Zahlung innerhalb von 7 Tagen.');

  await page.goto(`/projects/${projectId}/configurations/${configurationId}/floorplans`);
  await page.getByRole('button', { name: 'Angebot fertigstellen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Angebot fertigstellen' });
  await expect(dialog.getByLabel('Zahlungsziel')).toHaveValue('21');
  await dialog.getByLabel('Angebotsnummer').fill('P-2026-01');
  await dialog.getByLabel('Ausführungszeitraum (optional)').fill('KW 14 bis KW 16/2027');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForEvent('popup').then((tab) => tab.close()),
    dialog.getByRole('button', { name: 'Angebot fertigstellen' }).click(),
  ]);
  await expect(page.getByText('Angebot erfolgreich erstellt.')).toBeVisible();

  const text = pagesOf(readFileSync(await download.path()), 'quote-private');
  expect(text).toContain('Sehr geehrte Frau Planer,');
  expect(text).toContain('Gern bieten wir Ihnen, Frau Klara Planer, an:');
  expect(text).toContain('Ausführungszeitraum KW 14 bis KW 16/2027');
  expect(text).toContain('1.1.1');
  expect(text).toContain('2.1 Potentialausgleich 2 Stck.');
  expect(text).toContain('Auftragserteilung');
  expect(text).not.toMatch(/Ohne Raum|Noch keine Räume erstellt|Guten Tag Klara/);
});

test('a property developer’s quote and a sole trader’s quote name what each of them must', async ({ request }) => {
  test.setTimeout(120_000);
  const developerCompany = await registerCompany(request);
  await completeCompanyData(request, developerCompany);
  const developer = await createProjectWithQuote(request, developerCompany, 'Reihenhaus Südbau');
  await buildQuote(request, developerCompany, developer.configurationId);
  const components = await apiGet<{ id: string }[]>(request, developerCompany, '/api/electro/components?pageSize=10');
  const southBuild = await createPropertyDeveloper(request, developerCompany, 'Südbau Wohnbau GmbH', [
    { name: 'Wohnen', inclusiveComponents: [{ componentId: components[0]!.id, amount: 2 }] },
  ]);
  await makeDeveloperConstruction(request, developerCompany, developer.projectId, southBuild);
  const developerText = pagesOf(await finalizedPdf(request, developerCompany, developer.configurationId, 'B-2026-01'), 'quote-developer');
  expect(developerText).toContain('Bauträger Südbau Wohnbau GmbH');
  expect(developerText).toContain('Bauleiter Bernd Bauleiter');
  expect(developerText).toContain('Geschäftsführung: Erika Musterfrau');
  expect(developerText).toContain('HRB 4711');

  const soleTrader = await registerCompany(request);
  await completeCompanyData(request, soleTrader);
  const tenant = await apiGet<Record<string, unknown>>(request, soleTrader, '/api/electro/tenant-information');
  await apiPut(request, soleTrader, '/api/electro/tenant-information', {
    ...tenant,
    legalInformation: { legalForm: 'SoleProprietorship', director: 'Emil Einzel', taxId: '93815/08152', vatId: '', registerCourt: '', registrationNumber: '' },
  });
  const own = await createProjectWithQuote(request, soleTrader);
  await buildQuote(request, soleTrader, own.configurationId);
  const soleTraderText = pagesOf(await finalizedPdf(request, soleTrader, own.configurationId, 'E-2026-01'), 'quote-sole-trader');
  expect(soleTraderText).toContain('Inhaber: Emil Einzel');
  expect(soleTraderText).toContain('Steuernr.: 93815/08152');
  expect(soleTraderText).not.toMatch(/Geschäftsführ|Registergericht|HRB|USt-IdNr/);
});
