import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { planPdf, pngSize } from './support/pdf';
import { apiGet, authHeaders, createProjectWithQuote } from './support/project';
import { greyPng } from './support/png';
import { pvParts } from './support/pv';
import { chooseOption, dropdownOption } from './support/select';
import { openSignedIn, recordRequests, registerCompany, SCREENSHOT_DIR } from './support/session';

/**
 * Clicks the roof picture at the pixel (x, y) of the image: the pixel is mapped to the screen through the
 * picture's own transform, and the click goes to the picture at that offset, so Playwright scrolls it into view.
 */
async function clickPicture(page: Page, x: number, y: number) {
  const picture = page.getByTestId('roof-picture');
  const position = await picture.evaluate(
    (svg, [px, py]) => {
      const screen = new DOMPoint(px, py).matrixTransform((svg as SVGSVGElement).getScreenCTM()!);
      const box = svg.getBoundingClientRect();
      return { x: screen.x - box.left, y: screen.y - box.top };
    },
    [x, y] as const,
  );
  await picture.click({ position });
}

/** Draws a face of 250 × 310 px (5.0 × 6.2 m at 50 px/m) with its top-left corner at (left, 50) and names it. */
async function drawFace(page: Page, left: number, name: string, direction: string) {
  await page.getByText('Fläche zeichnen', { exact: true }).click();
  for (const [x, y] of [[left, 50], [left + 250, 50], [left + 250, 360], [left, 360]] as const) await clickPicture(page, x, y);
  await expect(page.getByText('(4 gesetzt)', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Fläche abschließen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dachfläche anlegen' });
  await dialog.getByLabel('Name').fill(name);
  await chooseOption(dialog.getByLabel('Ausrichtung'), direction);
  // Drawn on a top view: 6.2 m deep as seen from above are 6.2 m / cos 35° = 7.57 m down the slope.
  await expect(dialog.getByText('Tiefe entlang der Neigung: 7,57 m')).toBeVisible();
  await dialog.getByRole('button', { name: 'Anlegen' }).click();
  await expect(dialog).toBeHidden();
}

const summary = (page: Page) => page.getByTestId('design-summary');
const stringList = (page: Page) => page.getByRole('list', { name: 'Strings' });

test('a PvPlanner-only company designs a PV system on two roof faces drawn on a roof picture', async ({ page, request }) => {
  test.setTimeout(150_000);
  const company = await registerCompany(request, ['PvPlanner']);
  await pvParts(request, company);
  const { projectId, configurationId } = await createProjectWithQuote(request, company, 'PV Talweg');
  const [quote] = await apiGet<{ name: string }[]>(request, company, `/api/electro/configurations/by-project/${projectId}`);
  const picture = join(tmpdir(), `dach-${randomUUID()}.png`);
  writeFileSync(picture, greyPng(800, 600, (x, y) => (y < 420 ? 150 + ((x + y) % 40) : 230)));
  const requests = recordRequests(page);

  // From the project the quote opens its PV design: the company has no electrical planning.
  await openSignedIn(page, company, `/projects/${projectId}`);
  await page.getByText(quote!.name, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/configurations/${configurationId}/pv-design$`));
  await expect(page.getByRole('heading', { name: `PV-Anlage: ${quote!.name}` })).toBeVisible();
  await expect(page.getByText('Noch keine Dachfläche.', { exact: false })).toBeVisible();

  await page.getByLabel('Dachbild auswählen').setInputFiles(picture);
  await expect(page.getByText('Dachbild hochgeladen.')).toBeVisible();
  await expect(page.getByTestId('roof-picture')).toBeVisible();
  // The eaves of both faces together: 500 px are 10 m.
  await page.getByText('Maßstab setzen', { exact: true }).click();
  await clickPicture(page, 50, 380);
  await clickPicture(page, 550, 380);
  await expect(page.getByText('(2/2)', { exact: false })).toBeVisible();
  await page.getByLabel('Bekannte Länge (m)').fill('10');
  await page.getByRole('button', { name: 'Maßstab übernehmen' }).click();
  await expect(page.getByText('Maßstab: 1 m = 50 Pixel')).toBeVisible();
  await drawFace(page, 50, 'Süddach', 'Süd (180°)');
  await drawFace(page, 450, 'Westdach', 'West (270°)');

  await chooseOption(page.getByLabel('PV-Modul'), 'Solarwerk Black 400 (400 W)');
  const faces = page.getByRole('radiogroup', { name: 'Dachfläche' });
  for (const face of ['Süddach', 'Westdach']) {
    await faces.getByText(new RegExp(`^${face}`)).click();
    await page.getByRole('button', { name: 'Fläche füllen' }).click();
    await expect(page.getByRole('img', { name: `Dachfläche ${face}: 12 Module` })).toBeVisible();
  }
  await expect(summary(page)).toContainText('Gesamt: 24 Module · 9,60 kWp');
  await expect(summary(page)).toContainText('Süddach: 12 · 4,80 kWp');

  // The select only adds: it shows its placeholder again, and the inverter appears above it.
  await page.getByLabel('Wechselrichter hinzufügen').click();
  await dropdownOption(page, 'Hybrid 10').click();
  await expect(page.getByLabel('Wechselrichter 1')).toBeVisible();
  await expect(page.getByLabel('Wechselrichter 2')).toHaveCount(0);
  await page.getByRole('button', { name: 'Strings vorschlagen' }).click();
  await expect(stringList(page).getByRole('listitem')).not.toHaveCount(0);
  const checks = page.getByRole('region', { name: 'Prüfergebnisse' });
  await expect(checks.locator('.ant-alert-error')).toHaveCount(0);
  await expect(summary(page)).toContainText('0 Fehler');

  // String 1 takes the other strings' modules one by one until it is too long for 600 V at −10 °C.
  await stringList(page).getByRole('button', { name: 'Module zuordnen' }).first().click();
  await page.getByText('Strings zuordnen', { exact: true }).click();
  const voltageError = checks.locator('.ant-alert-error', { hasText: 'Leerlaufspannung bei −10' });
  for (const face of ['Süddach', 'Westdach']) {
    await faces.getByText(new RegExp(`^${face}`)).click();
    await expect(page.getByRole('img', { name: `Dachfläche ${face}: 12 Module` })).toBeVisible();
    const others = page.getByTestId('face-view').locator('[data-testid="pv-module"]:not([data-string="1"])');
    for (let left = await others.count(); left > 0 && !(await voltageError.count()); left -= 1) {
      await others.first().click();
      await expect(others).toHaveCount(left - 1);
    }
  }
  await expect(voltageError).toBeVisible();
  await expect(voltageError).toContainText('maximalen DC-Eingangsspannung 600');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENSHOT_DIR}/pv-design-string-too-long.png`, fullPage: true });

  // Proposing the strings again fixes it.
  await page.getByRole('button', { name: 'Strings vorschlagen' }).click();
  await expect(checks.locator('.ant-alert-error')).toHaveCount(0);
  await expect(summary(page)).toContainText('Gespeichert');
  const strings = await stringList(page).getByRole('listitem').allTextContents();

  await page.reload();
  await expect(summary(page)).toContainText('Gesamt: 24 Module · 9,60 kWp');
  await expect(summary(page)).toContainText('Westdach: 12');
  await expect(stringList(page).getByRole('listitem')).toHaveCount(strings.length);
  await expect(page.getByRole('region', { name: 'Prüfergebnisse' }).locator('.ant-alert-error')).toHaveCount(0);
  // The yield forecast for the jobsite and, with the household's consumption, the economics: both an 'Unverbindliche Prognose'.
  const prospect = page.getByTestId('prospect-card');
  await expect(prospect.getByText('Unverbindliche Prognose').first()).toBeVisible();
  await expect(prospect.getByTestId('forecast-total')).toHaveText(/^\d{1,2}\.\d{3} kWh pro Jahr$/);
  await expect(prospect.getByRole('img', { name: /^Ertrag je Monat: Jan \d+ kWh/ })).toBeVisible();
  await expect(prospect.getByText('Geben Sie den Jahresstromverbrauch ein', { exact: false })).toBeVisible();
  await prospect.getByLabel('Jahresstromverbrauch').fill('4500');
  await expect(prospect.getByTestId('yearly-savings')).toHaveText(/^[\d.]+,\d{2}\s€$/);
  // The quote's open total includes the PV positions, so the economics have an investment to pay back.
  await expect(prospect.getByTestId('payback')).toHaveText(/^\d+(,\d+)? Jahre$/);
  await expect(prospect.getByText('Keine Amortisation', { exact: false })).toHaveCount(0);
  await expect(prospect.getByText('Annahmen der Wirtschaftlichkeit')).toBeVisible();
  await expect(summary(page)).toContainText('Gespeichert');
  await page.reload();
  await expect(page.getByTestId('prospect-card').getByLabel('Jahresstromverbrauch')).toHaveValue('4500');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/pv-design-desktop.png`, fullPage: true });
  await page.getByTestId('prospect-card').screenshot({ path: `${SCREENSHOT_DIR}/pv-design-prospect.png` });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(summary(page)).toBeVisible();
  await expect(page.getByRole('img', { name: /Dachfläche Süddach: 12 Module/ })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/pv-design-phone.png`, fullPage: true });
  await page.getByTestId('prospect-card').scrollIntoViewIfNeeded();
  await page.getByTestId('prospect-card').screenshot({ path: `${SCREENSHOT_DIR}/pv-design-phone-prospect.png` });
  // The face tools: the three tools in one row of equal buttons, the two actions below them.
  const tools = page.getByTestId('face-tools');
  await tools.scrollIntoViewIfNeeded();
  const toolBoxes = await tools.locator('.ant-radio-button-wrapper').evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().toJSON() as DOMRect));
  expect(new Set(toolBoxes.map((box) => Math.round(box.top))).size).toBe(1);
  for (const box of toolBoxes) expect(box.height).toBeLessThanOrEqual(40);
  // Each label fits its button on one line.
  const overflowing = await tools.locator('.ant-radio-button-wrapper').evaluateAll((labels) => labels.filter((label) => label.scrollHeight > label.clientHeight + 1).length);
  expect(overflowing).toBe(0);
  expect(Math.max(...toolBoxes.map((box) => box.right))).toBeLessThanOrEqual(390);
  await tools.screenshot({ path: `${SCREENSHOT_DIR}/pv-design-phone-face-tools.png` });
  // The check's results are far below on a phone: the counts in the summary lead there.
  await summary(page).getByRole('button', { name: '0 Fehler' }).click();
  await expect(page.getByRole('region', { name: 'Prüfergebnisse' })).toBeInViewport();
  await expect(summary(page)).toBeInViewport();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/pv-design-phone-check.png` });

  for (const remote of ['mfe-planning', 'mfe-checkout', 'mfe-masterdata']) {
    expect(requests.filter((path) => path.startsWith(`/remotes/${remote}/`))).toEqual([]);
  }
});

/**
 * A site plan of 400 × 300 pt (800 × 600 px at twice the size): a street, and a house whose two roof
 * halves meet at the ridge; the southern half spans 200–600 px across and 300–440 px down.
 */
const sitePlan = {
  width: 400,
  height: 300,
  rgb: [0.92, 0.94, 0.88] as [number, number, number],
  drawing: [
    '0.78 0.78 0.78 rg 10 10 380 40 re f',
    '0.55 0.22 0.15 rg 100 80 200 70 re f',
    '0.72 0.38 0.28 rg 100 150 200 70 re f',
    '0.2 0.2 0.2 RG 2 w 100 150 m 300 150 l S',
  ].join(' '),
};

const pdfFile = (name: string, buffer: Buffer) => ({ name, mimeType: 'application/pdf', buffer });
/** pdf.js's worker script: its requests show how often pdf.js was started. */
const workerRequests = (requests: string[]) => requests.filter((path) => /pdf\.worker/.test(path));

/** The paths of the scripts the page received with pdf.js itself in them. */
function recordPdfJsScripts(page: Page): string[] {
  const paths: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes('GlobalWorkerOptions')) paths.push(new URL(response.url()).pathname);
  });
  return paths;
}

test('a site plan PDF becomes the roof picture: a face is drawn on it, and of several pages the planner picks one', async ({ page, request }) => {
  const company = await registerCompany(request, ['PvPlanner']);
  const { projectId, configurationId } = await createProjectWithQuote(request, company, 'PV Lageplan');
  const requests = recordRequests(page);
  const pdfJs = recordPdfJsScripts(page);
  await openSignedIn(page, company, `/projects/${projectId}/configurations/${configurationId}/pv-design`);
  await expect(page.getByRole('heading', { name: /^PV-Anlage/ })).toBeVisible();
  // Nothing of pdf.js before a PDF is chosen.
  expect(pdfJs).toEqual([]);
  await expect(page.getByText('Foto, Luftbild oder Lageplan als PNG, JPEG oder PDF, höchstens 20 MB.')).toBeVisible();

  await page.getByLabel('Dachbild auswählen').setInputFiles(pdfFile('Lageplan.pdf', planPdf([sitePlan])));
  await expect(page.getByText('Dachbild hochgeladen.')).toBeVisible();
  // The page was drawn in the browser and uploaded as PNG at twice its size.
  const uploaded = await request.get(`/api/pv/configurations/${configurationId}/design/picture`, { headers: authHeaders(company) });
  expect(uploaded.headers()['content-type']).toContain('image/png');
  expect(pngSize(await uploaded.body())).toEqual({ width: 800, height: 600 });
  await expect(page.getByTestId('roof-picture')).toHaveAttribute('viewBox', '0 0 800 600');

  // The eaves of the southern half: 400 px are 10 m; the face is drawn corner by corner.
  await page.getByText('Maßstab setzen', { exact: true }).click();
  await clickPicture(page, 200, 440);
  await clickPicture(page, 600, 440);
  await page.getByLabel('Bekannte Länge (m)').fill('10');
  await page.getByRole('button', { name: 'Maßstab übernehmen' }).click();
  await expect(page.getByText('Maßstab: 1 m = 40 Pixel')).toBeVisible();
  await page.getByText('Fläche zeichnen', { exact: true }).click();
  for (const [x, y] of [[200, 300], [600, 300], [600, 440], [200, 440]] as const) await clickPicture(page, x, y);
  await page.getByRole('button', { name: 'Fläche abschließen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dachfläche anlegen' });
  await dialog.getByLabel('Name').fill('Süddach');
  // 3.5 m deep as seen from above are 3.5 m / cos 35° = 4.27 m down the slope.
  await expect(dialog.getByText('Tiefe entlang der Neigung: 4,27 m')).toBeVisible();
  await dialog.getByRole('button', { name: 'Anlegen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('radiogroup', { name: 'Dachfläche' }).getByText(/^Süddach/)).toBeVisible();
  await expect(page.getByTestId('roof-picture').locator('polygon')).toHaveCount(1);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENSHOT_DIR}/pv-design-site-plan-pdf.png`, fullPage: true });

  // A plan set of two pages: the second, in portrait, shows the roof.
  await page.getByLabel('Dachbild auswählen').setInputFiles(
    pdfFile('Planunterlagen.pdf', planPdf([{ width: 200, height: 100, rgb: [0.8, 0.1, 0.1] }, { ...sitePlan, width: 300, height: 400 }])),
  );
  const choice = page.getByRole('dialog', { name: 'Seite des PDFs wählen' });
  const pages = choice.getByRole('radiogroup', { name: 'Das PDF hat 2 Seiten. Welche zeigt das Dach?' });
  await expect(pages.locator('img')).toHaveCount(2);
  await pages.getByText('Seite 2').click();
  await expect(pages.getByRole('radio', { name: 'Seite 2' })).toBeChecked();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/pv-design-pdf-page-choice.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(choice.getByRole('button', { name: 'Als Dachbild übernehmen' })).toBeInViewport();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/pv-design-pdf-page-choice-phone.png` });
  await page.setViewportSize({ width: 1280, height: 720 });
  await choice.getByRole('button', { name: 'Als Dachbild übernehmen' }).click();
  await expect(choice).toBeHidden();
  await expect(page.getByTestId('roof-picture')).toHaveAttribute('viewBox', '0 0 600 800');
  const replaced = await request.get(`/api/pv/configurations/${configurationId}/design/picture`, { headers: authHeaders(company) });
  expect(pngSize(await replaced.body())).toEqual({ width: 600, height: 800 });

  // pdf.js came once, from the shell, and no ElektroPlanner remote was downloaded.
  expect(workerRequests(requests)).toHaveLength(1);
  expect(workerRequests(requests)[0]).not.toMatch(/^\/remotes\//);
  expect(pdfJs).toHaveLength(1);
  expect(pdfJs[0]).not.toMatch(/^\/remotes\//);
  expect(requests.filter((path) => path.startsWith('/remotes/mfe-planning/'))).toEqual([]);
});

test('with both environments, a floor plan PDF and a site plan PDF share one pdf.js', async ({ page, request }) => {
  const company = await registerCompany(request, ['ElektroPlanner', 'PvPlanner']);
  const { projectId, configurationId } = await createProjectWithQuote(request, company, 'Neubau mit PV');
  const base = `/projects/${projectId}/configurations/${configurationId}`;
  const requests = recordRequests(page);
  const pdfJs = recordPdfJsScripts(page);
  await openSignedIn(page, company, `${base}/floorplans`);
  await page.getByRole('button', { name: 'Grundriss hinzufügen' }).click();
  const floorDialog = page.getByRole('dialog', { name: 'Grundriss hinzufügen' });
  await floorDialog.getByLabel('Bezeichnung').fill('Erdgeschoss');
  await floorDialog.locator('input[type=file]').setInputFiles(pdfFile('Erdgeschoss.pdf', planPdf([{ width: 200, height: 100, rgb: [0, 0.4, 0.8] }])));
  await floorDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Grundriss erfolgreich hinzugefügt.')).toBeVisible();

  // To the PV design without reloading the page, as a link between the remotes goes.
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `${base}/pv-design`);
  await page.getByLabel('Dachbild auswählen').setInputFiles(pdfFile('Lageplan.pdf', planPdf([sitePlan])));
  await expect(page.getByText('Dachbild hochgeladen.')).toBeVisible();
  await expect(page.getByTestId('roof-picture')).toHaveAttribute('viewBox', '0 0 800 600');

  expect(requests.some((path) => path.startsWith('/remotes/mfe-planning/'))).toBe(true);
  expect(requests.some((path) => path.startsWith('/remotes/mfe-pv/'))).toBe(true);
  expect(workerRequests(requests)).toHaveLength(1);
  expect(pdfJs).toHaveLength(1);
});
