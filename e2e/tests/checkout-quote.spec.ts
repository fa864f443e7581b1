import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  addIntercomLocation,
  addOption,
  addOutletCover,
  catalogue,
  CHECKOUT_ADMIN,
} from './support/checkoutAdmin';
import { solidPng } from './support/png';
import { apiGet, apiPut, createProjectWithQuote } from './support/project';
import { openSignedIn, registerCompany, SCREENSHOT_DIR, type RegisteredCompany } from './support/session';

/** Prices in cents of the chosen options as entered in the admin (in euros), and the cooling surcharge. */
const PRICES = {
  intercom: 129_000,
  gardenGate: 15_000,
  patchFieldPort: 1_850,
  externalPvMeter: 42_000,
  outletCover: 450,
  lightSwitchCover: 520,
  thermostatCover: 1_900,
  coolingSurcharge: 73_000,
};

type CoverKind = 'None' | 'Outlet' | 'LightSwitch' | 'Thermostat';

/** The installations placed on the floors, with their price in cents and the cover they need. */
const INSTALLATIONS: Record<string, { label: string; price: number; coverKind: CoverKind }> = {
  outlet: { label: 'Schutzkontaktsteckdose', price: 4_850, coverKind: 'Outlet' },
  lightSwitch: { label: 'Ausschalter', price: 4_500, coverKind: 'LightSwitch' },
  thermostat: { label: 'Raumthermostat', price: 12_000, coverKind: 'Thermostat' },
  ceilingLight: { label: 'Deckenauslass', price: 3_000, coverKind: 'None' },
};

/** Per floor: how many of each installation. */
const FLOORS: Record<string, Partial<Record<keyof typeof INSTALLATIONS, number>>> = {
  Erdgeschoss: { outlet: 3, lightSwitch: 2, thermostat: 1, ceilingLight: 2 },
  Obergeschoss: { outlet: 2, lightSwitch: 1, thermostat: 1 },
};

const PATCH_FIELD_PORTS = 24;

const countOf = (key: keyof typeof INSTALLATIONS) =>
  Object.values(FLOORS).reduce((sum, floor) => sum + (floor[key] ?? 0), 0);
const FLOORS_TOTAL = Object.entries(INSTALLATIONS).reduce((sum, [key, { price }]) => sum + countOf(key) * price, 0);
const COVERS_TOTAL =
  countOf('outlet') * PRICES.outletCover +
  countOf('lightSwitch') * PRICES.lightSwitchCover +
  countOf('thermostat') * PRICES.thermostatCover;
const CHECKOUT_TOTAL =
  PRICES.intercom +
  PRICES.gardenGate +
  PATCH_FIELD_PORTS * PRICES.patchFieldPort +
  PRICES.externalPvMeter +
  COVERS_TOTAL +
  PRICES.coolingSurcharge;

/** `375760` → a pattern matching '3.757,60 €' with any space before the sign. */
const euros = (cents: number) => {
  const amount = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2 }).format(cents / 100);
  return new RegExp(`^${amount.replace(/\./g, '\\.')}\\s€$`);
};
const eurosText = (cents: number) => `${new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2 }).format(cents / 100)} €`;

/** One option per topic, created in the admin pages like an installer would. */
async function createOptionPerTopic(page: Page) {
  await page.goto(`${CHECKOUT_ADMIN}/intercom`);
  await addOption(page, catalogue(page, 'intercom'), { name: 'Video-Sprechanlage', price: '1.290,00' }, 'Option für Sprechanlage gespeichert.');
  await addIntercomLocation(page, 'Gartentor', '150');

  await page.goto(`${CHECKOUT_ADMIN}/multimedia`);
  await addOption(page, catalogue(page, 'tv'), { name: 'SAT-Anlage', price: '890' }, 'Option gespeichert');
  await addOption(page, catalogue(page, 'cable-channel'), { name: 'Leerrohr M25', price: '49', priceLabel: 'Preis pro Stück' }, 'Option für Multimedia-Kanal gespeichert.');
  await addOption(page, catalogue(page, 'patch-field'), { name: 'Patchfeld Cat. 6A', price: '18,50', priceLabel: 'Preis pro Port' }, 'Option für Patch- Feld gespeichert.');

  await page.goto(`${CHECKOUT_ADMIN}/mailbox-types`);
  await addOption(page, catalogue(page, 'mailbox'), { name: 'Briefkasten mit Klingel', price: '390' }, 'Option für Briefkasten gespeichert.');

  await page.goto(`${CHECKOUT_ADMIN}/lock-types`);
  await addOption(page, catalogue(page, 'lock'), { name: 'Sicherheitszylinder', price: '185' }, 'Option gespeichert');

  await page.goto(`${CHECKOUT_ADMIN}/power-meter-types`);
  await addOption(
    page,
    catalogue(page, 'power-meter'),
    { name: 'PV durch Fremdfirma', price: '420', concept: 'Standard mit PV (Fremdfirma)' },
    'Option für Messkonzept gespeichert.',
  );

  await page.goto(`${CHECKOUT_ADMIN}/outlet-cover-types`);
  await addOutletCover(page, { name: 'Reinweiß', switchPrice: '5,20', outletPrice: '4,50', thermostatPrice: '19' });
}

