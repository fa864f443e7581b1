import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { planPdf } from './support/pdf';
import { solidPng } from './support/png';
import { chooseOption } from './support/select';
import { openSignedIn, recordRequests, registerCompany, SCREENSHOT_DIR } from './support/session';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** The value shown beside a label in a card's description list. */
const described = (card: ReturnType<Page['locator']>, label: string) =>
  card.locator('.ant-descriptions-item', { has: card.page().getByText(label, { exact: true }) }).locator('.ant-descriptions-item-content');

/** Adds a manufacturer from the manufacturer select of the open form, which selects it. */
async function addManufacturerInline(page: Page, form: ReturnType<typeof dialog>, name: string) {
  await form.getByLabel('Hersteller').click();
  await page.getByRole('button', { name: 'Hersteller hinzufügen' }).click();
  const manufacturerDialog = dialog(page, 'Hersteller hinzufügen');
  await manufacturerDialog.getByLabel('Name des Herstellers').fill(name);
  await manufacturerDialog.getByLabel('Name des Herstellers').press('Enter');
  // The toast of an earlier manufacturer may still be showing.
  await expect(page.getByText('Hersteller hinzugefügt').last()).toBeVisible();
  await expect(manufacturerDialog).toBeHidden();
  await expect(form.getByTitle(name)).toBeVisible();
  // The choice list closed with the dialog and covers none of the fields below it.
  await expect(page.getByRole('button', { name: 'Hersteller hinzufügen' })).toBeHidden();
}

