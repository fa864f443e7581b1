import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import { chooseOption } from './support/select';
import { openSignedIn, registerCompany, SCREENSHOT_DIR } from './support/session';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const fixture = (path: string) =>
  readFileSync(fileURLToPath(new URL(`../../packages/server/test/datanorm/fixtures/${path}`, import.meta.url)));

/** The code page 850 bytes of the few non-ASCII letters written below (DATANORM 4 is a DOS format). */
const CP850: Record<string, number> = { ß: 0xe1, ö: 0x94 };

function cp850(text: string): Buffer {
  return Buffer.from(
    [...text].map((letter) => {
      const code = letter.charCodeAt(0) < 0x80 ? letter.charCodeAt(0) : CP850[letter];
      if (code === undefined) throw new Error(`No code page 850 byte for '${letter}'.`);
      return code;
    }),
  );
}

/** A second file of the wholesaler with many accessories (group ZUB), so that reading takes a moment. */
function accessories(count: number): Buffer {
  const header = `V 150126${'Elektro-Großhandel Nord GmbH'.padEnd(40)}${'Zubehör'.padEnd(40)}${''.padEnd(35)}04EUR`;
  const lines = [header];
  for (let index = 0; index < count; index += 1) lines.push(`A;N;${800_000 + index};00;Zubehör ${index};;1;0;Stck;199;Z1;ZUB;;`);
  return cp850(`${lines.join('\r\n')}\r\n`);
}

const fileInput = (page: Page) => page.getByTestId('price-list-file');
const groupRow = (page: Page, group: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: group, exact: true }) });

test('a DATANORM ZIP is read with progress, previewed by article group and imported; a price file updates the installation list', async ({ page, request }) => {
  // About 40 s on a busy machine; the margin is for the first load of each remote.
  test.setTimeout(120_000);
  const company = await registerCompany(request);
  await page.setViewportSize(DESKTOP);
  await openSignedIn(page, company, '/price-list-imports');
  // The first page of a session loads its remote; on a busy machine that takes a while.
  await expect(page).toHaveTitle('Preislisten importieren – Meisterplaner', { timeout: 45_000 });
  await expect(page.getByText('Noch keine Preisliste importiert.')).toBeVisible();

  const zip = zipSync({ 'DATANORM.001': fixture('v4-cp850/DATANORM.001'), 'DATANORM.002': accessories(20_000) });
  await fileInput(page).setInputFiles({ name: 'Preisliste.zip', mimeType: 'application/zip', buffer: Buffer.from(zip) });
  await expect(page.getByText('Die Preisliste wird gelesen …')).toBeVisible();
  await expect(page.getByText(/Datensätze gelesen/)).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/datanorm-reading-desktop.png` });

  await expect(page.getByText('Vorschau: Preisliste.zip')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('count-Neu')).toHaveText('20.004');
  await expect(page.getByTestId('count-Nicht lesbar')).toHaveText('3');
  await expect(page.getByRole('row').filter({ hasText: 'Der Preis ‚12,50‘ ist keine ganze Zahl in Cent.' })).toContainText('10');
  await expect(groupRow(page, 'ZUB')).toContainText('20.000');
  // Both files come from the same wholesaler, whose name is read from each file's header.
  await expect(groupRow(page, 'ZUB')).toContainText('Elektro-Großhandel Nord GmbH');
  await groupRow(page, 'ZUB').getByRole('checkbox').uncheck();
  await chooseOption(groupRow(page, 'VER').getByLabel('Ziel der Warengruppe VER'), 'Zusatzinstallation');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/datanorm-preview-desktop.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/datanorm-preview-phone.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);

  await page.getByRole('button', { name: 'Importieren' }).click();
  await expect(page.getByText('Preisliste.zip: 4 Artikel übernommen.')).toBeVisible({ timeout: 60_000 });

  await fileInput(page).setInputFiles({ name: 'DATPREIS.001', mimeType: 'application/octet-stream', buffer: fixture('v4-cp850/DATPREIS.001') });
  await expect(page.getByText('Vorschau: DATPREIS.001')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('count-Preis geändert')).toHaveText('2');
  await expect(groupRow(page, 'SCH')).toContainText('Installation');
  await expect(groupRow(page, 'VER')).toContainText('Zusatzinstallation');
  await page.getByRole('button', { name: 'Importieren' }).click();
  await expect(page.getByText('DATPREIS.001: 2 Artikel übernommen.')).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/datanorm-imported-desktop.png` });

  await page.goto('/electrical-components');
  await page.getByPlaceholder('Installation suchen').fill('Schuko');
  const socket = page.getByRole('row').filter({ hasText: 'Schuko-Steckdose Ä-Serie reinweiß' });
  await expect(socket).toContainText('7,99 €');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/datanorm-installation-list-desktop.png` });
  await page.goto('/additional-installations');
  await expect(page.getByRole('row').filter({ hasText: 'Verteilerschrank Größe 2' })).toContainText('189,00 €');
});
