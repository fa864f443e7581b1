import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pngDataUrl, solidPng } from './support/png';
import { apiPut, completeCompanyData, createProjectWithQuote, HEATING_ONLY_CHECKOUT } from './support/project';
import { buildQuote } from './support/quote';
import { openSignedIn, registerCompany, SCREENSHOT_DIR } from './support/session';

const row = (within: Page | Locator, name: string | RegExp) => within.getByRole('row', { name });
const desktop = (page: Page) => page.setViewportSize({ width: 1440, height: 900 });
const phone = (page: Page) => page.setViewportSize({ width: 390, height: 844 });

test('a quote is finalized with its PDF, read-only, copied, accepted and found in the quotes list', async ({ page, request }) => {
  test.setTimeout(180_000);
  const company = await registerCompany(request);
  await completeCompanyData(request, company);
  const { projectId, configurationId } = await createProjectWithQuote(request, company);
  await buildQuote(request, company, configurationId);
  const base = `/projects/${projectId}/configurations/${configurationId}`;

  await desktop(page);
  await openSignedIn(page, company, `${base}/floorplans`);
  await expect(page.getByTestId('configuration-status')).toHaveText('In Bearbeitung');
  await expect(page.getByTestId('configuration-total')).toHaveText(/1\.500,00\s€/);

  await page.getByRole('button', { name: 'Angebot fertigstellen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Angebot fertigstellen' });
  const preview = dialog.getByRole('table', { name: 'Vorschau der Summen' });
  await expect(row(preview, /Erdgeschoss/)).toContainText(/100,00\s€/);
  await expect(row(preview, /Zusatzinstallationen/)).toContainText(/85,00\s€/);
  await expect(row(preview, /Vertragsleistungen/)).toContainText(/1\.315,00\s€/);
  await expect(row(preview, /Netto/)).toContainText(/1\.500,00\s€/);
  await expect(row(preview, /19 % MwSt\./)).toContainText(/285,00\s€/);
  await expect(row(preview, /Brutto/)).toContainText(/1\.785,00\s€/);
  await dialog.getByLabel('Name des Angebots').fill('Elektroinstallation Neubau Talweg');
  await dialog.getByLabel('Angebotsnummer').fill('A-2026-00017');
  await expect(dialog.getByText('Maximal 11 Zeichen erlaubt.')).toBeVisible();
  await dialog.getByLabel('Angebotsnummer').fill('A-2026-017');
  await expect(dialog.getByText('Maximal 11 Zeichen erlaubt.')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/quotes-finalize-dialog.png` });
  await phone(page);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/quotes-finalize-dialog-phone.png` });
  await desktop(page);

  const [download, pdfTab] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Angebot fertigstellen' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Angebot-A-2026-017.pdf');
  expect(readFileSync(await download.path()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdfTab.url()).toMatch(/^blob:/);
  await pdfTab.close();
  await expect(page.getByText('Angebot erfolgreich erstellt.')).toBeVisible();

  // Finalizing makes the PDF; sending it is the company's step.
  await expect(page.getByTestId('configuration-status')).toHaveText('Fertiggestellt, nicht versandt');
  await expect(page.getByText('Dieses Angebot ist fertiggestellt und kann nicht mehr bearbeitet werden.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Angebot öffnen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Angebot fertigstellen' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Grundriss hinzufügen' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Erdgeschoss umbenennen' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Erdgeschoss löschen' })).toBeDisabled();
  await page.getByRole('navigation', { name: 'Bereiche des Angebots' }).getByRole('link', { name: 'Zusatzinstallationen' }).click();
  await expect(page.getByRole('button', { name: 'Zusatzinstallation hinzufügen' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Potentialausgleich löschen' })).toBeDisabled();
  await page.getByRole('navigation', { name: 'Bereiche des Angebots' }).getByRole('link', { name: /Vertragsleistungen/ }).click();
  await expect(page.getByRole('button', { name: 'Sprechanlage' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Heizung' })).toBeDisabled();
  const reopened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Angebot öffnen' }).click();
  await (await reopened).close();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/quotes-finalized-configuration.png`, fullPage: true });

  await page.getByRole('button', { name: 'Optionen des Angebots' }).click();
  await page.getByRole('menuitem', { name: 'Kopieren' }).click();
  await page.getByRole('dialog', { name: 'Angebot kopieren' }).getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Kopie des Angebots erstellt.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Angebot wechseln' })).toHaveText(/Kopie von Angebot 1/);
  await expect(page.getByTestId('configuration-status')).toHaveText('In Bearbeitung');
  await expect(page.getByRole('button', { name: 'Angebot fertigstellen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sprechanlage' })).toBeEnabled();
  await page.getByRole('navigation', { name: 'Bereiche des Angebots' }).getByRole('link', { name: 'Stockwerke' }).click();
  await page.getByRole('button', { name: 'Erdgeschoss umbenennen' }).click();
  const renameDialog = page.getByRole('dialog', { name: 'Grundriss umbenennen' });
  await renameDialog.getByLabel('Bezeichnung').fill('Erdgeschoss (Variante)');
  await renameDialog.getByLabel('Bezeichnung').press('Enter');
  await expect(page.getByText('Grundriss gespeichert.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Erdgeschoss (Variante)' })).toBeVisible();

  await page.goto(`/projects/${projectId}`);
  const original = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Angebot 1', exact: true }) });
  await expect(original).toContainText('Fertiggestellt, nicht versandt');
  await expect(row(page, /Kopie von Angebot 1/)).toContainText('In Bearbeitung');
  await page.getByRole('button', { name: 'Optionen für Angebot 1', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Als an Kunden versandt markieren' }).click();
  await expect(original).toContainText('An Kunden versandt');
  await page.getByRole('button', { name: 'Optionen für Angebot 1', exact: true }).click();
  await page.getByRole('menuitem', { name: /Vom Kunden angenommen/ }).click();
  // The toast of marking it sent may still be there.
  await expect(page.getByText('Änderungen gespeichert').last()).toBeVisible();
  await expect(original).toContainText('Vom Kunden angenommen');

  await page.goto('/quotes');
  await expect(page).toHaveTitle('Angebote – Meisterplaner');
  const quoteRow = row(page, /A-2026-017/);
  await expect(quoteRow).toContainText('Elektroinstallation Neubau Talweg');
  await expect(quoteRow).toContainText('Planer, Klara');
  await expect(quoteRow).toContainText(/1\.785,00\s€/);
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Vom Kunden abgelehnt' });
  await expect(page).toHaveURL(/quoteStatus=Declined/);
  await expect(page.getByText('Keine Einträge gefunden.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Vom Kunden angenommen' });
  await expect(page).toHaveURL(/quoteStatus=Accepted/);
  await expect(quoteRow).toContainText('Vom Kunden angenommen');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/quotes-list.png`, fullPage: true });
  await phone(page);
  await expect(page.getByText('A-2026-017 · Elektroinstallation Neubau Talweg')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/quotes-list-phone.png`, fullPage: true });
  await desktop(page);

  await quoteRow.getByText('Elektroinstallation Neubau Talweg').click();
  await expect(page).toHaveURL(new RegExp(`/quotes/${configurationId}$`));
  await expect(page.getByRole('heading', { name: 'Angebot A-2026-017 – Elektroinstallation Neubau Talweg' })).toBeVisible();
  const livingRoom = page.getByRole('region', { name: 'Erdgeschoss, Wohnzimmer' });
  await expect(row(livingRoom, /Steckdose/)).toContainText('4 Stck.');
  await expect(row(livingRoom, /Steckdose/)).toContainText(/4 × 12,50\s€/);
  await expect(row(livingRoom, /Steckdose/)).toContainText(/50,00\s€/);
  await expect(row(page.getByRole('region', { name: 'Erdgeschoss, Küche' }), /Lichtschalter/)).toContainText('1 Stck.');
  await expect(row(page, /Potentialausgleich/)).toContainText(/2 Stck\. × 42,50\s€/);
  await expect(page.getByText('Video-Sprechanlage')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Summen' })).toContainText(/Brutto\s*1\.785,00\s€/);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/quotes-detail.png`, fullPage: true });
  await phone(page);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/quotes-detail-phone.png`, fullPage: true });
  await desktop(page);
  const detailPdf = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'PDF öffnen' }).click();
  expect((await detailPdf).url()).toMatch(/^blob:/);

  // The customer withdraws: recorded with its day and reason, after which the status is final.
  await page.getByRole('button', { name: /Optionen/ }).click();
  await page.getByRole('menuitem', { name: 'Rücktritt des Kunden erfassen' }).click();
  const withdrawal = page.getByRole('dialog', { name: 'Rücktritt des Kunden erfassen' });
  await withdrawal.getByLabel('Grund').fill('Bauvorhaben abgesagt');
  await withdrawal.getByRole('button', { name: 'Rücktritt erfassen' }).click();
  await expect(page.getByText('Rücktritt erfasst.')).toBeVisible();
  await expect(page.getByText(/von diesem Angebot zurückgetreten/)).toBeVisible();
  await expect(page.getByText('Grund: Bauvorhaben abgesagt')).toBeVisible();
  await page.getByRole('button', { name: /Optionen/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Planung ansehen' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Vom Kunden|Zurück auf|Rücktritt/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/quotes-withdrawn.png` });
});

test('finalizing without complete company data links to the company settings', async ({ page, request }) => {
  const company = await registerCompany(request);
  const { projectId, configurationId } = await createProjectWithQuote(request, company);
  await desktop(page);
  await openSignedIn(page, company, `/projects/${projectId}/configurations/${configurationId}/floorplans`);

  await page.getByRole('button', { name: 'Angebot fertigstellen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Angebot fertigstellen' });
  await dialog.getByLabel('Angebotsnummer').fill('A-1');
  await dialog.getByLabel('Angebotsnummer').press('Enter');
  const alert = dialog.getByRole('alert').filter({ hasText: 'Fehlende Firmendaten' });
  await expect(alert).toBeVisible();
  await expect(page.getByTestId('configuration-status')).toHaveText('In Bearbeitung');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/quotes-missing-company-data.png` });

  await alert.getByRole('link', { name: 'Firmendaten vervollständigen' }).click();
  await expect(page).toHaveURL(/\/settings\/tenant$/);
  await expect(page.getByRole('heading', { name: 'Firma' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a checkout option deleted from its catalogue is marked, named when finalizing, and removed from the quote', async ({ page, request }) => {
  const company = await registerCompany(request);
  await completeCompanyData(request, company);
  const { projectId, configurationId } = await createProjectWithQuote(request, company);
  const lock = { id: randomUUID(), name: 'Schließzylinder Sicherheitsklasse B', description: '', icon: pngDataUrl(solidPng(48, [120, 120, 120])), price: 15_000 };
  await apiPut(request, company, `/api/electro/locks/${lock.id}`, { lockType: lock, priceValidFrom: new Date().toISOString().slice(0, 10) });
  await apiPut(request, company, `/api/electro/configurations/${configurationId}/checkout`, { ...HEATING_ONLY_CHECKOUT, lock });
  const deleted = await request.delete(`/api/electro/locks/${lock.id}`, { headers: { authorization: `Bearer ${company.tokens.accessToken}` } });
  expect(deleted.status()).toBe(200);

  await desktop(page);
  await openSignedIn(page, company, `/projects/${projectId}/configurations/${configurationId}/checkout`);
  const entry = page.getByRole('button', { name: /^Schließanlage/ });
  await expect(entry).toContainText(lock.name);
  await expect(entry).toContainText('Option nicht mehr verfügbar');
  await expect(entry).not.toContainText('150,00 €');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/checkout-option-unavailable.png` });

  await page.getByRole('button', { name: 'Angebot fertigstellen' }).click();
  const finalize = page.getByRole('dialog', { name: 'Angebot fertigstellen' });
  await finalize.getByLabel('Angebotsnummer').fill('A-7');
  await finalize.getByLabel('Angebotsnummer').press('Enter');
  const alert = finalize.getByRole('alert');
  await expect(alert.getByRole('listitem')).toHaveText(['Schließanlage: Option nicht mehr verfügbar']);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/quotes-checkout-invalid.png` });
  await alert.getByRole('link', { name: 'Zu den Vertragsleistungen und Sondervereinbarungen' }).click();

  await entry.click();
  const lockDialog = page.getByRole('dialog', { name: 'Schließanlage' });
  await lockDialog.getByRole('button', { name: 'Auswahl entfernen' }).click();
  await expect(page.getByText('Auswahl entfernt.')).toBeVisible();
  await expect(entry).toContainText('Noch keine Auswahl getroffen');

  await page.getByRole('button', { name: 'Angebot fertigstellen' }).click();
  await finalize.getByLabel('Angebotsnummer').fill('A-7');
  const [pdfTab] = await Promise.all([page.waitForEvent('popup'), finalize.getByLabel('Angebotsnummer').press('Enter')]);
  await pdfTab.close();
  await expect(page.getByTestId('configuration-status')).toHaveText('Fertiggestellt, nicht versandt');
});
