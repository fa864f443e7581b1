import { expect, test } from '@playwright/test';
import { mockURL, recordApiAnswers, runsInMockMode } from './support/mockMode';
import { solidPng } from './support/png';

test.describe('mfe-pv', () => {
  runsInMockMode('mfe-pv');

  test('runs alone in mock mode: its pages show the German demo data, answered in the browser', async ({ page }) => {
    const apiAnswers = recordApiAnswers(page);

    await page.goto(`${mockURL}/master-data/pv/pv-modules`);
    await expect(page.getByRole('heading', { name: 'PV-Module' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('row', { name: /Meyer Burger Black 400/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /Vertex S\+ 440/ })).toBeVisible();

    await page.getByRole('navigation', { name: /Mock-Modus/ }).getByRole('link', { name: 'Wechselrichter' }).click();
    await expect(page.getByRole('heading', { name: 'Wechselrichter' })).toBeVisible();
    await page.getByRole('row', { name: /Sunny Tripower 10\.0/ }).click();
    await expect(page).toHaveURL(/\/master-data\/pv\/inverters\/00000000-0000-4000-8000-000000000011$/);
    await expect(page.getByText('Dreiphasiger String-Wechselrichter').first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('mfe-pv-mock-mode.png'), fullPage: true });

    expect(apiAnswers.length).toBeGreaterThan(2);
    expect(apiAnswers.filter((answer) => !answer.fromWorker)).toEqual([]);
  });
});

test.describe('mfe-masterdata', () => {
  runsInMockMode('mfe-masterdata');

  test('runs alone in mock mode: the demo developers and installations show, a new developer is saved in memory', async ({ page }) => {
    const apiAnswers = recordApiAnswers(page);

    await page.goto(`${mockURL}/property-developers`);
    await expect(page.getByRole('heading', { name: 'Bauträger' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('row', { name: /Breisgau Wohnbau GmbH/ })).toBeVisible();
    await page.getByRole('row', { name: /Breisgau Wohnbau GmbH/ }).click();
    await expect(page.getByText('Kromer').first()).toBeVisible();
    await expect(page.getByText('Baubeschreibung Standard 2026').first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('mfe-masterdata-developer.png'), fullPage: true });

    await page.getByRole('navigation', { name: /Mock-Modus/ }).getByRole('link', { name: 'Bauträger' }).click();
    await page.getByRole('button', { name: 'Bauträger hinzufügen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Dreisamtal Wohnbau GmbH');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('navigation', { name: /Mock-Modus/ }).getByRole('link', { name: 'Bauträger' }).click();
    await expect(page.getByRole('row', { name: /Dreisamtal Wohnbau GmbH/ })).toBeVisible();

    await page.getByRole('navigation', { name: /Mock-Modus/ }).getByRole('link', { name: 'Installationen', exact: true }).click();
    await expect(page.getByRole('row', { name: /Netzwerkdose Cat\. 6A/ })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('mfe-masterdata-installations.png'), fullPage: true });

    expect(apiAnswers.filter((answer) => !answer.fromWorker || answer.status >= 500)).toEqual([]);
  });
});

test.describe('mfe-crm', () => {
  runsInMockMode('mfe-crm');

  test('runs alone in mock mode: customers, projects, quotes and invoices of the demo company show, a new customer is saved in memory', async ({ page }) => {
    const apiAnswers = recordApiAnswers(page);
    const navigation = page.getByRole('navigation', { name: /Mock-Modus/ });

    await page.goto(`${mockURL}/customers`);
    await expect(page.getByRole('heading', { name: 'Kunden' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('row', { name: /Schneider, Anna/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /Schäfer, Jürgen/ })).toBeVisible();

    await page.getByRole('button', { name: 'Kunde erstellen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kunde erstellen' });
    await dialog.getByLabel('Vorname').fill('Lena');
    await dialog.getByLabel('Nachname').fill('Kaltenbach');
    await dialog.getByLabel('Straße').fill('Dreisamstraße');
    await dialog.getByLabel('Hausnummer').fill('61');
    await dialog.getByLabel('PLZ').fill('79098');
    await dialog.getByLabel('Ort').fill('Freiburg im Breisgau');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: /Kaltenbach/ })).toBeVisible();
    await navigation.getByRole('link', { name: 'Kunden' }).click();
    await expect(page.getByRole('row', { name: /Kaltenbach, Lena/ })).toBeVisible();

    await navigation.getByRole('link', { name: 'Projekte' }).click();
    await expect(page.getByRole('row', { name: /Einfamilienhaus Weber, March/ })).toBeVisible();
    // A row opens the quote's floor plans in the planning remote; the project's own page has its address.
    await page.goto(`${mockURL}/projects/00000000-0000-4000-8000-000000001203`);
    await expect(page.getByRole('heading', { name: 'Einfamilienhaus Weber, March' })).toBeVisible();
    await expect(page.getByText('Breisgau Wohnbau GmbH').first()).toBeVisible();
    await expect(page.getByText('R-2026-0058').first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('mfe-crm-project.png'), fullPage: true });

    await navigation.getByRole('link', { name: 'Angebote' }).click();
    await expect(page.getByRole('heading', { name: 'Angebote' })).toBeVisible();
    await expect(page.getByRole('row', { name: /A-2026-0027/ })).toBeVisible();
    await navigation.getByRole('link', { name: 'Rechnungen' }).click();
    await expect(page.getByRole('heading', { name: 'Rechnungen' })).toBeVisible();
    await expect(page.getByRole('row', { name: /R-2026-0044/ })).toBeVisible();
    await navigation.getByRole('link', { name: 'Start' }).click();
    await expect(page.getByText('Neubau Schneider, Freiburg').first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('mfe-crm-start.png'), fullPage: true });

    expect(apiAnswers.filter((answer) => !answer.fromWorker || answer.status >= 500)).toEqual([]);
  });
});

