import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiPut, authHeaders, completeCompanyData, createProjectWithQuote, HEATING_ONLY_CHECKOUT } from './support/project';
import { openSignedIn, registerCompany, SCREENSHOT_DIR, type RegisteredCompany } from './support/session';

const FINALIZED_MESSAGE = /Das Angebot ist fertiggestellt und wurde an den Kunden versandt\. Es wird aufbewahrt/;

/** A project of Klara Planer whose only quote is finalized through the API, as a sent quote is. */
async function projectWithSentQuote(request: APIRequestContext, company: RegisteredCompany) {
  await completeCompanyData(request, company);
  const project = await createProjectWithQuote(request, company, 'Neubau Talweg');
  await apiPut(request, company, `/api/electro/configurations/${project.configurationId}/checkout`, HEATING_ONLY_CHECKOUT);
  const finalized = await request.post(`/api/electro/configurations/${project.configurationId}/quote`, {
    headers: authHeaders(company),
    data: { quoteName: 'Angebot Elektro', quoteNumber: 'A-2026-1' },
  });
  expect(finalized.status(), await finalized.text()).toBe(200);
  await apiPut(request, company, `/api/electro/configurations/${project.configurationId}/quote/status`, { quoteStatus: 'Sent' });
  return project;
}

/** Opens the page's options menu ('Optionen', or the quote's own) and chooses an entry. */
const chooseOption = async (page: Page, button: string | RegExp, item: string) => {
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('menuitem', { name: item }).click();
};

test('a sent quote cannot be deleted; its project and customer are archived and restored instead', async ({ page, request }) => {
  test.setTimeout(120_000);
  const company = await registerCompany(request);
  const { projectId, configurationId } = await projectWithSentQuote(request, company);
  await page.setViewportSize({ width: 1440, height: 900 });

  // The quote's own options menu says why it stays.
  await openSignedIn(page, company, `/projects/${projectId}/configurations/${configurationId}/floorplans`);
  await expect(page.getByTestId('configuration-status')).toHaveText('An Kunden versandt');
  await chooseOption(page, 'Optionen des Angebots', 'Löschen');
  await expect(page.getByText(FINALIZED_MESSAGE)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Deleting the project is refused with the reason; archiving hides it from the list.
  await page.goto(`/projects/${projectId}`);
  await chooseOption(page, /^Optionen( down)?$/, 'Löschen');
  await page.getByRole('button', { name: 'Projekt löschen' }).click();
  await expect(page.getByText(/Das Projekt hat fertiggestellte Angebote, die aufbewahrt werden müssen/)).toBeVisible();
  await expect(page).toHaveURL(`/projects/${projectId}`);
  await chooseOption(page, /^Optionen( down)?$/, 'Archivieren');
  await expect(page.getByText('Projekt archiviert.')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Neubau Talweg/ })).toContainText('Archiviert');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/retention-project-archived.png`, fullPage: true });

  await page.goto('/projects');
  await expect(page.getByText('Keine Einträge gefunden.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Archiv' }).selectOption({ label: 'Archivierte Projekte' });
  await expect(page).toHaveURL(/archived=true/);
  await expect(page.getByRole('row', { name: /Neubau Talweg/ })).toBeVisible();
  await page.goto(`/projects/${projectId}`);
  await chooseOption(page, /^Optionen( down)?$/, 'Wiederherstellen');
  await expect(page.getByText('Projekt wiederhergestellt.')).toBeVisible();
  await page.goto('/projects');
  await expect(page.getByRole('row', { name: /Neubau Talweg/ })).toBeVisible();

  // The customer: refused, archived, found in the archive, restored.
  await page.goto('/customers');
  await page.getByRole('row', { name: /Planer, Klara/ }).click();
  await chooseOption(page, /^Optionen( down)?$/, 'Löschen');
  await page.getByRole('button', { name: 'Kunde löschen' }).click();
  await expect(page.getByText(/Der Kunde hat fertiggestellte Angebote, die aufbewahrt werden müssen/)).toBeVisible();
  await chooseOption(page, /^Optionen( down)?$/, 'Archivieren');
  await expect(page.getByText('Kunde archiviert.')).toBeVisible();
  await page.goto('/customers');
  await expect(page.getByRole('row', { name: /Planer, Klara/ })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Archiv' }).selectOption({ label: 'Archivierte Kunden' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/retention-customers-archived-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('row', { name: /Planer, Klara/ }).click();
  await chooseOption(page, /^Optionen( down)?$/, 'Wiederherstellen');
  await expect(page.getByText('Kunde wiederhergestellt.')).toBeVisible();

  // Nothing was lost: the quote and its PDF are still there.
  const pdf = await request.get(`/api/electro/configurations/${configurationId}/quote/pdf`, { headers: authHeaders(company) });
  expect(pdf.status()).toBe(200);
});
