import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { pngDataUrl, solidPng } from './support/png';
import { chooseOption, dropdownOption } from './support/select';
import { openSignedIn, registerCompany, SCREENSHOT_DIR, type RegisteredCompany } from './support/session';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const today = () => new Date().toISOString().slice(0, 10);

const dialog = (page: Page) => page.getByRole('dialog');
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const fileInput = (page: Page) => dialog(page).locator('input[type=file]');

async function apiPut(request: APIRequestContext, company: RegisteredCompany, path: string, data: unknown) {
  const response = await request.put(path, { data, headers: { Authorization: `Bearer ${company.tokens.accessToken}` } });
  expect(response.status(), await response.text()).toBe(200);
}

async function createComponent(request: APIRequestContext, company: RegisteredCompany, label: string): Promise<string> {
  const id = randomUUID();
  const component = { id, label, price: 1500, icon: pngDataUrl(solidPng(8, [20, 80, 160])), tags: { tags: [] } };
  await apiPut(request, company, `/api/electro/components/${id}`, { component, priceValidFrom: today() });
  return id;
}

async function chooseRowAction(page: Page, rowLabel: string, action: 'Bearbeiten' | 'Löschen') {
  await page.getByRole('button', { name: `Optionen für ${rowLabel}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('installations: create with icon and tags, find by search, change the price, delete', async ({ page, request }) => {
  const company = await registerCompany(request);
  await page.setViewportSize(DESKTOP);
  await openSignedIn(page, company, '/electrical-components');
  await expect(page).toHaveTitle('Installationen – Meisterplaner');
  await expect(page.getByText('Es wurden noch keine Installationen angelegt.')).toBeVisible();

  await page.getByRole('button', { name: 'Installation hinzufügen' }).click();
  await dialog(page).getByLabel('Bezeichnung').fill('Steckdose doppelt');
  await dialog(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog(page).getByText('Bitte wählen Sie eine Datei für das Icon aus.')).toBeVisible();
  await expect(dialog(page).getByText('Bitte geben Sie einen Preis ein.')).toBeVisible();

  await fileInput(page).setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('kein Bild, nur Text') });
  await expect(dialog(page).getByText('Es sind nur PNG- Dateien erlaubt.')).toBeVisible();
  const tooLarge = Buffer.concat([solidPng(4, [0, 0, 0]), Buffer.alloc(70_000)]);
  await fileInput(page).setInputFiles({ name: 'gross.png', mimeType: 'image/png', buffer: tooLarge });
  await expect(dialog(page).getByText('Das Bild darf nicht größer als 64 KB sein.')).toBeVisible();
  await fileInput(page).setInputFiles({ name: 'steckdose.png', mimeType: 'image/png', buffer: solidPng(32, [30, 90, 200]) });
  await expect(dialog(page).getByRole('img', { name: 'Gewähltes Icon' })).toBeVisible();
  await expect(dialog(page).getByText('Es sind nur PNG- Dateien erlaubt.')).toHaveCount(0);

  const tags = dialog(page).getByLabel('Tags');
  await tags.fill('Küche');
  await tags.press('Enter');
  await tags.fill('Außen');
  await tags.press('Enter');
  await dialog(page).getByLabel('Beschreibung (optional)').fill('Unterputz, inkl. Gerätedose und Anschluss');
  await dialog(page).getByLabel('Preis').fill('12,50');
  await expect(dialog(page).getByLabel('Einheit', { exact: true })).toBeVisible();
  await chooseOption(dialog(page).getByLabel('Abdeckung'), 'Steckdose');
  await expect(dialog(page).getByText('Abdeckungen für Steckdosen und Schalter')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/masterdata-installation-dialog-desktop.png` });
  await dialog(page).getByLabel('Bezeichnung').press('Enter');
  await expect(page.getByText('Installation gespeichert.')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);

  await expect(row(page, 'Steckdose doppelt')).toContainText('12,50 €');
  await expect(row(page, 'Steckdose doppelt')).toContainText('Küche');
  await expect(row(page, 'Steckdose doppelt')).toContainText('Außen');
  await expect(row(page, 'Steckdose doppelt').getByRole('img', { name: 'Steckdose doppelt' })).toBeVisible();

  await createComponent(request, company, 'Lichtschalter');
  const search = page.getByRole('searchbox', { name: 'Installation suchen' });
  await search.fill('außen');
  await expect(page).toHaveURL(/anyText=au%C3%9Fen/);
  await expect(row(page, 'Steckdose doppelt')).toBeVisible();
  await expect(row(page, 'Lichtschalter')).toHaveCount(0);
  await search.fill('Herd');
  await expect(page.getByText('Keine Installation gefunden.')).toBeVisible();
  await search.fill('doppelt');
  await expect(row(page, 'Steckdose doppelt')).toBeVisible();

  await chooseRowAction(page, 'Steckdose doppelt', 'Bearbeiten');
  await expect(dialog(page).getByLabel('Bezeichnung')).toHaveValue('Steckdose doppelt');
  await expect(dialog(page).getByLabel('Preis')).toHaveValue('12,50');
  await dialog(page).getByLabel('Preis').fill('19,90');
  await dialog(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(row(page, 'Steckdose doppelt')).toContainText('19,90 €');
  await expect(row(page, 'Steckdose doppelt')).toContainText('Küche');

  await search.fill('');
  await expect(row(page, 'Lichtschalter')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/masterdata-installations-desktop.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/masterdata-installations-phone.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);

  await chooseRowAction(page, 'Steckdose doppelt', 'Löschen');
  await expect(dialog(page).getByText('„Steckdose doppelt“ wirklich löschen?')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Installation löschen' }).click();
  await expect(page.getByText('Installation wurde gelöscht.')).toBeVisible();
  await expect(row(page, 'Steckdose doppelt')).toHaveCount(0);
  await expect(row(page, 'Lichtschalter')).toBeVisible();
});

test('property developer: create → detail, add a Bauleiter, a specification with two rooms sorted by name', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const company = await registerCompany(request);
  await createComponent(request, company, 'Steckdose');
  await createComponent(request, company, 'Deckenauslass');
  await page.setViewportSize(DESKTOP);
  await openSignedIn(page, company, '/property-developers');
  await expect(page.getByText('Es wurden noch keine Bauträger angelegt.')).toBeVisible();

  await page.getByRole('button', { name: 'Bauträger hinzufügen' }).click();
  await dialog(page).getByLabel('Name').fill('Schwabenhaus Bau GmbH');
  await dialog(page).getByLabel('Straße').fill('Hauptstraße');
  await dialog(page).getByLabel('Hausnummer').fill('12');
  await dialog(page).getByLabel('PLZ').fill('70173');
  await dialog(page).getByLabel('Ort').fill('Stuttgart');
  await dialog(page).getByLabel('Telefon').fill('0711 123456');
  await dialog(page).getByLabel('E-Mail').fill('info@schwabenhaus.de');
  await dialog(page).getByLabel('Website').fill('www.schwabenhaus.de');
  await dialog(page).getByLabel('Name').press('Enter');
  await expect(page.getByText('Bauträger erfolgreich erstellt')).toBeVisible();
  await expect(page).toHaveURL(/\/property-developers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Schwabenhaus Bau GmbH' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'www.schwabenhaus.de' })).toHaveAttribute('href', 'http://www.schwabenhaus.de');
  await expect(page.getByRole('link', { name: 'info@schwabenhaus.de' })).toHaveAttribute('href', 'mailto:info@schwabenhaus.de');
  await expect(page.getByText('Hauptstraße 12')).toBeVisible();

  await page.getByRole('button', { name: 'Bauleiter hinzufügen' }).click();
  await dialog(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog(page).getByText('Bitte geben Sie einen Vornamen ein.')).toBeVisible();
  await dialog(page).getByLabel('Vorname').fill('Jonas');
  await dialog(page).getByLabel('Nachname').fill('Weber');
  await dialog(page).getByLabel('Mobil').fill('0170 1234567');
  await dialog(page).getByLabel('E-Mail').fill('j.weber@schwabenhaus.de');
  await dialog(page).getByLabel('Nachname').press('Enter');
  await expect(page.getByText('Bauleiter gespeichert.')).toBeVisible();
  await expect(row(page, 'Jonas Weber')).toContainText('0170 1234567');

  await page.getByRole('button', { name: 'Baubeschreibung hinzufügen' }).click();
  await dialog(page).getByLabel('Name').fill('Standard 2026');
  await dialog(page).getByLabel('Name').press('Enter');
  await expect(page.getByText('Baubeschreibung erstellt.')).toBeVisible();
  await expect(page).toHaveURL(/\/construction-specifications\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Standard 2026' })).toBeVisible();
  await expect(page.getByText('Noch keine Zimmer definiert.')).toBeVisible();

  await page.getByRole('button', { name: 'Zimmer hinzufügen' }).click();
  await dialog(page).getByLabel('Name').fill('wohnzimmer');
  await dialog(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog(page).getByText('Bitte fügen Sie mindestens eine Installation hinzu.')).toBeVisible();
  await addInstallation(page, 'Steckdose', 5);
  await addInstallation(page, 'Deckenauslass', 1);
  await dialog(page).getByRole('combobox', { name: 'Installation auswählen' }).click();
  await expect(dropdownOption(page, 'Steckdose')).toHaveClass(/ant-select-item-option-disabled/);
  await page.keyboard.press('Escape');
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/masterdata-room-dialog-phone.png` });
  await page.setViewportSize(DESKTOP);
  await dialog(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Zimmer hinzugefügt.')).toBeVisible();

  await page.getByRole('button', { name: 'Zimmer hinzufügen' }).click();
  await dialog(page).getByLabel('Name').fill('Bad');
  await addInstallation(page, 'Steckdose', 2);
  await dialog(page).getByLabel('Name').press('Enter');
  await expect(page.getByText('Zimmer hinzugefügt.').first()).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);

  const roomTitles = page.locator('.ant-card-head-title');
  await expect(roomTitles).toHaveText(['Bad', 'wohnzimmer']);
  const livingRoom = page.getByRole('list', { name: 'Installationen wohnzimmer' });
  await expect(livingRoom.getByRole('listitem').filter({ hasText: 'Steckdose' })).toContainText('5×');
  await expect(livingRoom.getByRole('listitem').filter({ hasText: 'Deckenauslass' })).toContainText('1×');

  await page.screenshot({ path: `${SCREENSHOT_DIR}/masterdata-specification-desktop.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/masterdata-specification-phone.png`, fullPage: true });

  await page.getByRole('link', { name: 'Zurück zu Schwabenhaus Bau GmbH' }).click();
  await expect(row(page, 'Standard 2026')).toContainText('2');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/masterdata-developer-phone.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/masterdata-developer-desktop.png`, fullPage: true });
});

