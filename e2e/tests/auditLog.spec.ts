import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { finalizedQuote, partialInvoiceDraft } from './support/invoice';
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

test('Protokoll names an invoice event with the fields it changed', async ({ page, request }) => {
  const company = await registerCompany(request);
  const { configurationId } = await finalizedQuote(request, company, 'Accepted');
  const invoiceId = await partialInvoiceDraft(request, company, configurationId);
  const draft = await request.get(`/api/electro/invoices/${invoiceId}`, { headers: authHeaders(company) });
  const today = new Date().toISOString().slice(0, 10);
  const issued = await request.post(`/api/electro/invoices/${invoiceId}/issue`, {
    headers: authHeaders(company),
    data: { version: (await draft.json()).data.version, invoiceDate: today },
  });
  expect(issued.status(), await issued.text()).toBe(200);
  const invoiceNumber = (await issued.json()).data.invoiceNumber as string;
  const paid = await request.put(`/api/electro/invoices/${invoiceId}/payment`, { headers: authHeaders(company), data: { paidOn: today } });
  expect(paid.status(), await paid.text()).toBe(200);
  const todayShown = today.split('-').reverse().join('.');

  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, company, '/settings/audit-log');
  const newest = page.getByRole('row').nth(1);
  await expect(newest).toContainText(`Rechnung „${invoiceNumber}“`);
  await expect(newest).toContainText(`Rechnung ${invoiceNumber} als bezahlt markiert am ${todayShown}`);
  const fields = newest.getByRole('list', { name: 'Geänderte Felder' });
  await expect(fields).toContainText(`Bezahlt am: – → ${todayShown}`);
  await expect(fields).toContainText('Status: Gestellt → Bezahlt');
  const issuing = page.getByRole('row').nth(2);
  await expect(issuing).toContainText(`Rechnung ${invoiceNumber} gestellt`);
  await expect(issuing.getByRole('list', { name: 'Geänderte Felder' })).toContainText(`Rechnungsnummer: – → ${invoiceNumber}`);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/audit-log-invoice-events-1440.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('row').nth(1)).toContainText('Status: Gestellt → Bezahlt');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/audit-log-invoice-events-390.png`, fullPage: true });
});
