import { expect, test } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3199);

test('the demo host signs visitors in automatically, shows the registration banner and disables logout', async ({ page }) => {
  await page.goto(`http://demo.localhost:${PORT}/settings/tenant`);
  await expect(page.getByText('Sie nutzen die öffentliche Demo.')).toBeVisible();
  await expect(page.getByText('Elektro Mustermann GmbH').first()).toBeVisible();
  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await expect(page.getByRole('menuitem', { name: 'Abmelden' })).toHaveAttribute('aria-disabled', 'true');
});

test('?auto-login=true signs in on a host that allows it, without credentials reaching the browser', async ({ page }) => {
  const appConfigAnswers: string[] = [];
  page.on('response', async (response) => {
    if (response.url().includes('/api/app-config')) appConfigAnswers.push(await response.text());
  });
  await page.goto('/settings/tenant?auto-login=true');
  await expect(page.getByRole('heading', { name: 'Firma' })).toBeVisible();
  await expect(page.getByText('Sie nutzen die öffentliche Demo.')).toHaveCount(0);
  expect(appConfigAnswers.join('')).not.toContain('demo-passwort-123');
});

test('?auto-login=true is ignored on a host that does not allow it', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${PORT}/settings/tenant?auto-login=true`);
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
});

test('the shared demo account keeps its password: Profil refuses to change it', async ({ page }) => {
  await page.goto(`http://demo.localhost:${PORT}/profile`);
  const card = page.locator('.ant-card').filter({ has: page.getByText('Passwort ändern', { exact: true }) });
  await card.getByLabel('Aktuelles Passwort').fill('demo-passwort-123');
  await card.getByLabel('Neues Passwort', { exact: true }).fill('Ausgesperrt-fuer-alle-9');
  await card.getByLabel('Neues Passwort wiederholen').fill('Ausgesperrt-fuer-alle-9');
  await card.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(
    card.getByText('Das Passwort dieses Zugangs ist für die automatische Anmeldung vorgegeben und kann nicht geändert werden.'),
  ).toBeVisible();
});