test('a PvPlanner company maintains PV modules and inverters without loading an ElektroPlanner remote', async ({ page, request }) => {
  // One long journey through two part kinds; the shared test machine needs more than the default.
  test.setTimeout(180_000);
  const company = await registerCompany(request, ['PvPlanner']);
  const requests = recordRequests(page);
  await openSignedIn(page, company, '/master-data/pv/pv-modules');

  await expect(page.getByRole('heading', { name: 'PV-Module' })).toBeVisible();
  await expect(page).toHaveTitle('PV-Module – Meisterplaner');
  await expect(page.getByText('Keine Einträge gefunden.')).toBeVisible();

  // A new company has no manufacturers: one is added right from the select.
  await page.getByRole('button', { name: 'PV-Modul hinzufügen' }).click();
  const moduleForm = dialog(page, 'PV-Modul hinzufügen');
  await moduleForm.getByLabel('Name', { exact: true }).fill('Meyer Burger Black 400');
  await addManufacturerInline(page, moduleForm, 'Meyer Burger');
  await moduleForm.getByLabel('Leistung', { exact: true }).fill('400');
  await moduleForm.getByLabel('Leerlaufspannung', { exact: true }).fill('44,8');
  await moduleForm.getByLabel('Kurzschlussstrom', { exact: true }).fill('11,26');
  await moduleForm.getByLabel('Länge').fill('1767');
  await moduleForm.getByLabel('Breite').fill('1041');
  await moduleForm.getByText('Glas-Glas').click();
  // Of the data sheet values the string check needs, the planner has only the coefficient of Voc at hand.
  await moduleForm.getByLabel('Temperaturkoeffizient Leerlaufspannung').fill('-0,24');
  await moduleForm.getByLabel('Preis').fill('-5');
  await moduleForm.getByLabel('Preis').fill('219,00');
  await moduleForm.getByRole('button', { name: 'Speichern' }).click();

  await expect(page.getByText('PV-Modul hinzugefügt')).toBeVisible();
  await expect(page).toHaveURL(/\/master-data\/pv\/pv-modules\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Meyer Burger Black 400' })).toBeVisible();
  const technical = page.locator('.ant-card', { hasText: 'Technische Daten' });
  await expect(technical.getByText('400 Wp')).toBeVisible();
  await expect(technical.getByText('44,8 V')).toBeVisible();
  await expect(technical.getByText('11,26 A')).toBeVisible();
  await expect(technical.getByText('1.767 × 1.041 mm')).toBeVisible();
  await expect(technical.getByText('Glas-Glas')).toBeVisible();
  await expect(described(technical, 'Temperaturkoeffizient Leerlaufspannung')).toHaveText('-0,24 %/K');
  await expect(described(technical, 'MPP-Spannung')).toHaveText('unbekannt');
  const general = page.locator('.ant-card', { hasText: 'Allgemeine Daten' });
  await expect(general.getByText('Meyer Burger', { exact: true })).toBeVisible();
  await expect(general.getByText('219,00 €')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/pv-module-detail.png`, fullPage: true });

  // Data sheet and icon are saved under the names they were uploaded with, umlauts included.
  const files = page.locator('.ant-card', { hasText: 'Dateien' });
  const dataSheet = planPdf([{ width: 595, height: 842, rgb: [1, 1, 1] }]);
  await files.getByLabel('Datenblatt auswählen').setInputFiles({ name: 'Datenblatt Größe & Maße.pdf', mimeType: 'application/pdf', buffer: dataSheet });
  await expect(page.getByText('Datenblatt gespeichert.')).toBeVisible();
  await files.getByLabel('Icon auswählen').setInputFiles({ name: 'Modul-Übersicht.png', mimeType: 'image/png', buffer: solidPng(16, [0, 90, 160]) });
  await expect(page.getByText('Icon gespeichert.')).toBeVisible();
  const [savedDataSheet] = await Promise.all([page.waitForEvent('download'), files.getByRole('button', { name: /Datenblatt Größe & Maße\.pdf/ }).click()]);
  expect(savedDataSheet.suggestedFilename()).toBe('Datenblatt Größe & Maße.pdf');
  expect(readFileSync(await savedDataSheet.path())).toEqual(dataSheet);
  const [savedIcon] = await Promise.all([page.waitForEvent('download'), files.getByRole('button', { name: /Modul-Übersicht\.png/ }).click()]);
  expect(savedIcon.suggestedFilename()).toBe('Modul-Übersicht.png');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/pv-module-files.png`, fullPage: true });

  // A hybrid inverter with MPP inputs A (two strings) and B (one string).
  await sidebar(page).getByRole('menuitem', { name: 'Wechselrichter' }).click();
  await expect(page.getByRole('heading', { name: 'Wechselrichter' })).toBeVisible();
  await page.getByRole('button', { name: 'Wechselrichter hinzufügen' }).click();
  const inverterForm = dialog(page, 'Wechselrichter hinzufügen');
  await inverterForm.getByLabel('Name', { exact: true }).fill('Symo GEN24 10.0 Plus');
  await inverterForm.getByText('Hybrid', { exact: true }).click();
  await addManufacturerInline(page, inverterForm, 'Fronius');
  await chooseOption(inverterForm.getByLabel('Phasen'), 'Dreiphasig');
  await inverterForm.getByLabel('Leistung', { exact: true }).fill('10');
  await inverterForm.getByLabel('Entladeleistung').fill('9,5');
  await inverterForm.getByLabel('Max. DC-Eingangsspannung').fill('1000');
  await inverterForm.getByLabel('AC-Nennleistung (optional)').fill('10000');
  await expect(inverterForm.getByRole('button', { name: 'MPP-Eingang A entfernen' })).toBeDisabled();
  await inverterForm.getByRole('spinbutton', { name: 'Anzahl Strings an MPP-Eingang A' }).fill('2');
  const inputA = inverterForm.locator('.ant-card', { hasText: 'MPP-Eingang A' });
  await inputA.getByLabel('Max. Eingangsstrom (optional)').fill('25');
  await inputA.getByLabel('Max. Kurzschlussstrom (optional)').fill('37,5');
  await inverterForm.getByRole('button', { name: 'MPP-Eingang hinzufügen' }).click();
  await expect(inverterForm.getByText('MPP-Eingang B')).toBeVisible();
  await expect(inverterForm.getByRole('spinbutton', { name: 'Anzahl Strings an MPP-Eingang B' })).toHaveValue('1');
  await inverterForm.getByLabel('Preis').fill('2899,00');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/pv-inverter-form.png` });
  await inverterForm.getByRole('button', { name: 'Speichern' }).click();

  await expect(page.getByText('Wechselrichter hinzugefügt')).toBeVisible();
  await expect(page).toHaveURL(/\/master-data\/pv\/inverters\/[0-9a-f-]{36}$/);
  const inverterData = page.locator('.ant-card', { hasText: 'Technische Daten' });
  await expect(inverterData.getByText('Hybrid')).toBeVisible();
  await expect(inverterData.getByText('Dreiphasig')).toBeVisible();
  await expect(inverterData.getByText('10,0 kW')).toBeVisible();
  await expect(inverterData.getByText('9,5 kW')).toBeVisible();
  await expect(inverterData.getByText('1.000 V')).toBeVisible();
  await expect(described(inverterData, 'AC-Nennleistung')).toHaveText('10.000 W');
  await expect(described(inverterData, 'MPP-Bereich')).toHaveText('unbekannt');
  await expect(described(inverterData, 'MPP-Eingang A')).toHaveText('2 Strings, max. Eingangsstrom 25,0 A, max. Kurzschlussstrom 37,5 A');
  await expect(described(inverterData, 'MPP-Eingang B')).toHaveText('1 String, max. Eingangsstrom unbekannt, max. Kurzschlussstrom unbekannt');
  await expect(described(page.locator('.ant-card', { hasText: 'Allgemeine Daten' }), 'Preis')).toHaveText('2.899,00 €');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/pv-inverter-detail.png`, fullPage: true });

  // Edit it.
  await page.getByRole('button', { name: 'Optionen' }).click();
  await page.getByRole('menuitem', { name: 'Bearbeiten' }).click();
  const editForm = dialog(page, 'Wechselrichter bearbeiten');
  await expect(editForm.getByLabel('Name', { exact: true })).toHaveValue('Symo GEN24 10.0 Plus');
  await editForm.getByLabel('Name', { exact: true }).fill('Symo GEN24 10.0 Plus Light');
  await editForm.getByLabel('Entladeleistung').fill('10');
  await editForm.getByLabel('Name', { exact: true }).press('Enter');
  await expect(page.getByText('Wechselrichter aktualisiert')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Symo GEN24 10.0 Plus Light' })).toBeVisible();
  await expect(described(inverterData, 'Entladeleistung')).toHaveText('10,0 kW');
  await expect(described(inverterData, 'MPP-Eingang B')).toHaveText('1 String, max. Eingangsstrom unbekannt, max. Kurzschlussstrom unbekannt');

  // Delete it: back to the list.
  await page.getByRole('button', { name: 'Optionen' }).click();
  await page.getByRole('menuitem', { name: 'Löschen' }).click();
  await expect(page.getByText('„Symo GEN24 10.0 Plus Light“ wirklich löschen?')).toBeVisible();
  await page.getByRole('button', { name: 'Wechselrichter löschen' }).click();
  await expect(page.getByText('Wechselrichter wurde gelöscht')).toBeVisible();
  await expect(page).toHaveURL('/master-data/pv/inverters');
  await expect(page.getByText('Keine Einträge gefunden.')).toBeVisible();

  expect(requests.some((path) => path.startsWith('/remotes/mfe-pv/'))).toBe(true);
  for (const remote of ['mfe-planning', 'mfe-checkout', 'mfe-masterdata']) {
    expect(requests.filter((path) => path.startsWith(`/remotes/${remote}/`))).toEqual([]);
  }
});

