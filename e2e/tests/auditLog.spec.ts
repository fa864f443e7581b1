import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiPut, authHeaders } from './support/project';
import { openSignedIn, registerCompany, SCREENSHOT_DIR } from './support/session';

test('Einstellungen → Protokoll shows who created, changed and deleted what, searchable and paged', async ({ page, request }) => {
  const company = await registerCompany(request);
  const address = { street: 'Mühlenweg', houseNumber: '4', zipCode: '28195', city: 'Bremen' };
  const customers = Array.from({ length: 12 }, (_, index) => ({
    id: randomUUID(),
    firstName: 'Lena',
    lastName: `Brandt ${index}`,
    address,
    phone: '',
    cellphone: '',
    email: '',
  }));
  for (const customer of customers) await apiPut(request, company, `/api/customers/${customer.id}`, customer);
  const deleted = await request.delete(`/api/customers/${customers[0]!.id}`, { headers: authHeaders(company) });
  expect(deleted.status()).toBe(200);

  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, company, '/');
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('menuitem', { name: 'Protokoll' }).click();
  await expect(page).toHaveURL('/settings/audit-log');
  await expect(page.getByRole('heading', { name: 'Protokoll' })).toBeVisible();

  const rows = page.getByRole('row');
  const newest = rows.nth(1);
  await expect(newest).toContainText('Gelöscht');
  await expect(newest).toContainText('Kunde');
  await expect(newest).toContainText('Erika Musterfrau');
  // No personal data of the customer is in the log.
  await expect(page.getByRole('table')).not.toContainText('Brandt');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/audit-log-1440.png`, fullPage: true });

  await page.getByRole('button', { name: 'Nächste Seite' }).click();
  await expect(page).toHaveURL(/pageIndex=1/);

  await page.getByRole('combobox', { name: 'Aktion' }).selectOption({ label: 'Angelegt' });
  await expect(page).toHaveURL(/action=created/);
  await expect(rows.nth(1)).toContainText('Angelegt');
  await rows.nth(1).getByRole('link', { name: 'Kunde' }).click();
  await expect(page).toHaveURL(/\/customers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: /Brandt/ })).toBeVisible();

  await page.goto('/settings/audit-log?anyText=gel%C3%B6scht');
  await expect(rows).toHaveCount(2);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/audit-log-390.png`, fullPage: true });
});
