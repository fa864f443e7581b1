import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { planPdf, pngSize } from './support/pdf';
import { solidPng } from './support/png';
import { apiGet, apiPut, authHeaders, createEmptyFloor, createProjectWithQuote } from './support/project';
import { openSignedIn, registerCompany, SCREENSHOT_DIR } from './support/session';

const onePagePdf = () => planPdf([{ width: 200, height: 100, rgb: [0, 0.4, 0.8] }]);

test('a quote gets a floor plan, an additional installation and shows the checkout', async ({ page, request }) => {
  const company = await registerCompany(request);
  const { projectId, configurationId } = await createProjectWithQuote(request, company);
  const installationId = randomUUID();
  await apiPut(request, company, `/api/electro/additional-installations/${installationId}`, {
    additionalInstallation: { id: installationId, title: 'Potentialausgleich', description: '', price: 4250, icon: null },
    priceValidFrom: new Date().toISOString().slice(0, 10),
  });
  const base = `/projects/${projectId}/configurations/${configurationId}`;
  const tab = (name: string) => page.getByRole('navigation', { name: 'Bereiche des Angebots' }).getByRole('link', { name });

  await openSignedIn(page, company, `${base}/floorplans`);
  await expect(page.getByRole('heading', { name: 'Neubau Talweg' })).toBeVisible();
  await expect(page.getByText('Noch keine Stockwerke erstellt.')).toBeVisible();
  await expect(page.getByTestId('configuration-total')).toHaveText(/0,00\s€/);

  await page.getByRole('button', { name: 'Grundriss hinzufügen' }).click();
  const floorDialog = page.getByRole('dialog', { name: 'Grundriss hinzufügen' });
  await floorDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(floorDialog.getByText('Bitte geben Sie eine Bezeichnung für den Grundriss an.')).toBeVisible();
  await expect(floorDialog.getByText('Bitte wählen Sie eine Datei aus.')).toBeVisible();
  await floorDialog.getByLabel('Bezeichnung').fill('Erdgeschoss');
  await floorDialog.locator('input[type=file]').setInputFiles({
    name: 'erdgeschoss.png',
    mimeType: 'image/png',
    buffer: solidPng(64, [200, 220, 240]),
  });
  await floorDialog.getByLabel('Bezeichnung').press('Enter');
  await expect(page.getByText('Grundriss erfolgreich hinzugefügt.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Erdgeschoss' })).toBeVisible();
  const thumbnail = page.getByRole('img', { name: 'Vorschau Erdgeschoss' });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/planning-floors.png`, fullPage: true });

  await tab('Zusatzinstallationen').click();
  await expect(page.getByText('Noch keine Zusatzinstallationen hinzugefügt.')).toBeVisible();
  await page.getByRole('button', { name: 'Zusatzinstallation hinzufügen' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Zusatzinstallation hinzufügen' });
  await addDialog.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(addDialog.getByText('Bitte wählen Sie eine Zusatzinstallation aus.')).toBeVisible();
  await addDialog.getByLabel('Zusatzinstallation').click();
  await page.getByTitle(/Potentialausgleich/).click();
  await addDialog.getByRole('button', { name: 'Erhöhen' }).click();
  await addDialog.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(page.getByText('Zusatzinstallation wurde hinzugefügt')).toBeVisible();
  await expect(page.locator('table').getByText('Potentialausgleich')).toBeVisible();
  await expect(page.getByTestId('configuration-total')).toHaveText(/85,00\s€/);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/planning-additional-installations.png`, fullPage: true });

  await tab('Vertragsleistungen & Sondervereinbarungen').click();
  await expect(page).toHaveURL(new RegExp(`${base}/checkout$`));
  await expect(page.getByText('Schließanlage').first()).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/planning-checkout.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/planning-checkout-phone.png` });
  await page.goto(`${base}/floorplans`);
  await expect(page.getByRole('link', { name: 'Erdgeschoss' })).toBeVisible();
  await expect(page.getByTestId('configuration-total')).toHaveText(/85,00\s€/);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await expect(thumbnail).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/planning-floors-phone.png`, fullPage: true });

  // On the phone a row reads name, amount × price = total, and nothing needs sideways scrolling.
  await page.goto(`${base}/additional-installations`);
  const row = page.getByRole('row', { name: /Potentialausgleich/ });
  await expect(row).toContainText(/2 Stck\. × 42,50\s€ =\s85,00\s€/);
  await expect(row.getByRole('button', { name: /Potentialausgleich.* löschen/ })).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/planning-additional-installations-phone.png`, fullPage: true });
});

test('a PDF plan is rendered in the browser and kept; the options menu renames and copies the quote', async ({ page, request }) => {
  const company = await registerCompany(request);
  const { projectId, configurationId } = await createProjectWithQuote(request, company);
  await openSignedIn(page, company, `/projects/${projectId}/configurations/${configurationId}/floorplans`);

  await page.getByRole('button', { name: 'Grundriss hinzufügen' }).click();
  const floorDialog = page.getByRole('dialog', { name: 'Grundriss hinzufügen' });
  await floorDialog.getByLabel('Bezeichnung').fill('Obergeschoss');
  await floorDialog.locator('input[type=file]').setInputFiles({ name: 'notiz.txt', mimeType: 'text/plain', buffer: Buffer.from('kein Plan') });
  await expect(floorDialog.getByText('Es sind nur Bilddateien erlaubt.')).toBeVisible();
  await floorDialog.locator('input[type=file]').setInputFiles({ name: 'obergeschoss.pdf', mimeType: 'application/pdf', buffer: onePagePdf() });
  await floorDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Grundriss erfolgreich hinzugefügt.')).toBeVisible();

  const floors = await apiGet<{ id: string }[]>(request, company, `/api/electro/configurations/${configurationId}/floors`);
  const floorId = floors[0]!.id;
  const pdf = await request.get(`/api/electro/floors/${floorId}/pdf`, { headers: authHeaders(company) });
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const image = await request.get(`/api/electro/floors/${floorId}/image`, { headers: authHeaders(company) });
  expect(image.headers()['content-type']).toContain('image/png');

  await page.getByRole('link', { name: 'Obergeschoss' }).click();
  // The editor shows the PDF's first page, rendered at upload, as the plan.
  await expect(page.getByTestId('plan-canvas')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(page.locator('[data-shape-type="plan-image"] img')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/planning-floor-plan.png`, fullPage: true });
  await page.goBack();

  await page.getByRole('button', { name: 'Optionen des Angebots' }).click();
  await page.getByRole('menuitem', { name: 'Umbenennen' }).click();
  const renameDialog = page.getByRole('dialog', { name: 'Angebot umbenennen' });
  await renameDialog.getByLabel('Name des Angebots').fill('Variante Süd');
  await renameDialog.getByLabel('Name des Angebots').press('Enter');
  await expect(page.getByText('Änderungen gespeichert')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Angebot wechseln' })).toHaveText(/Variante Süd/);

  await page.getByRole('button', { name: 'Optionen des Angebots' }).click();
  await page.getByRole('menuitem', { name: 'Löschen' }).click();
  await page.getByRole('button', { name: 'Angebot löschen' }).click();
  await expect(page.getByText('Das letzte Angebot kann nicht gelöscht werden.')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Optionen des Angebots' }).click();
  await page.getByRole('menuitem', { name: 'Kopieren' }).click();
  await page.getByRole('dialog', { name: 'Angebot kopieren' }).getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Kopie des Angebots erstellt.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Angebot wechseln' })).toHaveText(/Kopie von Variante Süd/);
  await expect(page.getByRole('link', { name: 'Obergeschoss' })).toBeVisible();

  await page.getByRole('button', { name: 'Angebot wechseln' }).click();
  await page.getByRole('menuitem', { name: 'Favorit Variante Süd' }).click();
  await expect(page).toHaveURL(new RegExp(`/configurations/${configurationId}/floorplans$`));

  await page.getByRole('button', { name: 'Angebot wechseln' }).click();
  await page.getByRole('menuitem', { name: /Kopie von Variante Süd/ }).click();
  await page.getByRole('button', { name: 'Optionen des Angebots' }).click();
  await page.getByRole('menuitem', { name: 'Löschen' }).click();
  await page.getByRole('button', { name: 'Angebot löschen' }).click();
  await expect(page).toHaveURL(/\/projects\/[^/]+$/);
  await expect(page.getByText('Angebot gelöscht.')).toBeVisible();
});

