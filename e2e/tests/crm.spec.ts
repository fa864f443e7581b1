import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openSignedIn, registerCompany, SCREENSHOT_DIR, type RegisteredCompany } from './support/session';
import { createProjectWithQuote } from './support/project';

const FLOOR_PLANS_URL = /\/projects\/[0-9a-f-]{36}\/configurations\/[0-9a-f-]{36}\/floorplans$/;

const auth = (company: RegisteredCompany) => ({ authorization: `Bearer ${company.tokens.accessToken}` });

async function createCustomer(request: APIRequestContext, company: RegisteredCompany, lastName: string, city = 'Freiburg') {
  const id = randomUUID();
  const response = await request.put(`/api/customers/${id}`, {
    headers: auth(company),
    data: {
      id,
      firstName: 'Klara',
      lastName,
      address: { street: 'Schwarzwaldstraße', houseNumber: '8', zipCode: '79102', city },
      phone: '0761 123456',
      cellphone: '',
      email: `${lastName.toLowerCase()}@example.de`,
    },
  });
  expect(response.status()).toBe(200);
  return id;
}

async function createJobsite(request: APIRequestContext, company: RegisteredCompany, customerId: string) {
  const id = randomUUID();
  const response = await request.put(`/api/jobsites/${id}`, {
    headers: auth(company),
    data: {
      jobsite: {
        id,
        customerId,
        location: { street: 'Talweg', houseNumber: '21', zipCode: '79199', city: 'Kirchzarten' },
        buildingType: 'SemiDetachedHouse',
        comment: '',
      },
    },
  });
  expect(response.status()).toBe(200);
  return id;
}

const wizard = (page: Page) => page.getByRole('dialog', { name: 'Projekt anlegen' });

test('the wizard creates a new customer, a new jobsite and the project, then opens its floor plans', async ({ page, request }) => {
  const company = await registerCompany(request);
  await openSignedIn(page, company, '/');
  await expect(page.getByText('Keine aktuellen Projekte gefunden.')).toBeVisible();
  await page.getByRole('button', { name: 'Neues Projekt anlegen' }).click();
  const dialog = wizard(page);

  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await expect(dialog.getByText('Bitte treffen Sie eine Wahl.')).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();

  await dialog.getByText('Neuen Kunden anlegen').click();
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await dialog.getByLabel('Anrede (optional)').click();
  await page.getByTitle('Frau', { exact: true }).click();
  await dialog.getByLabel('Vorname').fill('Lena');
  await dialog.getByLabel('Nachname').fill('Brandt');
  await dialog.getByLabel('Straße').fill('Mühlenweg');
  await dialog.getByLabel('Hausnummer').fill('4');
  await dialog.getByLabel('PLZ').fill('28195');
  await dialog.getByLabel('Ort').fill('Bremen');
  await dialog.getByLabel('Telefon').fill('04211234567');
  await dialog.getByLabel('Mobil').click();
  await expect(dialog.getByLabel('Telefon')).toHaveValue('0421 1234567');
  // Escape would throw the typed customer away: the wizard asks first.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Weiter bearbeiten' }).click();
  await expect(dialog.getByLabel('Ort')).toHaveValue('Bremen');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/crm-wizard-customer.png` });
  await dialog.getByRole('button', { name: 'Weiter' }).click();

  await dialog.getByText('Kundenadresse verwenden').click();
  await expect(dialog.getByLabel('Ort')).toHaveValue('Bremen');
  await expect(dialog.getByLabel('Ort')).toBeDisabled();
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await expect(dialog.getByText('Bitte wählen Sie einen Gebäudetyp aus.')).toBeVisible();
  await dialog.getByLabel('Gebäudetyp').click();
  await page.getByTitle('Einfamilienhaus').click();
  await dialog.getByRole('button', { name: 'Weiter' }).click();

  await expect(dialog.getByLabel('Projektname')).toHaveValue('Brandt, Bremen');
  await dialog.getByText('über Bauunternehmen').click();
  await expect(dialog.getByText('Es wurden noch keine Bauträger angelegt.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await expect(dialog.getByText('Bitte wählen Sie einen Bauträger aus.')).toBeVisible();
  await dialog.getByText('von Privatperson').click();
  await dialog.getByRole('button', { name: 'Weiter' }).click();

  await expect(dialog.getByText('Brandt, Lena (neu)')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/crm-wizard-summary.png` });
  await dialog.getByRole('button', { name: 'Projekt anlegen' }).click();
  await expect(page).toHaveURL(FLOOR_PLANS_URL);
  // The wizard's remote is gone with the navigation; its toast stays.
  await expect(page.getByText('Projekt erfolgreich erstellt')).toBeVisible();

  await page.goto('/');
  await expect(page.getByText('Brandt, Bremen')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/crm-dashboard.png` });

  await page.goto('/customers');
  await page.getByRole('cell', { name: 'Brandt, Lena' }).click();
  await expect(page.getByText('Frau Lena Brandt')).toBeVisible();
});

test('the wizard creates a project for an existing customer and jobsite', async ({ page, request }) => {
  const company = await registerCompany(request);
  const customerId = await createCustomer(request, company, 'Vogel');
  await createJobsite(request, company, customerId);
  await createCustomer(request, company, 'Amsel');
  await openSignedIn(page, company, '/projects');
  await page.getByRole('button', { name: 'Neues Projekt anlegen' }).click();
  const dialog = wizard(page);

  // A customer without jobsites goes straight to the jobsite form, and back to the customer choice.
  await dialog.getByRole('searchbox', { name: 'Kunde suchen' }).fill('amsel');
  await dialog.getByText('Amsel, Klara').click();
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await expect(dialog.getByText('Kundenadresse verwenden')).toBeVisible();
  await dialog.getByRole('button', { name: 'Zurück' }).click();
  await expect(dialog.getByRole('searchbox', { name: 'Kunde suchen' })).toBeVisible();

  await dialog.getByRole('searchbox', { name: 'Kunde suchen' }).fill('vog');
  await dialog.getByText('Vogel, Klara').click();
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await expect(dialog.getByText('Bitte treffen Sie eine Wahl.')).toBeVisible();
  await dialog.getByText('Talweg 21, 79199 Kirchzarten').click();
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await expect(dialog.getByLabel('Projektname')).toHaveValue('Vogel, Kirchzarten');
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await dialog.getByRole('button', { name: 'Projekt anlegen' }).click();
  await expect(page).toHaveURL(FLOOR_PLANS_URL);

  await page.goto('/projects');
  // Found by its jobsite's street, which its name does not contain.
  await page.getByRole('searchbox', { name: 'Projekt, Kunde oder Ort suchen' }).fill('talweg');
  await expect(page).toHaveURL(/anyText=talweg/);
  await expect(page.getByText('Vogel, Kirchzarten')).toBeVisible();
  await page.getByText('Vogel, Kirchzarten').click();
  await expect(page).toHaveURL(FLOOR_PLANS_URL);
  const projectId = new URL(page.url()).pathname.split('/')[2];
  await page.goto(`/projects/${projectId}`);
  await expect(page.getByRole('heading', { name: 'Vogel, Kirchzarten' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Angebot 1', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'In Bearbeitung' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Neues Angebot' }).click();
  await page.getByRole('dialog', { name: 'Neues Angebot' }).getByLabel('Name des Angebots').press('Enter');
  await expect(page.getByText('Angebot erstellt.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Angebot 2', exact: true })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/crm-project-detail.png` });
});

