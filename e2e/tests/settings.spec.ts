import { expect, test, type Page } from '@playwright/test';
import { chooseOption } from './support/select';
import { openSignedIn, registerCompany, SCREENSHOT_DIR } from './support/session';

const card = (page: Page, title: string) => page.locator('.ant-card').filter({ has: page.getByText(title, { exact: true }) });
const dialog = (page: Page) => page.getByRole('dialog');

test('company settings: each card is edited in its dialog, validated, saved and still there after a reload', async ({ page, request }) => {
  const company = await registerCompany(request);
  await openSignedIn(page, company, '/settings/tenant');
  await expect(page).toHaveTitle('Firma – Meisterplaner');
  await expect(card(page, 'Allgemeine Daten')).toContainText(company.companyName);
  await expect(card(page, 'Bankdaten')).toContainText('Noch nicht hinterlegt.');

  await card(page, 'Bankdaten').getByRole('button', { name: 'Bankdaten bearbeiten' }).click();
  await dialog(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog(page).getByText('Darf nicht leer sein')).toHaveCount(3);
  await dialog(page).getByLabel('Bank').fill('Volksbank Stuttgart');
  await dialog(page).getByLabel('IBAN').fill('DE54 3704 0044 0532 0130 001');
  await dialog(page).getByLabel('BIC').fill('VOBADESS');
  await dialog(page).getByLabel('IBAN').press('Enter');
  await expect(dialog(page).getByText('Bitte geben Sie eine gültige IBAN ein.')).toBeVisible();
  await dialog(page).getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await dialog(page).getByLabel('IBAN').press('Enter');
  await expect(page.getByText('Bankdaten gespeichert.')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await expect(card(page, 'Bankdaten')).toContainText('DE89 3704 0044 0532 0130 00');

  await card(page, 'Allgemeine Daten').getByRole('button', { name: 'Allgemeine Daten bearbeiten' }).click();
  await dialog(page).getByLabel('Straße').fill('Industriestraße');
  await dialog(page).getByLabel('Hausnummer').fill('7a');
  await dialog(page).getByLabel('PLZ').fill('70565');
  await dialog(page).getByLabel('Ort').fill('Stuttgart');
  await dialog(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Firmendaten gespeichert.')).toBeVisible();

  await card(page, 'Kontaktinformationen').getByRole('button', { name: 'Kontaktinformationen bearbeiten' }).click();
  await dialog(page).getByLabel('E-Mail').fill('keine-adresse');
  await dialog(page).getByRole('button', { name: 'Abbrechen' }).click();
  await page.getByRole('button', { name: 'Verwerfen' }).click();
  await card(page, 'Kontaktinformationen').getByRole('button', { name: 'Kontaktinformationen bearbeiten' }).click();
  await expect(dialog(page).getByLabel('E-Mail')).toHaveValue('');
  await dialog(page).getByRole('button', { name: 'Abbrechen' }).click();

  await card(page, 'Kontaktinformationen').getByRole('button', { name: 'Kontaktinformationen bearbeiten' }).click();
  await dialog(page).getByLabel('E-Mail').fill('info@elektro-beispiel.de');
  await dialog(page).getByLabel('Telefon').fill('+49 711 1234567');
  await dialog(page).getByLabel('Fax (optional)').click();
  await expect(dialog(page).getByLabel('Telefon')).toHaveValue('0711 1234567');
  await dialog(page).getByLabel('Fax (optional)').press('Enter');
  await expect(page.getByText('Kontaktinformationen gespeichert.')).toBeVisible();
  await expect(card(page, 'Kontaktinformationen').getByRole('link', { name: '0711 1234567' })).toHaveAttribute('href', 'tel:07111234567');

  await page.reload();
  await expect(card(page, 'Allgemeine Daten')).toContainText('Industriestraße 7a');
  await expect(card(page, 'Allgemeine Daten')).toContainText('70565 Stuttgart');
  await expect(card(page, 'Bankdaten')).toContainText('Volksbank Stuttgart');
  await expect(card(page, 'Kontaktinformationen')).toContainText('0711 1234567');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/settings-edited.png`, fullPage: true });
});

test('legal data follow the legal form: a sole trader names the owner, needs no register and gives a tax number or VAT id', async ({ page, request }) => {
  const company = await registerCompany(request);
  await openSignedIn(page, company, '/settings/tenant');
  await card(page, 'Rechtliche Informationen').getByRole('button', { name: 'Rechtliche Informationen bearbeiten' }).click();
  await expect(dialog(page).getByLabel('Geschäftsführung')).toBeVisible();
  await expect(dialog(page).getByLabel('Registergericht')).toBeVisible();

  await chooseOption(dialog(page).getByLabel('Rechtsform'), 'Einzelunternehmen');
  await expect(dialog(page).getByLabel('Registergericht')).toHaveCount(0);
  await expect(dialog(page).getByLabel('Registernummer')).toHaveCount(0);
  await dialog(page).getByLabel('Inhaber').fill('Emil Einzel');
  await dialog(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog(page).getByText('Bitte geben Sie die Steuernummer oder die USt-IdNr. an (§ 14 UStG).')).toBeVisible();
  await dialog(page).getByLabel('USt-IdNr.').fill('DE12345');
  await dialog(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog(page).getByText('Bitte geben Sie eine gültige USt-IdNr. ein, z. B. DE123456789.')).toBeVisible();
  await dialog(page).getByLabel('USt-IdNr.').fill('');
  await dialog(page).getByLabel('Steuernummer').fill('93815/08152');
  await dialog(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Rechtliche Informationen gespeichert.')).toBeVisible();

  const legal = card(page, 'Rechtliche Informationen');
  await expect(legal).toContainText('Einzelunternehmen');
  await expect(legal).toContainText('Inhaber');
  await expect(legal).toContainText('Emil Einzel');
  await expect(legal).toContainText('93815/08152');
  await expect(legal).not.toContainText('Registergericht');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/settings-sole-trader.png`, fullPage: true });
});

test('company settings show their own message when the company cannot be loaded', async ({ page, request }) => {
  const company = await registerCompany(request);
  await page.route('**/api/electro/tenant-information', (route) =>
    route.fulfill({ status: 404, json: { type: 'failure/NotFound', message: 'Firma nicht gefunden.' } }),
  );
  await openSignedIn(page, company, '/settings/tenant');
  await expect(page.getByText('Firma konnte nicht geladen werden.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
});