test('a plan PDF is dropped on the file field, its page chosen from thumbnails, and the upload shows its progress', async ({ page, request }) => {
  const company = await registerCompany(request);
  const { projectId, configurationId } = await createProjectWithQuote(request, company);
  await openSignedIn(page, company, `/projects/${projectId}/configurations/${configurationId}/floorplans`);
  // Three pages of different shapes; page 2 (portrait) is the ground floor.
  const planSet = planPdf([
    { width: 200, height: 100, rgb: [0.8, 0.1, 0.1] },
    { width: 100, height: 200, rgb: [0.1, 0.6, 0.2] },
    { width: 150, height: 150, rgb: [0.1, 0.2, 0.8] },
  ]);

  await page.getByRole('button', { name: 'Grundriss hinzufügen' }).click();
  const floorDialog = page.getByRole('dialog', { name: 'Grundriss hinzufügen' });
  await floorDialog.getByLabel('Bezeichnung').fill('Erdgeschoss');
  const dropped = await page.evaluateHandle((bytes) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(bytes)], 'bauplan.pdf', { type: 'application/pdf' }));
    return transfer;
  }, [...planSet]);
  await floorDialog.getByText('Datei auswählen oder hierher ziehen').dispatchEvent('drop', { dataTransfer: dropped });

  await expect(floorDialog.getByText('bauplan.pdf')).toBeVisible();
  await expect(floorDialog.getByText('Das PDF hat 3 Seiten. Welche zeigt den Grundriss?')).toBeVisible();
  const pages = floorDialog.getByRole('radiogroup', { name: 'Das PDF hat 3 Seiten. Welche zeigt den Grundriss?' });
  await expect(pages.getByRole('radio')).toHaveCount(3);
  await expect(pages.getByRole('radio', { name: 'Seite 1' })).toBeChecked();
  await expect(pages.locator('img')).toHaveCount(3);
  await pages.getByText('Seite 2').click();
  await expect(pages.getByRole('radio', { name: 'Seite 2' })).toBeChecked();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/planning-pdf-page-choice.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(pages.getByRole('radio', { name: 'Seite 3' })).toBeInViewport({ ratio: 0.5 });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/planning-pdf-page-choice-phone.png` });
  await page.setViewportSize({ width: 1280, height: 720 });

  // A slow connection: the dialog says what it is doing and how far it is.
  await page.route('**/api/electro/floors/*/image', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await floorDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(floorDialog.getByRole('status')).toContainText('Bild wird hochgeladen …');
  await expect(floorDialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '55');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/planning-upload-progress.png` });
  await expect(page.getByText('Grundriss erfolgreich hinzugefügt.')).toBeVisible();

  const floors = await apiGet<{ id: string }[]>(request, company, `/api/electro/configurations/${configurationId}/floors`);
  const image = await request.get(`/api/electro/floors/${floors[0]!.id}/image`, { headers: authHeaders(company) });
  const { width, height } = pngSize(await image.body());
  expect(height).toBe(width * 2);
  // The whole PDF is kept, all three pages.
  const pdf = await request.get(`/api/electro/floors/${floors[0]!.id}/pdf`, { headers: authHeaders(company) });
  expect((await pdf.body()).equals(planSet)).toBe(true);
});