test('the customer list keeps search, sort and page in the URL, and a customer is deleted after confirmation', async ({ page, request }) => {
  const company = await registerCompany(request);
  const names = ['Adler', 'Berger', 'Conrad', 'Dietrich', 'Ebert', 'Fischer', 'Graf', 'Hahn', 'Illner', 'Jung', 'Kraus', 'Lang'];
  for (const name of names) await createCustomer(request, company, name, name === 'Lang' ? 'Ulm' : 'Freiburg');

  await openSignedIn(page, company, '/customers');
  await expect(page.getByRole('cell', { name: 'Adler, Klara' })).toBeVisible();
  await page.getByText('Name', { exact: true }).click();
  await page.getByText('Name', { exact: true }).click();
  await expect(page).toHaveURL(/sortBy=LastName&sortOrder=Desc/);
  await expect(page.getByRole('row').nth(1)).toContainText('Lang, Klara');
  await page.getByTitle('2', { exact: true }).click();
  await expect(page).toHaveURL(/pageIndex=1/);
  await expect(page.getByRole('cell', { name: 'Adler, Klara' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('cell', { name: 'Adler, Klara' })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/crm-customers.png` });

  await page.getByRole('searchbox', { name: 'Kunde suchen' }).fill('ulm');
  await expect(page).toHaveURL(/anyText=ulm/);
  await expect(page).not.toHaveURL(/pageIndex/);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Kunde suchen' })).toHaveValue('ulm');
  await page.getByRole('cell', { name: 'Lang, Klara' }).click();

  await expect(page.getByRole('heading', { name: 'Lang, Klara' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'lang@example.de' })).toHaveAttribute('href', 'mailto:lang@example.de');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/crm-customer-detail.png` });
  await page.getByRole('button', { name: 'Optionen' }).click();
  await page.getByRole('menuitem', { name: 'Löschen' }).click();
  const confirm = page.getByRole('dialog', { name: '„Lang, Klara“ wirklich löschen?' });
  await expect(confirm).toContainText('Das kann nicht rückgängig gemacht werden.');
  await confirm.getByRole('button', { name: 'Kunde löschen' }).click();
  await expect(page.getByText('Kunde wurde gelöscht.')).toBeVisible();
  await expect(page).toHaveURL('/customers');
  await page.getByRole('searchbox', { name: 'Kunde suchen' }).fill('Lang');
  await expect(page.getByText('Keine Einträge gefunden.')).toBeVisible();
});

test('on a phone the wizard names its steps in whole words', async ({ page, request }) => {
  const company = await registerCompany(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, company, '/projects');
  await page.getByRole('button', { name: 'Neues Projekt anlegen' }).click();
  const dialog = wizard(page);
  await expect(dialog.getByText('Übersicht')).toBeVisible();
  // Each title is one line: none breaks inside a word (polled while the dialog zooms in).
  const lines = () =>
    dialog
      .locator('.ant-steps-item-title')
      .evaluateAll((titles) => titles.map((title) => Math.round(title.getBoundingClientRect().height / parseFloat(getComputedStyle(title).lineHeight))));
  await expect.poll(lines).toEqual([1, 1, 1, 1]);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/crm-wizard-phone.png` });
});

test("on a phone a project's quotes show name, status, price and menu without cutting any off", async ({ page, request }) => {
  const company = await registerCompany(request);
  const { projectId } = await createProjectWithQuote(request, company, 'Neubau Talweg');
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, company, `/projects/${projectId}`);
  const quote = page.getByRole('row').filter({ hasText: 'Angebot 1' });
  await quote.scrollIntoViewIfNeeded();
  await expect(quote.getByText('In Bearbeitung')).toBeInViewport({ ratio: 1 });
  await expect(quote.getByText(/0,00\s€/)).toBeInViewport({ ratio: 1 });
  await expect(quote.getByRole('button', { name: 'Optionen für Angebot 1' })).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/crm-project-quotes-phone.png`, fullPage: true });
});
