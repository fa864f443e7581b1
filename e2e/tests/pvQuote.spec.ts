import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MSG_PV_OFFER_OUTDATED } from '@planner/api/pv';
import { validateEn16931 } from '../../packages/server/test/invoices/en16931Validator';
import { pdfPageTexts, planPdf } from './support/pdf';
import { apiPut, authHeaders, completeCompanyData, createProjectWithQuote } from './support/project';
import { today } from './support/quote';
import { pvHybridInverter, pvManufacturer, pvModule, PV_PARTS } from './support/pvParts';
import { openSignedIn, registerCompany, SCREENSHOT_DIR, type RegisteredCompany } from './support/session';

const PHONE = { width: 390, height: 844 };
const euro = (amount: string) => new RegExp(`${amount.replace(/\./g, '\\.')}\\s€`);

/** A data sheet of `pages` A4 pages, each saying whose and which page it is. */
const dataSheet = (title: string, pages: number) =>
  planPdf(Array.from({ length: pages }, (_, index) => ({ width: 595, height: 842, rgb: [1, 1, 1], text: `${title} - Seite ${index + 1}` })));

async function uploadDataSheet(request: APIRequestContext, company: RegisteredCompany, path: string, fileName: string, pdf: Buffer) {
  const response = await request.put(`${PV_PARTS}/${path}/data-sheet?fileName=${encodeURIComponent(fileName)}`, {
    headers: { ...authHeaders(company), 'content-type': 'application/pdf' },
    data: pdf,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * The company's PV parts, each with a data sheet where it has one (module: 2 pages, inverter: 1), its
 * PV services and its DC cable and connectors, all part of the PV system: 12 modules à 219,00 € =
 * 2.628,00 €, the inverter 1.899,00 €, the battery 5.900,00 €, scaffold 890,00 €, installation
 * 4,8 kWp × 250,00 € = 1.200,00 € and the mounting system 12 × 65,00 € = 780,00 €: 13.297,00 € net,
 * plus solar cable at 1,80 € per metre and connector pairs at 4,50 €.
 */
async function pvPartsAndServices(request: APIRequestContext, company: RegisteredCompany) {
  const manufacturerId = await pvManufacturer(request, company);
  const moduleId = await pvModule(request, company, manufacturerId, 'Black 400');
  await uploadDataSheet(request, company, `pv-modules/${moduleId}`, 'Black 400.pdf', dataSheet('Datenblatt Black 400', 2));
  const inverterId = await pvHybridInverter(request, company, manufacturerId, { name: 'Hybrid 5', price: 189_900, kw: 5, maxDcInputVoltage: 1000, mppVoltageMax: 800, stringsPerInput: 1 });
  await uploadDataSheet(request, company, `inverters/${inverterId}`, 'Hybrid 5.pdf', dataSheet('Datenblatt Hybrid 5', 1));
  const batteryId = randomUUID();
  await apiPut(request, company, `${PV_PARTS}/battery-storages/${batteryId}`, {
    batteryStorage: { id: batteryId, name: 'Speicher 10 kWh', description: '', price: 590_000, manufacturerId, usableCapacity: 10.24 },
    priceValidFrom: today(),
  });
  for (const service of [
    { name: 'Montage der PV-Anlage', price: 25_000, pricingBasis: 'PerKwp' },
    { name: 'Gerüst', price: 89_000, pricingBasis: 'Flat' },
    { name: 'Montagesystem Ziegeldach', price: 6_500, pricingBasis: 'PerModule' },
  ]) {
    const id = randomUUID();
    await apiPut(request, company, `${PV_PARTS}/services/${id}`, { pvService: { id, description: '', partOfPvSystem: true, ...service }, priceValidFrom: today() });
  }
  for (const part of [
    { name: 'Solarkabel 6 mm²', price: 180, role: 'DcCable' },
    { name: 'MC4-Steckverbinder-Paar', price: 450, role: 'DcConnectorPair' },
  ]) {
    const id = randomUUID();
    await apiPut(request, company, `${PV_PARTS}/mounting-parts/${id}`, { mountingPart: { id, description: '', pieceLengthMm: null, ...part }, priceValidFrom: today() });
  }
  return { moduleId, inverterId, batteryId };
}

/** Twelve modules in portrait, three rows of four, on an 8 × 6 m face facing south at 35°, in two strings of six. */
function design(parts: Awaited<ReturnType<typeof pvPartsAndServices>>) {
  const modules = Array.from({ length: 12 }, (_, index) => ({
    id: randomUUID(),
    x: 0.3 + (index % 4) * 1.06,
    y: 0.3 + Math.floor(index / 4) * 1.79,
    orientation: 'portrait' as const,
  }));
  const inverterRef = randomUUID();
  return {
    version: 0,
    moduleId: parts.moduleId,
    faces: [
      {
        id: randomUUID(),
        name: 'Süddach',
        outline: [
          { x: 0, y: 0 },
          { x: 8, y: 0 },
          { x: 8, y: 6 },
          { x: 0, y: 6 },
        ],
        pictureOutline: null,
        tilt: 35,
        azimuth: 180,
        roofCoveringId: null,
        edgeClearance: 0.3,
        orientation: 'portrait' as const,
        gap: 0.02,
        obstacles: [],
        modules,
      },
    ],
    inverters: [{ id: inverterRef, inverterId: parts.inverterId }],
    strings: [0, 1].map((input) => ({ id: randomUUID(), inverterRef, inputIndex: input, moduleIds: modules.slice(input * 6, input * 6 + 6).map((module) => module.id) })),
    batteryId: parts.batteryId,
    wallboxId: null,
    heaterRodId: null,
    economics: { consumptionKwh: 4500, selfConsumptionOverridePercent: null },
  };
}

const positions = (page: Page) => page.getByRole('table', { name: 'Positionen der PV-Anlage' });
const noHorizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a PvPlanner-only company offers its PV design at 0 %, the customer accepts by link on the phone, and a 30 % partial invoice is billed at 0 %', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const company = await registerCompany(request, ['PvPlanner']);
  await completeCompanyData(request, company);
  const parts = await pvPartsAndServices(request, company);
  const { projectId, configurationId } = await createProjectWithQuote(request, company, 'PV Talweg');
  await apiPut(request, company, `/api/pv/configurations/${configurationId}/design`, design(parts));

  // The company's quote texts speak of a PV system, not of floors and floor plans.
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, company, '/settings/tenant');
  const quoteTexts = page.locator('.ant-card').filter({ has: page.getByText('Angebotstexte und Zahlungsbedingungen', { exact: true }) });
  await quoteTexts.getByRole('button', { name: 'Angebotstexte und Zahlungsbedingungen bearbeiten' }).click();
  const quoteSettings = page.getByRole('dialog', { name: 'Angebotstexte und Zahlungsbedingungen bearbeiten' });
  const intro = quoteSettings.getByLabel('Einleitung');
  await expect(intro).toHaveValue(/^vielen Dank für Ihre Anfrage\. Für das Bauvorhaben \{Bauvorhaben\} bieten wir Ihnen eine Photovoltaikanlage an\./);
  expect(await intro.inputValue()).not.toMatch(/Stockwerk|Grundriss|Elektroinstallation/);
  await expect(quoteSettings).toContainText('Standardtext der Einleitung: Ein Angebot mit PV-Anlage nennt darin deren Leistung, Modulzahl und Speicher');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/pv-quote-settings-dialog.png`, fullPage: true });
  await page.keyboard.press('Escape');
  await expect(quoteSettings).toBeHidden();

  // The design page shows the forecast and the economics with their assumptions.
  await openSignedIn(page, company, `/projects/${projectId}/configurations/${configurationId}/pv-design`);
  await expect(page.getByTestId('design-summary')).toContainText('Gesamt: 12 Module · 4,80 kWp');
  await expect(page.getByTestId('design-summary')).toContainText('0 Fehler');
  await expect(page.getByTestId('design-summary')).not.toContainText('Hinweis');
  const prospect = page.getByTestId('prospect-card');
  await expect(prospect.getByTestId('forecast-total')).toHaveText(/^\d\.\d{3} kWh pro Jahr$/);
  const forecast = (await prospect.getByTestId('forecast-total').textContent())!.replace(' pro Jahr', '');
  await expect(prospect.getByRole('img', { name: /^Ertrag je Monat: Jan \d+ kWh/ })).toBeVisible();
  await expect(prospect.getByTestId('yearly-savings')).toHaveText(/^[\d.]+,\d{2}\s€$/);
  await expect(prospect.getByText('Annahmen der Wirtschaftlichkeit')).toBeVisible();
  // The investment is the open quote's net total, its PV positions included.
  await expect(prospect.getByTestId('payback')).toHaveText(/^\d+(,\d+)? Jahre$/);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/pv-quote-design.png`, fullPage: true });

  // 'Positionen & Angebot': everything at 19 % until the planner confirms the conditions of the zero rate.
  await page.getByRole('button', { name: 'Positionen & Angebot' }).click();
  await expect(page).toHaveURL(`/projects/${projectId}/configurations/${configurationId}/pv-offer`);
  await expect(positions(page).getByRole('row')).toHaveCount(9);
  // The face names no roof covering: its mounting system is not counted, and the page says so.
  await expect(page.getByRole('list', { name: 'Hinweise zum Montagesystem' }).getByRole('listitem')).toHaveText([
    /^Dachfläche „Süddach“: Keine Dacheindeckung gewählt\. Das Montagesystem dieser Fläche ist nicht im Angebot gezählt\./,
  ]);
  await expect(positions(page).getByRole('row', { name: /Black 400/ })).toContainText(euro('2.628,00'));
  await expect(positions(page).getByRole('row', { name: /Montage der PV-Anlage/ })).toContainText(euro('1.200,00'));
  await expect(positions(page).getByText('19 %')).toHaveCount(8);
  // The DC cabling: per string plus and minus the cable run (15 m until the planner enters it), and on the
  // roof each string's jumper from the end of one row to the next and its return lead, 2 × (4,97 + 2,85) m:
  // 60 + 15,64 → 76 m; two connector pairs per string and one per jumper.
  const dcCabling = page.locator('.ant-card').filter({ hasText: 'DC-Verkabelung' }).first();
  const run = dcCabling.getByLabel('Leitungsweg Dach → Wechselrichter');
  await expect(run).toHaveValue('15,0');
  await expect(dcCabling).toContainText('Vorgabe, bitte an die Baustelle anpassen');
  await expect(page.getByRole('list', { name: 'Hinweise zur DC-Verkabelung' })).toHaveCount(0);
  const cable = positions(page).getByRole('row', { name: /Solarkabel 6 mm²/ });
  await expect(cable.getByRole('spinbutton')).toHaveValue('76,000');
  await expect(cable).toContainText(euro('136,80'));
  await expect(positions(page).getByRole('row', { name: /MC4-Steckverbinder-Paar/ })).toContainText(euro('27,00'));
  const totals = page.getByRole('table', { name: 'Summen der PV-Anlage' });
  // 13.460,80 € + 19 %
  await expect(totals.getByRole('row', { name: /Gesamtbetrag/ })).toContainText(euro('16.018,35'));
  // The planner enters the site's cable run: 50 + 15,64 → 66 m.
  await run.fill('12,5');
  await run.press('Enter');
  await expect(cable.getByRole('spinbutton')).toHaveValue('66,000');
  await expect(cable).toContainText(euro('118,80'));
  await expect(dcCabling).not.toContainText('Vorgabe');
  // The box is ticked once the confirmation is saved.
  const conditions = page.getByRole('checkbox', { name: /Voraussetzungen für 0 % bestätigt/ });
  await conditions.click();
  await expect(conditions).toBeChecked();
  await expect(positions(page).getByText(/^0 %/)).toHaveCount(8);
  // 13.297,00 + 118,80 + 27,00 €
  await expect(totals.getByRole('row', { name: /Gesamtbetrag/ })).toContainText(euro('13.442,80'));
  await expect(page.getByText(/Steuersatz 0 % gemäß § 12 Abs\. 3 UStG/)).toBeVisible();
  // Each change was saved once, on the version before it: no save was refused as outdated.
  await expect(page.getByText(MSG_PV_OFFER_OUTDATED)).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/pv-quote-offer.png`, fullPage: true });
  // On a phone each position keeps its amount field, unit price and rate under its name, with the DC card above.
  await page.setViewportSize(PHONE);
  await expect(cable.getByRole('spinbutton')).toHaveValue('66,000');
  await expect(cable).toContainText('× 1,80');
  expect(await noHorizontalOverflow(page)).toBe(0);
  await dcCabling.screenshot({ path: `${SCREENSHOT_DIR}/pv-quote-offer-phone-dc-cabling.png` });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/pv-quote-offer-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('button', { name: 'Angebot abschließen' }).click();
  const finalize = page.getByRole('dialog', { name: 'Angebot abschließen' });
  await expect(finalize).toContainText(euro('13.442,80'));
  await finalize.getByLabel('Name des Angebots').fill('PV-Anlage Talweg');
  await finalize.getByLabel('Angebotsnummer').fill('PV-2026-031');
  const [download, pdfTab] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForEvent('popup'),
    finalize.getByRole('button', { name: 'Angebot abschließen' }).click(),
  ]);
  await pdfTab.close();
  await expect(page.getByText('Das Angebot ist abgeschlossen.', { exact: false })).toBeVisible();
  expect(download.suggestedFilename()).toBe('Angebot-PV-2026-031.pdf');

  // The PDF: the commercial pages, then the summary, the roof face with its strings, the string plan and the data sheets.
  const pages = pdfPageTexts(readFileSync(await download.path()), SCREENSHOT_DIR, 'pv-quote');
  const all = pages.join(' ');
  expect(all).toMatch(/1\.1 Black 400 12 Stk\. 219,00 € 0 ?% 2\.628,00 €/);
  expect(all).toContain('Steuersatz 0 % gemäß § 12 Abs. 3 UStG');
  // The letter names the PV system with its figures.
  expect(pages[0]).toMatch(/bieten wir Ihnen eine Photovoltaikanlage mit 4,80 kWp aus 12 Modulen und einem Batteriespeicher/);
  expect(pages[0]).not.toMatch(/Stockwerk|Grundriss/);
  expect(all).toMatch(/1\.4 Solarkabel 6 mm² 66 m 1,80 € 0 ?% 118,80 €/);
  expect(all).toMatch(/1\.5 MC4-Steckverbinder-Paar 6 Stk\. 4,50 € 0 ?% 27,00 €/);
  expect(all).toMatch(/Gesamtbetrag 13\.442,80 €/);
  // The PV pages are checked softly: a missing one is reported with the others, and the journey goes on.
  const pageWith = (text: string) => pages.find((candidate) => candidate.includes(text)) ?? '';
  const summary = pageWith('Ihre Photovoltaikanlage im Überblick');
  // The key figures stand in a row under their labels; the PDF groups thousands with a space where the page uses a point.
  expect.soft(summary).toMatch(/Anlagenleistung Prognose Jahresertrag Batteriespeicher Ersparnis im 1\. Jahr 4,80 kWp/);
  expect.soft(summary).toMatch(new RegExp(`${forecast.replace('.', '[. ]?')}/a`));
  // The economics keep their assumptions and the disclaimer together, on a page of their own when the summary is full.
  const economics = pageWith('Wirtschaftlichkeit – unverbindliche Prognose');
  expect.soft(economics).toMatch(/Amortisation nach ca\. \d+(,\d)? Jahren/);
  expect.soft(economics).toContain('Unverbindliche Prognose:');
  expect.soft(summary).toContain('Speicher 10 kWh');
  const roof = pageWith('Dachfläche 1: Süddach');
  expect.soft(roof).toContain('Neigung 35° · Ausrichtung Süd (180°) · 12 Module · 4,80 kWp');
  expect.soft(roof).toContain('String A1: 6 Module');
  expect.soft(roof).toContain('String B1: 6 Module');
  const stringPlan = pageWith('Stringplan und elektrische Prüfung');
  expect.soft(stringPlan).toContain('Datenblatt PV-Modul Solarwerk Black 400 (2 Seiten)');
  expect.soft(stringPlan).toContain('Datenblatt Hybrid-Wechselrichter Solarwerk Hybrid 5 (1 Seite)');
  // The data sheets' own pages close the PDF.
  expect.soft(pages.slice(-3)).toEqual(['Datenblatt Black 400 - Seite 1', 'Datenblatt Black 400 - Seite 2', 'Datenblatt Hybrid 5 - Seite 1']);

  // The customer opens the link on a phone and accepts; the PV positions are listed.
  const created = await request.post(`/api/electro/configurations/${configurationId}/quote/links`, { headers: authHeaders(company), data: { validDays: 30 } });
  expect(created.status(), await created.text()).toBe(200);
  const { token } = (await created.json()).data as { token: string };
  const customer = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'de-DE' });
  const customerPage = await customer.newPage();
  await customerPage.goto(`/angebot/${token}`);
  await expect(customerPage.getByRole('heading', { name: 'Angebot PV-2026-031', level: 1 })).toBeVisible();
  const pvCard = customerPage.locator('.ant-card').filter({ hasText: '1. PV-Anlage' });
  await expect(pvCard.getByText('1.1 Black 400', { exact: true })).toBeVisible();
  await expect(pvCard).toContainText(/12 Stk\. × 219,00\s€ · USt\. 0 %/);
  await expect(pvCard).toContainText('Steuersatz 0 % gemäß § 12 Abs. 3 UStG');
  await expect(customerPage.getByLabel('Summe')).toContainText(euro('13.442,80'));
  expect(await noHorizontalOverflow(customerPage)).toBeLessThanOrEqual(0);
  await customerPage.screenshot({ path: `${SCREENSHOT_DIR}/pv-quote-customer-phone.png`, fullPage: true });
  await customerPage.getByLabel('Ihr vollständiger Name').fill('Klara Planer');
  await customerPage.getByRole('checkbox').check();
  await customerPage.getByRole('button', { name: 'Verbindlich annehmen' }).click();
  await expect(customerPage.getByText('Vielen Dank für Ihren Auftrag!')).toBeVisible();
  expect(await noHorizontalOverflow(customerPage)).toBeLessThanOrEqual(0);
  await customerPage.screenshot({ path: `${SCREENSHOT_DIR}/pv-quote-customer-accepted-phone.png`, fullPage: true });
  await customer.close();

  // The installer bills 30 %: the partial invoice's lines are at 0 %, and its e-invoice passes EN 16931.
  await openSignedIn(page, company, `/quotes/${configurationId}`);
  await expect(page.getByText('Vom Kunden angenommen').first()).toBeVisible();
  const moduleRow = page.getByRole('row', { name: /1\.1 Black 400/ });
  await expect(moduleRow).toContainText(/12 Stk\. × 219,00\s€/);
  await expect(moduleRow).toContainText('0 %');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/pv-quote-accepted.png`, fullPage: true });
  const invoicesCard = page.getByRole('main').locator('.ant-card').filter({ has: page.getByText('Rechnungen', { exact: true }) });
  await invoicesCard.getByRole('button', { name: 'Abschlagsrechnung erstellen' }).click();
  const partial = page.getByRole('dialog', { name: 'Abschlagsrechnung erstellen' });
  await partial.getByLabel('Anteil an der Auftragssumme').fill('30');
  await expect(partial).toContainText(/Abschlag: 4\.032,84\s€ netto/);
  await partial.getByRole('button', { name: 'Entwurf erstellen' }).click();
  await expect(page.getByRole('heading', { name: 'Abschlagsrechnung (Entwurf)', level: 1 })).toBeVisible();
  const lines = page.getByRole('row', { name: /Abschlag gemäß Angebot PV-2026-031/ });
  await expect(lines).not.toHaveCount(0);
  for (const line of await lines.all()) await expect(line).toContainText('0 %');
  await page.getByRole('button', { name: 'Rechnung stellen' }).click();
  await page.getByRole('dialog', { name: 'Rechnung stellen' }).getByRole('button', { name: 'Rechnung stellen' }).click();
  await expect(page.getByRole('heading', { name: 'Abschlagsrechnung RE-0001', level: 1 })).toBeVisible();
  const totalsGroup = page.getByRole('group', { name: 'Summen' });
  await expect(totalsGroup.locator('> div').filter({ hasText: 'USt. 0 % (PV-Anlage, § 12 Abs. 3 UStG)' })).toContainText(euro('0,00'));
  await expect(totalsGroup.locator('> div').filter({ hasText: /^Brutto/ })).toContainText(euro('4.032,84'));
  await page.screenshot({ path: `${SCREENSHOT_DIR}/pv-quote-partial-invoice.png`, fullPage: true });

  const invoiceId = page.url().split('/').at(-1)!;
  const xml = await (await request.get(`/api/electro/invoices/${invoiceId}/xrechnung`, { headers: authHeaders(company) })).text();
  expect(xml).toContain('<ram:CategoryCode>Z</ram:CategoryCode>');
  expect(xml).not.toContain('<ram:CategoryCode>S</ram:CategoryCode>');
  const report = await validateEn16931({ partial: xml });
  expect(report.fatal).toEqual([]);
  expect(report.summary).toMatch(/^en16931: 1 files, 0 fatal/);
});
