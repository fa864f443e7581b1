import { expect, test, type Page } from '@playwright/test';
import { openSignedIn, registerCompany, SCREENSHOT_DIR } from './support/session';

const NEW_PASSWORD = 'Verteilerkasten-Nord-42';

const passwordCard = (page: Page) =>
  page.locator('.ant-card').filter({ has: page.getByText('Passwort ändern', { exact: true }) });

async function fillPasswordChange(page: Page, current: string, next: string) {
  const card = passwordCard(page);
  await card.getByLabel('Aktuelles Passwort').fill(current);
  await card.getByLabel('Neues Passwort', { exact: true }).fill(next);
  await card.getByLabel('Neues Passwort wiederholen').fill(next);
  await card.getByLabel('Neues Passwort wiederholen').press('Enter');
}

test('Profil: the password is changed (wrong current and common new ones refused), then signing in takes the new one', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const company = await registerCompany(request);
  await openSignedIn(page, company, '/');

  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await page.getByRole('menuitem', { name: 'Profil' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page).toHaveTitle('Profil – Meisterplaner');
  await expect(page.getByRole('heading', { name: 'Profil' })).toBeVisible();
  const personal = page.locator('.ant-card').filter({ has: page.getByText('Persönliche Daten', { exact: true }) });
  await expect(personal).toContainText('Erika Musterfrau');
  await expect(personal).toContainText(company.email.toLowerCase());
  await expect(personal).toContainText(company.companyName);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/profile-1440.png`, fullPage: true });

  await fillPasswordChange(page, 'falsches-passwort', NEW_PASSWORD);
  await expect(passwordCard(page).getByText('Das aktuelle Passwort ist falsch.')).toBeVisible();

  await fillPasswordChange(page, company.password, '12345678');
  await expect(
    passwordCard(page).getByText('Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.'),
  ).toBeVisible();

  const card = passwordCard(page);
  await card.getByLabel('Neues Passwort', { exact: true }).fill(NEW_PASSWORD);
  await card.getByLabel('Neues Passwort wiederholen').fill(`${NEW_PASSWORD}x`);
  await card.getByLabel('Neues Passwort wiederholen').press('Enter');
  await expect(card.getByText('Die Passwörter stimmen nicht überein.')).toBeVisible();

  await fillPasswordChange(page, company.password, NEW_PASSWORD);
  await expect(page.getByText('Ihr Passwort wurde geändert. Alle anderen Sitzungen wurden abgemeldet.')).toBeVisible();
  await expect(card.getByLabel('Aktuelles Passwort')).toHaveValue('');

  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();

  await page.getByLabel('Benutzername (E-Mail)').fill(company.email);
  await page.getByLabel('Passwort').fill(company.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('Ungültiger Benutzername oder falsches Passwort.')).toBeVisible();

  await page.getByLabel('Passwort').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('button', { name: 'Benutzermenü' })).toBeVisible();
});

test('Profil on a phone: data and password form fit 390 px', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const company = await registerCompany(request);
  await openSignedIn(page, company, '/profile');

  await expect(page.getByRole('heading', { name: 'Profil' })).toBeVisible();
  await expect(passwordCard(page).getByRole('button', { name: 'Passwort ändern' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/profile-390.png`, fullPage: true });
});

test('registration shows a common password as an error on the password field', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Firmenname').fill('Elektro Gemein GmbH');
  await page.getByLabel('Vorname').fill('Gerd');
  await page.getByLabel('Nachname').fill('Gemein');
  await page.getByLabel('E-Mail').fill(`gemein-${Date.now()}@example.de`);
  await page.getByLabel('Passwort', { exact: true }).fill('password');
  await page.getByLabel('Passwort wiederholen').fill('password');
  await page.getByText('ElektroPlanner – Elektroinstallation planen und anbieten').click();
  await page.getByRole('button', { name: 'Registrieren' }).click();

  await expect(page.getByText('Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});
