import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { openSignedIn, registerCompany, SCREENSHOT_DIR } from './support/session';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** A list as German Excel saves it ('CSV (Trennzeichen-getrennt)'): semicolons, Windows-1252, CRLF. */
function excelCsv(lines: string[]): Buffer {
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1');
}

const LIST = excelCsv([
  'Anrede;Vorname;Nachname;Straße;PLZ;Ort;E-Mail;Handy',
  'Frau;Greta;Sonnenschein;Kastanienallee 7;10435;Berlin;greta@example.de;0171 2345678',
  'Herr;Jörg;Weiß;Am Hang 3;01067;Dresden;;',
  ';Carla;;Lindenweg 1;10115;Berlin;carla@;',
]);

test('a CSV list is mapped, previewed with a duplicate and an error row, and imported into the customer list', async ({ page, request }) => {
  test.setTimeout(120_000);
  const company = await registerCompany(request);
  const existing = {
    id: randomUUID(),
    firstName: 'Jörg',
    lastName: 'Weiß',
    address: { street: 'Am Hang', houseNumber: '3', zipCode: '01067', city: 'Dresden' },
    phone: '',
    cellphone: '',
    email: '',
  };
  const created = await request.put(`/api/customers/${existing.id}`, { data: existing, headers: { authorization: `Bearer ${company.tokens.accessToken}` } });
  expect(created.status()).toBe(200);

  await page.setViewportSize(DESKTOP);
  await openSignedIn(page, company, '/customers');
  await expect(page).toHaveTitle('Kunden – Meisterplaner', { timeout: 45_000 });
  await page.getByRole('button', { name: 'Kunden importieren' }).click();
  await expect(page).toHaveTitle('Kunden importieren – Meisterplaner');
  await expect(page.getByText('Noch keine Datei gewählt.')).toBeVisible();

  await page.getByTestId('customer-import-file').setInputFiles({ name: 'Kundenliste.csv', mimeType: 'text/csv', buffer: LIST });
  await expect(page.getByText('Vorschau: Kundenliste.csv')).toBeVisible();
  await expect(page.getByTestId('count-New')).toHaveText('1');
  await expect(page.getByTestId('count-Duplicate')).toHaveText('1');
  await expect(page.getByTestId('count-Error')).toHaveText('1');
  await expect(page.getByRole('row').filter({ hasText: 'Weiß, Jörg' })).toContainText('Wie vorhandener Kunde Weiß, Jörg');
  const errorRow = page.getByRole('row').filter({ hasText: 'Lindenweg 1' });
  await expect(errorRow).toContainText('4');
  await expect(errorRow).toContainText('Nachname: Darf nicht leer sein');
  await expect(errorRow).toContainText('E-Mail: Bitte geben Sie eine gültige E-Mail-Adresse ein.');
  // 'Handy' is suggested for the mobile number from the header.
  await expect(page.locator('.ant-card').filter({ hasText: 'Spalten zuordnen' }).getByText('Handy', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/customer-import-preview-desktop.png`, fullPage: true });

  await page.getByRole('button', { name: 'Importieren (1 Kunde)' }).click();
  await expect(page.getByText('1 Kunde importiert.')).toBeVisible();
  await expect(page.getByText('1 Duplikat übersprungen. 1 Zeile mit Fehlern nicht übernommen.')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/customer-import-done-desktop.png` });

  await page.getByRole('link', { name: 'Zur Kundenliste' }).click();
  await page.getByRole('searchbox', { name: 'Kunde suchen' }).fill('sonnenschein');
  await expect(page.getByRole('row').filter({ hasText: 'Sonnenschein, Greta' })).toContainText('Kastanienallee 7, 10435 Berlin');
  await expect(page.getByRole('row').filter({ hasText: 'Sonnenschein, Greta' })).toContainText('0171 2345678');

  // The same file again: everything it could import is there already.
  await page.setViewportSize(PHONE);
  await page.goto('/customers/import');
  await page.getByTestId('customer-import-file').setInputFiles({ name: 'Kundenliste.csv', mimeType: 'text/csv', buffer: LIST });
  await expect(page.getByTestId('count-New')).toHaveText('0');
  await expect(page.getByTestId('count-Duplicate')).toHaveText('2');
  await expect(page.getByRole('button', { name: 'Importieren (0 Kunden)' })).toBeDisabled();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/customer-import-preview-phone.png`, fullPage: true });
});