/**
 * Creates the installations with their cover kinds and places them on two floors through the
 * API, as the floor plan editor would save them.
 */
async function placeInstallations(request: APIRequestContext, company: RegisteredCompany, configurationId: string) {
  const today = new Date().toISOString().slice(0, 10);
  const icon = `data:image/png;base64,${solidPng(32, [60, 60, 60]).toString('base64')}`;
  const componentIds: Record<string, string> = {};
  for (const [key, { label, price, coverKind }] of Object.entries(INSTALLATIONS)) {
    const id = randomUUID();
    await apiPut(request, company, `/api/electro/components/${id}`, {
      component: { id, label, price, icon, tags: { tags: [] }, coverKind },
      priceValidFrom: today,
    });
    componentIds[key] = id;
  }
  for (const [name, counts] of Object.entries(FLOORS)) {
    const id = randomUUID();
    const componentsOnFloor = Object.entries(counts).flatMap(([key, count]) => Array.from({ length: count ?? 0 }, () => componentIds[key]!));
    await apiPut(request, company, `/api/electro/floors/${id}`, {
      id,
      name,
      configurationId,
      rooms: [],
      placedElectricalComponents: componentsOnFloor.map((componentId, index) => ({
        id: randomUUID(),
        componentId,
        roomId: null,
        position: { x: 40 + index * 30, y: 40 },
      })),
      connectionLines: [],
    });
  }
}