test('the PV module list works on a phone', async ({ page, request }) => {
  const company = await registerCompany(request, ['PvPlanner']);
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, company, '/master-data/pv/pv-modules');
  await expect(page.getByRole('heading', { name: 'PV-Module' })).toBeVisible();
  await page.getByRole('button', { name: 'PV-Modul hinzufügen' }).click();
  const form = dialog(page, 'PV-Modul hinzufügen');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(form.getByText('Bitte geben Sie einen Namen ein.')).toBeVisible();
  await expect(form.getByText('Bitte wählen Sie einen Hersteller aus.')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/pv-module-form-mobile.png` });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await form.getByRole('button', { name: 'Abbrechen' }).click();

  // A part with a long name: one cell per part, the name wraps and the price stays in sight.
  const headers = { authorization: `Bearer ${company.tokens.accessToken}` };
  const manufacturerId = randomUUID();
  await request.put(`/api/pv/pv-components/manufacturers/${manufacturerId}`, { headers, data: { manufacturer: { id: manufacturerId, name: 'Meyer Burger' } } });
  const moduleId = randomUUID();
  const name = 'Meyer Burger Glass Black Heterojunction-Hochleistungsmodul 400 Wp';
  const saved = await request.put(`/api/pv/pv-components/pv-modules/${moduleId}`, {
    headers,
    data: {
      pvModule: {
        id: moduleId,
        name,
        description: 'Glas-Glas, schwarzer Rahmen',
        price: 23_950,
        powerRating: 400,
        offLoadVoltage: 44.7,
        shortCircuitCurrent: 11.3,
        size: { longer: 1767, shorter: 1041 },
        material: 'GlassGlass',
        manufacturerId,
      },
      priceValidFrom: new Date().toISOString(),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.reload();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText(name)).toBeInViewport({ ratio: 1 });
  await expect(row.getByText('239,50 €')).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/pv-module-list-mobile.png` });
});
