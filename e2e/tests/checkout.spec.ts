import { randomUUID } from 'node:crypto';
import { expect, test, type Locator } from '@playwright/test';
import { addIntercomLocation, addOption, addOutletCover, catalogue, CHECKOUT_ADMIN as ADMIN, dialog } from './support/checkoutAdmin';
import { pngDataUrl, solidPng } from './support/png';
import { openSignedIn, registerCompany, SCREENSHOT_DIR } from './support/session';

const PORT = Number(process.env.E2E_PORT ?? 3199);

test('the overview links the six topics, and every list starts with its empty text', async ({ page, request }) => {
  const company = await registerCompany(request);
  await openSignedIn(page, company, ADMIN);
  await expect(page.getByRole('heading', { name: 'Konfiguration der Sondervereinbarungen' })).toBeVisible();
  await expect(page).toHaveTitle('Sondervereinbarungen – Meisterplaner');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/checkout-overview.png`, fullPage: true });

  const expectations: [topic: string, texts: string[]][] = [
    ['Schalter- und Steckdosenabdeckungen', ['Noch keine Optionen für Schalter- und Steckdosenabdeckungen vorhanden.']],
    ['Sprechanlage', ['Noch keine Optionen für die Sprechanlage vorhanden.', 'Noch keine Standorte für die Sprechanlage vorhanden.']],
    ['Multimedia', ['Noch keine Optionen für den TV-Anschluss vorhanden.', 'Noch keine Optionen für die Sprechanlage vorhanden.']],
    ['Briefkasten', ['Noch keine Optionen für Briefkästen vorhanden.']],
    ['Schließanlage', ['Noch keine Optionen für das Türschloss vorhanden.']],
    ['Messkonzept', ['Noch keine Optionen für das Messkonzept vorhanden.']],
  ];
  for (const [topic, texts] of expectations) {
    await page.getByRole('link', { name: new RegExp(`^${topic}`) }).click();
    await expect(page.getByRole('heading', { name: topic, level: 1 })).toBeVisible();
    for (const text of texts) await expect(page.getByText(text).first()).toBeVisible();
    await page.locator('.ant-breadcrumb').getByRole('link', { name: 'Sondervereinbarungen' }).click();
  }
  await page.goto(`${ADMIN}/multimedia`);
  await expect(page.getByText('Noch keine Optionen für die Sprechanlage vorhanden.')).toHaveCount(2);
});

test('one option per topic is created with its image, validated, edited and deleted', async ({ page, request }) => {
  test.setTimeout(180_000);
  const company = await registerCompany(request);
  await openSignedIn(page, company, `${ADMIN}/intercom`);

  const intercoms = catalogue(page, 'intercom');
  await intercoms.getByRole('button', { name: 'Option hinzufügen' }).click();
  await dialog(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog(page).getByText('Bitte geben Sie einen Namen ein.')).toBeVisible();
  await expect(dialog(page).getByText('Bitte wählen Sie eine Datei aus.')).toBeVisible();
  await dialog(page)
    .getByLabel('Bild auswählen')
    .setInputFiles({ name: 'text.png', mimeType: 'image/png', buffer: Buffer.from('kein Bild, nur Text') });
  await expect(dialog(page).getByText('Es sind nur Billddateien erlaubt.')).toBeVisible();
  await dialog(page)
    .getByLabel('Bild auswählen')
    .setInputFiles({ name: 'gross.png', mimeType: 'image/png', buffer: Buffer.concat([solidPng(8, [0, 0, 0]), Buffer.alloc(270_000)]) });
  await expect(dialog(page).getByText('Die Datei ist zu groß. Maximal 256 KB.')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Abbrechen' }).click();
  await page.getByRole('button', { name: 'Verwerfen' }).click();

  await addOption(page, intercoms, { name: 'Video-Sprechanlage', price: '1.290,00', description: 'Mit Farbdisplay' }, 'Option für Sprechanlage gespeichert.');
  await expect(intercoms.getByText('1.290,00 €')).toBeVisible();

  await addIntercomLocation(page, 'Gartentor', '150');
  await expect(catalogue(page, 'intercom-location').getByText('Aufpreis 150,00 €')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/checkout-intercom.png`, fullPage: true });

  await page.goto(`${ADMIN}/multimedia`);
  await addOption(page, catalogue(page, 'tv'), { name: 'SAT-Anlage', price: '890' }, 'Option gespeichert');
  await addOption(page, catalogue(page, 'cable-channel'), { name: 'Leerrohr M25', price: '49', priceLabel: 'Preis pro Stück' }, 'Option für Multimedia-Kanal gespeichert.');
  await expect(catalogue(page, 'cable-channel').getByText('49,00 € pro Stück')).toBeVisible();
  await addOption(page, catalogue(page, 'patch-field'), { name: 'Patchfeld Cat. 6A', price: '18,50', priceLabel: 'Preis pro Port' }, 'Option für Patch- Feld gespeichert.');

  await page.goto(`${ADMIN}/mailbox-types`);
  await addOption(page, catalogue(page, 'mailbox'), { name: 'Briefkasten mit Klingel', price: '390' }, 'Option für Briefkasten gespeichert.');

  await page.goto(`${ADMIN}/lock-types`);
  await addOption(page, catalogue(page, 'lock'), { name: 'Sicherheitszylinder', price: '185' }, 'Option gespeichert');

  await page.goto(`${ADMIN}/power-meter-types`);
  await catalogue(page, 'power-meter').getByRole('button', { name: 'Option hinzufügen' }).click();
  await expect(dialog(page).getByText('Standard ohne PV')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Abbrechen' }).click();
  await addOption(
    page,
    catalogue(page, 'power-meter'),
    { name: 'PV durch Fremdfirma', price: '420', concept: 'Standard mit PV (Fremdfirma)' },
    'Option für Messkonzept gespeichert.',
  );
  await expect(catalogue(page, 'power-meter').getByText('Standard mit PV (Fremdfirma)')).toBeVisible();

  await page.goto(`${ADMIN}/outlet-cover-types`);
  const covers = catalogue(page, 'outlet-cover');
  await addOutletCover(page, { name: 'Reinweiß', switchPrice: '5,20', outletPrice: '4,50', thermostatPrice: '19' });
  for (const text of ['Steckdose 4,50 €', 'Schalter 5,20 €', 'Thermostat 19,00 €']) await expect(covers.getByText(text)).toBeVisible();
  await expect(covers.locator('img[src^="data:image/png;base64,"]')).toHaveCount(1);

  await covers.getByRole('button', { name: 'Optionen für Reinweiß' }).click();
  await page.getByRole('menuitem', { name: 'Bearbeiten' }).click();
  await expect(dialog(page).getByLabel('Name')).toHaveValue('Reinweiß');
  await dialog(page).getByLabel('Name').fill('Reinweiß glänzend');
  await dialog(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(covers.getByText('Reinweiß glänzend')).toBeVisible();

  await page.reload();
  await expect(covers.getByText('Reinweiß glänzend')).toBeVisible();
  await covers.getByRole('button', { name: 'Optionen für Reinweiß glänzend' }).click();
  await page.getByRole('menuitem', { name: 'Löschen' }).click();
  await expect(page.getByText('„Reinweiß glänzend“ wirklich löschen?')).toBeVisible();
  await page.getByRole('button', { name: 'Option löschen' }).click();
  await expect(page.getByText('Option wurde gelöscht.')).toBeVisible();
  await expect(page.getByText('Noch keine Optionen für Schalter- und Steckdosenabdeckungen vorhanden.')).toBeVisible();
});