/** An entry of the checkout tab, named by its content: its label, then its choice. */
const entry = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^${label}`) });
const dialog = (page: Page) => page.getByRole('dialog');
const SAVED = 'Konfiguration erfolgreich gespeichert.';

async function saveDialog(page: Page, toast = SAVED) {
  await dialog(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText(toast).last()).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
}

test('a quote gets intercom, patch field, covers, external PV with battery and heating with cooling; the total adds up and survives reload', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const company = await registerCompany(request);
  await openSignedIn(page, company, CHECKOUT_ADMIN);
  await createOptionPerTopic(page);

  const { projectId, configurationId } = await createProjectWithQuote(request, company, 'Neubau Sonnenhang');
  await placeInstallations(request, company, configurationId);
  const base = `/projects/${projectId}/configurations/${configurationId}`;
  const total = page.getByTestId('configuration-total');

  await page.goto(`${base}/checkout`);
  await expect(page.getByRole('heading', { name: 'Neubau Sonnenhang' })).toBeVisible();
  await expect(total).toHaveText(euros(FLOORS_TOTAL));

  await entry(page, 'Sprechanlage').click();
  await dialog(page).getByRole('radio', { name: 'Video-Sprechanlage' }).click();
  await dialog(page).getByRole('radio', { name: 'Gartentor' }).click();
  await saveDialog(page);
  await expect(entry(page, 'Sprechanlage')).toContainText('Video-Sprechanlage – Gartentor');

  await entry(page, 'Patch-Feld').click();
  await dialog(page).getByRole('radio', { name: 'Patchfeld Cat. 6A' }).click();
  await dialog(page).getByRole('spinbutton', { name: 'Anzahl Ports' }).fill(String(PATCH_FIELD_PORTS));
  await saveDialog(page);
  await expect(entry(page, 'Patch-Feld')).toContainText(`24 Ports × 18,50 € = ${eurosText(PATCH_FIELD_PORTS * PRICES.patchFieldPort)}`);

  await entry(page, 'Abdeckungen').click();
  await dialog(page).getByRole('radio', { name: 'Reinweiß' }).click();
  await saveDialog(page);
  await expect(entry(page, 'Abdeckungen')).toContainText(`Gesamtpreis: ${eurosText(COVERS_TOTAL)}`);

  await entry(page, 'Messkonzept').click();
  await dialog(page).getByRole('radio', { name: 'PV durch Fremdfirma' }).click();
  await dialog(page).getByLabel('Firmenname').fill('Sonnenstrom GmbH');
  await dialog(page).getByLabel('Telefon').fill('0711 123456');
  await dialog(page).getByLabel('E-Mail').fill('info@sonnenstrom.de');
  await dialog(page).getByLabel('PV-Leistung').fill('9,8');
  await dialog(page).getByRole('switch', { name: 'Batteriespeicher' }).click();
  await dialog(page).getByLabel('Batteriekapazität').fill('10');
  await saveDialog(page, 'Messkonzept erfolgreich gespeichert');

  await entry(page, 'Heizung').click();
  await dialog(page).getByLabel('Standort der Wärmepumpe').fill('Garten, Westseite');
  await dialog(page).getByLabel('Standort des Außenfühlers').fill('Nordfassade');
  await dialog(page).getByLabel('Standort des Heizkreisverteilers').fill('Hauswirtschaftsraum');
  await dialog(page).getByRole('switch', { name: 'Heizen und Kühlen' }).click();
  await saveDialog(page);

  await expect(total).toHaveText(euros(FLOORS_TOTAL + CHECKOUT_TOTAL));

  await page.reload();
  await expect(entry(page, 'Sprechanlage')).toContainText('Video-Sprechanlage – Gartentor');
  await expect(entry(page, 'Sprechanlage')).toContainText(eurosText(PRICES.intercom + PRICES.gardenGate));
  await expect(entry(page, 'Patch-Feld')).toContainText('Patchfeld Cat. 6A');
  await expect(entry(page, 'Patch-Feld')).toContainText('24 Ports');
  await expect(entry(page, 'Abdeckungen')).toContainText('Reinweiß');
  await expect(entry(page, 'Abdeckungen')).toContainText(`Gesamtpreis: ${eurosText(COVERS_TOTAL)}`);
  await expect(entry(page, 'Messkonzept')).toContainText('PV durch Fremdfirma');
  await expect(entry(page, 'Messkonzept')).toContainText('Standard mit PV (Fremdfirma)');
  await expect(entry(page, 'Heizung')).toContainText('Wärmepumpe mit Kühlfunktion');
  await expect(entry(page, 'Heizung')).toContainText('Außenfühler: Nordfassade');
  await expect(entry(page, 'Heizung')).toContainText('Kühlung: 730,00 €');
  await expect(total).toHaveText(euros(FLOORS_TOTAL + CHECKOUT_TOTAL));

  await entry(page, 'Messkonzept').click();
  await expect(dialog(page).getByLabel('Firmenname')).toHaveValue('Sonnenstrom GmbH');
  await expect(dialog(page).getByLabel('PV-Leistung')).toHaveValue('9,8');
  await expect(dialog(page).getByRole('switch', { name: 'Batteriespeicher' })).toBeChecked();
  await expect(dialog(page).getByLabel('Batteriekapazität')).toHaveValue('10,0');
  await dialog(page).getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog(page)).toHaveCount(0);

  const checkout = await apiGet<Record<string, unknown>>(request, company, `/api/electro/configurations/${configurationId}/checkout`);
  expect(checkout).toMatchObject({
    patchField: { amount: PATCH_FIELD_PORTS },
    powerMeterCustomInformation: { pvPowerWatt: 9_800, batterySizeWattHours: 10_000 },
    heatingAndCooling: true,
  });

  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(entry(page, 'Abdeckungen')).toContainText('Gesamtpreis');
    // Viewport shots: a full-page shot draws the sticky header and total bar mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SCREENSHOT_DIR}/checkout-quote-${width}.png` });
    await entry(page, 'Heizung').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/checkout-quote-${width}-end.png` });
  }
});