test('the quote page fits a 390 px phone: every tab in full, the options beside the quote, the floors inside their card', async ({ page, request }) => {
  const company = await registerCompany(request);
  const { projectId, configurationId } = await createProjectWithQuote(request, company);
  await createEmptyFloor(request, company, configurationId);
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, company, `/projects/${projectId}/configurations/${configurationId}/floorplans`);
  await expect(page.getByRole('link', { name: 'Erdgeschoss' })).toBeVisible();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/planning-quote-phone.png`, fullPage: true });

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const tabs = page.getByRole('navigation', { name: 'Bereiche des Angebots' });
  for (const name of ['Stockwerke', 'Zusatzinstallationen', 'Vertragsleistungen']) {
    await expect(tabs.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
  }
  const strip = await tabs.evaluate((nav) => ({ scrollable: nav.scrollWidth - nav.clientWidth, list: nav.firstElementChild!.scrollWidth - nav.clientWidth }));
  expect(strip).toEqual({ scrollable: 0, list: 0 });

  const switcher = await page.getByRole('button', { name: /Angebot wechseln$/ }).boundingBox();
  const options = await page.getByRole('button', { name: 'Optionen des Angebots' }).boundingBox();
  expect(Math.abs(options!.y - switcher!.y)).toBeLessThan(4);

  const card = await page.locator('.ant-card', { hasText: 'Stockwerke' }).last().boundingBox();
  const table = await page.locator('.ant-card .ant-table').boundingBox();
  expect(table!.x - card!.x).toBeGreaterThanOrEqual(8);
  expect(card!.x + card!.width - (table!.x + table!.width)).toBeGreaterThanOrEqual(8);

  await tabs.getByRole('link', { name: 'Vertragsleistungen', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
});
