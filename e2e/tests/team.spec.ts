import { MISSING_PERMISSION_MESSAGES, type JwsTokens, type Role } from '@planner/api';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { linkIn, mailTo } from './support/mailbox';
import { apiPut, authHeaders, createProjectWithQuote } from './support/project';
import { openSignedIn, registerCompany, SCREENSHOT_DIR, uniqueEmail, type RegisteredCompany } from './support/session';

const PASSWORD = 'Schaltschrank-Ost-17';

/** An additional installation in the company's master data, with its price. */
async function addMasterData(request: APIRequestContext, company: RegisteredCompany) {
  const id = randomUUID();
  await apiPut(request, company, `/api/electro/additional-installations/${id}`, {
    additionalInstallation: { id, title: 'Potentialausgleich', description: '', price: 4250, icon: null },
    priceValidFrom: new Date().toISOString().slice(0, 10),
  });
  return id;
}

/** A colleague the owner invited through the API, signed in through the invitation. */
async function colleague(request: APIRequestContext, owner: RegisteredCompany, roles: Role[]): Promise<RegisteredCompany> {
  const email = uniqueEmail('kollege');
  const invited = await request.post('/api/team/invitations', { headers: authHeaders(owner), data: { email, roles } });
  expect(invited.status()).toBe(200);
  const { token } = (await invited.json()).data as { token: string };
  const accepted = await request.post(`/api/public/invitations/${token}/accept`, { data: { firstName: 'Lea', lastName: 'Lesend', password: PASSWORD } });
  expect(accepted.status()).toBe(200);
  const tokens = (await accepted.json()).data.jwsTokens as JwsTokens;
  return { companyName: owner.companyName, email, password: PASSWORD, tokens };
}

const tooltipOf = async (page: Page, button: ReturnType<Page['getByRole']>) => {
  // A disabled button takes no pointer events itself: the tooltip sits on its wrapper.
  await button.hover({ force: true });
  return page.getByRole('tooltip');
};