test('an installation deleted from the master data is marked in the rooms that still hold it and can be removed there', async ({
  page,
  request,
}) => {
  const company = await registerCompany(request);
  const socket = await createComponent(request, company, 'Steckdose');
  const thermostat = await createComponent(request, company, 'Raumthermostat');
  const developerId = randomUUID();
  const address = { street: 'Hauptstraße', houseNumber: '1', zipCode: '70173', city: 'Stuttgart' };
  await apiPut(request, company, `/api/electro/property-developers/${developerId}`, {
    id: developerId,
    namespace: 'Lindenhof Bau',
    name: 'Lindenhof Bau',
    address,
    contactInformation: { mail: '', phone: '', fax: '', url: '' },
  });
  const specificationId = randomUUID();
  const specificationPath = `/property-developers/${developerId}/construction-specifications/${specificationId}`;
  await apiPut(request, company, `/api/electro${specificationPath}`, {
    id: specificationId,
    name: 'Standard',
    propertyDeveloperId: developerId,
    roomTypes: [
      {
        id: randomUUID(),
        name: 'Wohnen',
        inclusiveComponents: [
          { componentId: socket, amount: 4 },
          { componentId: thermostat, amount: 1 },
        ],
      },
    ],
  });
  const deleted = await request.delete(`/api/electro/components/${thermostat}`, { headers: { Authorization: `Bearer ${company.tokens.accessToken}` } });
  expect(deleted.status()).toBe(200);

  await openSignedIn(page, company, specificationPath);
  const room = page.getByRole('list', { name: 'Installationen Wohnen' });
  await expect(room.getByRole('listitem').filter({ hasText: 'Raumthermostat' })).toContainText('gelöscht');
  await expect(room.getByRole('listitem').filter({ hasText: 'Steckdose' })).not.toContainText('gelöscht');

  await chooseRowAction(page, 'Wohnen', 'Bearbeiten');
  await expect(dialog(page).getByRole('listitem').filter({ hasText: 'Raumthermostat' })).toContainText('gelöscht');
  await dialog(page).getByRole('button', { name: 'Raumthermostat entfernen' }).click();
  await dialog(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Zimmer aktualisiert.')).toBeVisible();
  await expect(room.getByRole('listitem')).toHaveCount(1);
  await expect(room).not.toContainText('Raumthermostat');
});

async function addInstallation(page: Page, label: string, amount: number) {
  await chooseOption(dialog(page).getByRole('combobox', { name: 'Installation auswählen' }), label);
  await dialog(page).getByRole('spinbutton', { name: 'Anzahl', exact: true }).fill(String(amount));
  await dialog(page).getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(dialog(page).getByRole('listitem').filter({ hasText: label })).toBeVisible();
}

test('additional installations: the delete dialog asks with the specified texts', async ({ page, request }) => {
  const company = await registerCompany(request);
  const id = randomUUID();
  const additionalInstallation = {
    id,
    title: 'Außensteckdose Garten',
    description: 'Feuchtraum-Steckdose mit Klappdeckel, inkl. Zuleitung bis 10 m',
    price: 8900,
    icon: pngDataUrl(solidPng(16, [0, 140, 90])),
  };
  await apiPut(request, company, `/api/electro/additional-installations/${id}`, {
    additionalInstallation,
    priceValidFrom: today(),
  });
  await page.setViewportSize(PHONE);
  await openSignedIn(page, company, '/additional-installations');
  await expect(page.getByRole('searchbox', { name: 'Installation suchen' })).toBeVisible();
  await expect(row(page, 'Außensteckdose Garten')).toContainText('89,00 €');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/masterdata-additional-installations-phone.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
  await expect(page.getByRole('columnheader', { name: 'Beschreibung' })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/masterdata-additional-installations-desktop.png`, fullPage: true });

  // Billed by the metre: chosen in the dialog, shown with the price.
  await chooseRowAction(page, 'Außensteckdose Garten', 'Bearbeiten');
  await chooseOption(dialog(page).getByLabel('Einheit', { exact: true }), 'Meter (m)');
  await dialog(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Zusatzinstallation gespeichert.')).toBeVisible();
  await expect(row(page, 'Außensteckdose Garten')).toContainText('89,00 € / m');

  await chooseRowAction(page, 'Außensteckdose Garten', 'Löschen');
  await expect(dialog(page).getByText('„Außensteckdose Garten“ wirklich löschen?')).toBeVisible();
  await expect(dialog(page).getByText('Das löschen kann nicht rückgängig gemacht werden.')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Abbrechen' }).click();
  await expect(row(page, 'Außensteckdose Garten')).toBeVisible();

  await chooseRowAction(page, 'Außensteckdose Garten', 'Löschen');
  await dialog(page).getByRole('button', { name: 'Installation löschen' }).click();
  await expect(page.getByText('Zusatzinstallation wurde gelöscht.')).toBeVisible();
  await expect(page.getByText('Es wurden noch keine Zusatzinstallationen angelegt.')).toBeVisible();
});
