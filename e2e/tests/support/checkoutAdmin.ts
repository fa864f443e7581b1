import { expect, type Locator, type Page } from '@playwright/test';
import { solidPng } from './png';

export const CHECKOUT_ADMIN = '/checkout-configuration';

export const optionImage = (name: string, color: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: solidPng(32, color),
});

/** The list of one option catalogue on an admin page, e.g. `intercom-location`. */
export const catalogue = (page: Page, id: string) => page.getByTestId(`catalogue-${id}`);
export const dialog = (page: Page) => page.getByRole('dialog');

export interface OptionInput {
  name: string;
  price?: string;
  priceLabel?: string;
  description?: string;
  concept?: string;
}

/** Adds an option through the list's add dialog and waits for its toast and card. */
export async function addOption(page: Page, list: Locator, option: OptionInput, toast: string) {
  await list.getByRole('button', { name: 'Option hinzufügen' }).click();
  const form = dialog(page);
  await form.getByLabel('Name').fill(option.name);
  if (option.description) await form.getByLabel('Beschreibung').fill(option.description);
  if (option.concept) {
    await form.getByLabel('Messkonzept').click();
    await page.getByTitle(option.concept).click();
  }
  await form.getByLabel('Bild auswählen').setInputFiles(optionImage(`${option.name}.png`, [40, 120, 200]));
  await expect(form.getByRole('img', { name: 'Gewähltes Bild' })).toBeVisible();
  if (option.price) await form.getByLabel(option.priceLabel ?? 'Preis', { exact: true }).fill(option.price);
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText(toast).last()).toBeVisible();
  await expect(list.getByText(option.name)).toBeVisible();
}

export async function addIntercomLocation(page: Page, location: string, extraPrice: string) {
  await catalogue(page, 'intercom-location').getByRole('button', { name: 'Installationsort hinzufügen' }).click();
  await dialog(page).getByLabel('Installationsort').fill(location);
  await dialog(page).getByLabel('Aufpreis').fill(extraPrice);
  await dialog(page).getByLabel('Aufpreis').press('Enter');
  await expect(page.getByText('Standort erfolgreich gespeichert.')).toBeVisible();
}

export interface OutletCoverInput {
  name: string;
  switchPrice: string;
  outletPrice: string;
  thermostatPrice: string;
}

export async function addOutletCover(page: Page, cover: OutletCoverInput) {
  await catalogue(page, 'outlet-cover').getByRole('button', { name: 'Option hinzufügen' }).click();
  await dialog(page).getByLabel('Name').fill(cover.name);
  await dialog(page).getByLabel('Bild auswählen').setInputFiles(optionImage(`${cover.name}.png`, [250, 250, 250]));
  await dialog(page).getByLabel('Preis Schalter').fill(cover.switchPrice);
  await dialog(page).getByLabel('Preis Steckdose').fill(cover.outletPrice);
  await dialog(page).getByLabel('Preis Thermostat').fill(cover.thermostatPrice);
  await dialog(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Option gespeichert').last()).toBeVisible();
  await expect(catalogue(page, 'outlet-cover').getByText(cover.name)).toBeVisible();
}