test('the demo company has options with pictograms on every topic', async ({ page }) => {
  await page.goto(`http://demo.localhost:${PORT}${ADMIN}/multimedia`);
  for (const id of ['tv', 'cable-channel', 'patch-field']) {
    await expect(catalogue(page, id).getByTestId('option-card').first()).toBeVisible();
  }
  await expect(catalogue(page, 'tv').getByText('SAT-Anlage')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/checkout-demo-multimedia.png`, fullPage: true });
  await page.goto(`http://demo.localhost:${PORT}${ADMIN}/power-meter-types`);
  await expect(catalogue(page, 'power-meter').getByTestId('option-card')).toHaveCount(6);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/checkout-demo-power-meters-phone.png`, fullPage: true });
});

test('on a phone long option names wrap and the catalogue titles stay whole', async ({ page, request }) => {
  const company = await registerCompany(request);
  const headers = { authorization: `Bearer ${company.tokens.accessToken}` };
  const name = 'Video-Sprechanlage mit Smartphone-Anbindung und Fingerabdruckleser';
  const id = randomUUID();
  const saved = await request.put(`/api/electro/intercoms/${id}`, {
    headers,
    data: { intercomType: { id, name, description: '', icon: pngDataUrl(solidPng(48, [40, 120, 200])), price: 168_000 }, priceValidFrom: new Date().toISOString().slice(0, 10) },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, company, `${ADMIN}/intercom`);
  const option = catalogue(page, 'intercom').getByText(name);
  await expect(option).toBeVisible();
  const cutOff = (locator: Locator) => locator.evaluate((element) => element.scrollWidth > element.clientWidth || element.getBoundingClientRect().right > window.innerWidth);
  expect(await cutOff(option)).toBe(false);
  for (const title of ['Sprechanlage', 'Installationsort']) {
    const head = page.locator('.ant-card-head-title').filter({ hasText: new RegExp(`^${title}`) });
    expect(await cutOff(head)).toBe(false);
  }
  await page.screenshot({ path: `${SCREENSHOT_DIR}/checkout-intercom-phone.png`, fullPage: true });
});