test.describe('mfe-planning', () => {
  runsInMockMode('mfe-planning');

  test('runs alone in mock mode: the demo quote shows its floors with their plans, a new floor is saved in memory', async ({ page }) => {
    const apiAnswers = recordApiAnswers(page);

    await page.goto(`${mockURL}/projects/00000000-0000-4000-8000-000000001201/configurations/00000000-0000-4000-8000-000000001301/floorplans`);
    await expect(page.getByRole('heading', { name: 'Neubau Schneider, Freiburg' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Erdgeschoss').first()).toBeVisible();
    await expect(page.getByText('Obergeschoss').first()).toBeVisible();

    await page.getByRole('button', { name: 'Grundriss hinzufügen' }).click();
    const floorDialog = page.getByRole('dialog', { name: 'Grundriss hinzufügen' });
    await floorDialog.getByLabel('Bezeichnung').fill('Keller');
    await floorDialog.locator('input[type=file]').setInputFiles({ name: 'keller.png', mimeType: 'image/png', buffer: solidPng(64, [200, 220, 240]) });
    await floorDialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Grundriss erfolgreich hinzugefügt.')).toBeVisible();
    await expect(page.getByText('Keller').first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('mfe-planning-floors.png'), fullPage: true });

    await page.getByRole('navigation', { name: /Mock-Modus/ }).getByRole('link', { name: 'Zusatzinstallationen' }).click();
    await expect(page.getByRole('row', { name: /Wallbox-Vorbereitung/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /Erdkabel zum Gartenhaus/ })).toBeVisible();

    await page.getByRole('navigation', { name: /Mock-Modus/ }).getByRole('link', { name: 'Erdgeschoss im Editor' }).click();
    await expect(page.getByText('Wohnzimmer').first()).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: test.info().outputPath('mfe-planning-editor.png'), fullPage: true });

    expect(apiAnswers.filter((answer) => !answer.fromWorker || answer.status >= 500)).toEqual([]);
  });
});