test('Benutzer: the owner invites a planner, who accepts, works on a quote but cannot change master data prices', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const owner = await registerCompany(request);
  await addMasterData(request, owner);
  const { projectId, configurationId } = await createProjectWithQuote(request, owner);

  await openSignedIn(page, owner, '/');
  await page.getByRole('navigation').getByRole('link', { name: 'Benutzer' }).click();
  await expect(page.getByRole('heading', { name: 'Benutzer', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: owner.email.toLowerCase(), exact: true }).first()).toBeVisible();

  const email = uniqueEmail('planer');
  await page.getByRole('button', { name: 'Benutzer einladen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Benutzer einladen' });
  await dialog.getByRole('button', { name: 'Einladen' }).click();
  await expect(dialog.getByText('Bitte wählen Sie mindestens eine Rolle.')).toBeVisible();
  await dialog.getByLabel('E-Mail').fill(email);
  await dialog.getByRole('checkbox', { name: /^Planer/ }).check();
  await dialog.getByRole('button', { name: 'Einladen' }).click();
  const created = page.getByRole('dialog', { name: `Einladung für ${email} erstellt` });
  const link = await created.getByLabel('Einladungslink').inputValue();
  expect(link).toMatch(/\/invitation\/[A-Za-z0-9_-]{43}$/);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/team-invitation-1440.png` });
  await created.locator('.ant-modal-footer').getByRole('button', { name: 'Schließen' }).click();
  await expect(page.getByRole('cell', { name: email, exact: true }).first()).toBeVisible();
  const mail = await mailTo(request, email, `Einladung zu ${owner.companyName}`);
  expect(linkIn(mail, 'http://')).toBe(link);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/team-users-1440.png`, fullPage: true });

  const plannerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const planner = await plannerContext.newPage();
  await planner.goto(new URL(link).pathname);
  await expect(planner.getByRole('heading', { name: 'Einladung annehmen' })).toBeVisible();
  await expect(planner.getByText(owner.companyName).first()).toBeVisible();
  await planner.getByLabel('Vorname').fill('Paul');
  await planner.getByLabel('Nachname').fill('Planer');
  await planner.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await planner.getByLabel('Passwort wiederholen').fill(PASSWORD);
  await planner.screenshot({ path: `${SCREENSHOT_DIR}/team-accept-invitation-1440.png` });
  await planner.getByRole('button', { name: 'Einladung annehmen' }).click();
  await expect(planner.getByRole('button', { name: 'Benutzermenü' })).toBeVisible();
  await expect(planner.getByRole('navigation').getByRole('link', { name: 'Benutzer' })).toHaveCount(0);

  await planner.goto(`/projects/${projectId}/configurations/${configurationId}/additional-installations`);
  await planner.getByRole('button', { name: 'Zusatzinstallation hinzufügen' }).click();
  const addDialog = planner.getByRole('dialog', { name: 'Zusatzinstallation hinzufügen' });
  await addDialog.getByLabel('Zusatzinstallation').click();
  await planner.getByTitle(/Potentialausgleich/).click();
  await addDialog.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(planner.getByText('Zusatzinstallation wurde hinzugefügt')).toBeVisible();
  await expect(planner.getByTestId('configuration-total')).toHaveText(/42,50\s€/);

  await planner.goto('/additional-installations');
  await expect(planner.getByText('Potentialausgleich')).toBeVisible();
  const add = planner.getByRole('button', { name: 'Zusatzinstallation hinzufügen' });
  await expect(add).toBeDisabled();
  await expect(await tooltipOf(planner, add)).toHaveText(MISSING_PERMISSION_MESSAGES.masterData);
  await planner.screenshot({ path: `${SCREENSHOT_DIR}/team-planner-masterdata-1440.png` });
  await plannerContext.close();

  await page.reload();
  const plannerRow = page.getByRole('row').filter({ hasText: email }).first();
  await expect(plannerRow).toContainText('Paul Planer');
  await expect(plannerRow).toContainText('Planer');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('Paul Planer').first()).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/team-users-390.png`, fullPage: true });
});

test('Nur lesen: a read-only colleague sees the company’s data without working editing controls', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const owner = await registerCompany(request);
  await addMasterData(request, owner);
  const { projectId, configurationId } = await createProjectWithQuote(request, owner);
  const reader = await colleague(request, owner, ['ReadOnly']);

  await openSignedIn(page, reader, '/customers');
  await expect(page.getByText('Planer, Klara')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kunde erstellen' })).toBeDisabled();

  await page.goto(`/projects/${projectId}`);
  await expect(page.getByRole('heading', { name: 'Neubau Talweg' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Neues Angebot/ })).toBeDisabled();

  await page.goto(`/projects/${projectId}/configurations/${configurationId}/floorplans`);
  await expect(page.getByText(MISSING_PERMISSION_MESSAGES.plan)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Grundriss hinzufügen' })).toBeDisabled();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/team-readonly-quote-1440.png`, fullPage: true });

  await page.goto('/additional-installations');
  await expect(page.getByText('Potentialausgleich')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zusatzinstallation hinzufügen' })).toBeDisabled();

  await page.goto('/settings/tenant');
  const editButtons = page.getByRole('button', { name: /bearbeiten/i });
  await expect(editButtons.first()).toBeVisible();
  for (const button of await editButtons.all()) await expect(button).toBeDisabled();

  const refused = await request.put(`/api/electro/additional-installations/${randomUUID()}`, { headers: authHeaders(reader), data: {} });
  expect(refused.status()).toBe(403);
});

test('Passwort vergessen: the reset link arrives by e-mail, sets a new password once and signs in', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const company = await registerCompany(request);
  await page.goto('/');
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await expect(page).toHaveURL(/\/password-forgotten$/);
  await page.getByLabel('E-Mail').fill(company.email);
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(page.getByText(/Wenn es zu dieser Adresse einen Benutzer gibt/)).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/password-forgotten-390.png` });

  const mail = await mailTo(request, company.email, 'Passwort zurücksetzen');
  const link = linkIn(mail, 'http://');
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Neues Passwort festlegen' })).toBeVisible();
  await page.getByLabel('Neues Passwort', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Neues Passwort wiederholen').fill(PASSWORD);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/password-reset-390.png` });
  await page.getByRole('button', { name: 'Passwort speichern und anmelden' }).click();
  await expect(page.getByRole('button', { name: 'Benutzermenü' })).toBeVisible();

  const oldPassword = await request.post('/api/auth/login', { data: { loginName: company.email, password: company.password } });
  expect(oldPassword.status()).toBe(401);
  const newPassword = await request.post('/api/auth/login', { data: { loginName: company.email, password: PASSWORD } });
  expect(newPassword.status()).toBe(200);

  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Link ungültig' })).toBeVisible();
});
