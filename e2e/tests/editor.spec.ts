import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { greyPng, pngDataUrl, solidPng } from './support/png';
import { apiGet, apiPut, createEmptyFloor, createPropertyDeveloper, createProjectWithQuote, makeDeveloperConstruction } from './support/project';
import { openSignedIn, registerCompany, SCREENSHOT_DIR, type RegisteredCompany } from './support/session';

const PLAN = { width: 1000, height: 700 };
const SOCKET = { label: 'Schutzkontaktsteckdose', price: 4_850 };
const LIGHT = { label: 'Deckenauslass', price: 3_000 };
/** Two sockets and one ceiling light, all outside any included amount (private order). */
const FLOOR_TOTAL = 2 * SOCKET.price + LIGHT.price;

/** `10700` → a pattern matching '107,00 €' with any space before the sign. */
const euros = (cents: number) => {
  const [whole, fraction] = (cents / 100).toFixed(2).split('.');
  return new RegExp(`^${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${fraction}\\s€$`);
};

/** A grey floor plan with dark outer walls and one inner wall, as PNG. */
function planPng({ width, height }: typeof PLAN): Buffer {
  const wall = (x: number, y: number) => x < 12 || y < 12 || x >= width - 12 || y >= height - 12 || (x >= 594 && x < 606 && y < 450);
  return greyPng(width, height, (x, y) => (wall(x, y) ? 40 : 235));
}

async function createComponent(request: Parameters<typeof apiPut>[0], company: RegisteredCompany, label: string, price: number, colour: [number, number, number]) {
  const id = randomUUID();
  await apiPut(request, company, `/api/electro/components/${id}`, {
    component: { id, label, price, icon: pngDataUrl(solidPng(32, colour)), tags: { tags: [] } },
    priceValidFrom: new Date().toISOString().slice(0, 10),
  });
  return id;
}

/** Screen position of a point of the plan image (in image pixels). */
async function planPoint(page: Page) {
  const box = await page.locator('[data-shape-type="plan-image"] img').boundingBox();
  if (!box) throw new Error('plan image not shown');
  const scale = box.width / PLAN.width;
  return (x: number, y: number) => ({ x: box.x + x * scale, y: box.y + y * scale });
}

async function openEditor(page: Page) {
  // The first visit downloads the editor (tldraw) itself.
  await expect(page.getByTestId('plan-canvas')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(page.locator('[data-shape-type="plan-image"] img')).toBeVisible();
}

const shapes = (page: Page, type: string) => page.locator(`.tl-shape[data-shape-type="${type}"]`);
const catalogueItem = (page: Page, label: string) => page.getByRole('list', { name: 'Installationen' }).getByRole('button', { name: new RegExp(label) });

test('draws a room, places and connects installations on a PNG plan, saves, restores and prices them', async ({ page, request, baseURL }) => {
  const company = await registerCompany(request);
  const { projectId, configurationId } = await createProjectWithQuote(request, company, 'Neubau Lindenweg');
  const socketId = await createComponent(request, company, SOCKET.label, SOCKET.price, [30, 120, 220]);
  const lightId = await createComponent(request, company, LIGHT.label, LIGHT.price, [240, 170, 20]);
  const origin = new URL(baseURL!).origin;
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.setViewportSize({ width: 1440, height: 900 });

  const base = `/projects/${projectId}/configurations/${configurationId}`;
  await openSignedIn(page, company, `${base}/floorplans`);
  await page.getByRole('button', { name: 'Grundriss hinzufügen' }).click();
  const floorDialog = page.getByRole('dialog', { name: 'Grundriss hinzufügen' });
  await floorDialog.getByLabel('Bezeichnung').fill('Erdgeschoss');
  await floorDialog.locator('input[type=file]').setInputFiles({ name: 'erdgeschoss.png', mimeType: 'image/png', buffer: planPng(PLAN) });
  await floorDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Grundriss erfolgreich hinzugefügt.')).toBeVisible();
  await page.getByRole('link', { name: 'Erdgeschoss' }).click();
  await openEditor(page);
  await expect(page.getByText('Noch keine Räume erstellt.')).toBeVisible();
  await expect(page.getByTestId('floor-price')).toHaveText(euros(0));

  // Keyboard shortcuts of the editor's own tools, with the canvas focused.
  const at = await planPoint(page);
  await page.mouse.click(at(900, 650).x, at(900, 650).y);
  await page.keyboard.press('r');
  await expect(page.getByRole('button', { name: /^Raum zeichnen/ })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('l');
  await expect(page.getByRole('button', { name: /^Installationen verbinden/ })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /^Auswählen/ })).toHaveAttribute('aria-pressed', 'true');

  // A room: four corners, then the first corner again closes it.
  await page.getByRole('button', { name: /^Raum zeichnen/ }).click();
  for (const [x, y] of [[40, 40], [580, 40], [580, 440], [40, 440], [40, 40]] as const) await page.mouse.click(at(x, y).x, at(x, y).y);
  const roomDialog = page.getByRole('dialog', { name: 'Raum erstellen' });
  await roomDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(roomDialog.getByText('Bitte geben Sie einen Namen für den Raum ein.')).toBeVisible();
  await expect(roomDialog.getByLabel('Raumtyp')).toHaveCount(0);
  await roomDialog.getByLabel('Name').fill('Wohnzimmer');
  await roomDialog.getByLabel('Name').press('Enter');
  await expect(page.getByText('Raum erstellt.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Räume' }).getByText('Wohnzimmer')).toBeVisible();
  await expect(shapes(page, 'room')).toHaveCount(1);
  // A double click anywhere inside the room (not only on its outline) opens it.
  await page.getByRole('button', { name: /^Auswählen/ }).click();
  await page.mouse.dblclick(at(300, 250).x, at(300, 250).y);
  const openedRoom = page.getByRole('dialog', { name: 'Raum bearbeiten' });
  await expect(openedRoom.getByLabel('Name')).toHaveValue('Wohnzimmer');
  await openedRoom.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(openedRoom).toBeHidden();

  // Three installations of two types: two sockets in the room, a ceiling light outside.
  await page.getByLabel('Installation suchen').fill('steck');
  await expect(catalogueItem(page, LIGHT.label)).toHaveCount(0);
  await page.getByLabel('Installation suchen').fill('xyz');
  await expect(page.getByText('Keine Installation gefunden.')).toBeVisible();
  await page.getByLabel('Installation suchen').fill('');
  await catalogueItem(page, SOCKET.label).click();
  await expect(catalogueItem(page, SOCKET.label)).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.click(at(150, 150).x, at(150, 150).y);
  await page.mouse.click(at(400, 300).x, at(400, 300).y);
  await catalogueItem(page, LIGHT.label).click();
  await page.mouse.click(at(800, 550).x, at(800, 550).y);
  // Choosing the same type again ends placing: a further click places nothing.
  await catalogueItem(page, LIGHT.label).click();
  await expect(catalogueItem(page, LIGHT.label)).toHaveAttribute('aria-pressed', 'false');
  // The toolbar's choice does the same: the type chosen there again ends placing.
  const toolbarChoice = page.getByRole('combobox', { name: 'Installation zum Platzieren' });
  for (const expected of ['true', 'false']) {
    await toolbarChoice.click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: LIGHT.label }).click();
    await expect(catalogueItem(page, LIGHT.label)).toHaveAttribute('aria-pressed', expected);
  }
  await page.mouse.click(at(850, 150).x, at(850, 150).y);
  await expect(shapes(page, 'installation')).toHaveCount(3);
  await expect(catalogueItem(page, SOCKET.label).getByText('2', { exact: true })).toBeVisible();
  await expect(shapes(page, 'installation').getByRole('img', { name: SOCKET.label })).toHaveCount(2);
  // Every placed installation shows its type's icon.
  const iconsShown = () =>
    shapes(page, 'installation')
      .getByRole('img')
      .evaluateAll((icons: HTMLElement[]) =>
        Promise.all(
          icons.map((icon) => {
            const url = /url\("?(.*?)"?\)/.exec(getComputedStyle(icon).backgroundImage)?.[1];
            if (!url) return false;
            const image = new Image();
            image.src = url;
            return image.decode().then(
              () => image.naturalWidth > 0,
              () => false,
            );
          }),
        ),
      );
  await expect.poll(iconsShown).toEqual([true, true, true]);

  // Connect the first socket with the ceiling light.
  await page.getByRole('button', { name: /^Installationen verbinden/ }).click();
  await page.mouse.click(at(150, 150).x, at(150, 150).y);
  await page.mouse.click(at(800, 550).x, at(800, 550).y);
  await expect(shapes(page, 'connection')).toHaveCount(1);

  await expect(page.getByText('Änderungen gespeichert')).toBeVisible();
  await expect(page.getByText('Änderungen gespeichert')).toBeHidden({ timeout: 4000 });
  await expect(page.getByTestId('floor-price')).toHaveText(euros(FLOOR_TOTAL));
  await expect(page.getByRole('region', { name: 'Wohnzimmer' })).toContainText('2 Stck.');
  await expect(page.getByRole('region', { name: 'Ohne Raum' })).toContainText(`1 × ${(LIGHT.price / 100).toFixed(2).replace('.', ',')}`);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/editor-desktop.png` });

  // The structured floor: plan pixels, the sockets in the room, the light outside, one line.
  const floorId = new URL(page.url()).pathname.split('/').at(-1)!;
  type Floor = { rooms: { id: string; label: string; points: { x: number; y: number }[] }[]; placedElectricalComponents: { id: string; componentId: string; roomId: string | null; position: { x: number; y: number } }[]; connectionLines: { fromId: string; toId: string }[] };
  const floor = await apiGet<Floor>(request, company, `/api/electro/floors/${floorId}`);
  expect(floor.rooms).toHaveLength(1);
  const [room] = floor.rooms;
  for (const corner of room!.points) {
    expect([40, 580]).toContainEqual(Math.round(corner.x / 5) * 5);
    expect([40, 440]).toContainEqual(Math.round(corner.y / 5) * 5);
  }
  const byComponent = (id: string) => floor.placedElectricalComponents.filter((p) => p.componentId === id);
  expect(byComponent(socketId).map((p) => p.roomId)).toEqual([room!.id, room!.id]);
  expect(byComponent(lightId).map((p) => p.roomId)).toEqual([null]);
  const light = byComponent(lightId)[0]!;
  expect(Math.abs(light.position.x - 800)).toBeLessThan(3);
  expect(Math.abs(light.position.y - 550)).toBeLessThan(3);
  expect(floor.connectionLines).toHaveLength(1);
  expect(floor.connectionLines[0]!.toId).toBe(light.id);
  const document = await apiGet<{ version: number; document: object }>(request, company, `/api/electro/floors/${floorId}/meistercharts`);
  expect(document.version).toBeGreaterThan(0);
  expect(JSON.stringify(document.document)).not.toContain('data:image');

  // Moving the light into the room: the line follows, the light now belongs to the room.
  const lineBefore = await shapes(page, 'connection').boundingBox();
  await page.getByRole('button', { name: /^Auswählen/ }).click();
  await page.mouse.move(at(800, 550).x, at(800, 550).y);
  await page.mouse.down();
  await page.mouse.move(at(650, 500).x, at(650, 500).y, { steps: 5 });
  await page.mouse.move(at(500, 400).x, at(500, 400).y, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await shapes(page, 'connection').boundingBox())?.width).toBeLessThan(lineBefore!.width - 100);
  await expect(page.getByRole('region', { name: 'Ohne Raum' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Wohnzimmer' })).toContainText(LIGHT.label);
  await expect(page.getByTestId('floor-price')).toHaveText(euros(FLOOR_TOTAL));

  // Everything comes back after a reload.
  await page.reload();
  await openEditor(page);
  await expect(shapes(page, 'room')).toHaveCount(1);
  await expect(shapes(page, 'installation')).toHaveCount(3);
  await expect(shapes(page, 'connection')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Räume' }).getByText('Wohnzimmer')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Räume' }).getByText('3 Installationen')).toBeVisible();
  await expect(page.getByTestId('floor-price')).toHaveText(euros(FLOOR_TOTAL));

  // Renaming the room from the accordion; undo brings the old name back.
  await page.getByRole('button', { name: 'Wohnzimmer bearbeiten' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Raum bearbeiten' });
  await editDialog.getByLabel('Name').fill('Wohnen');
  await editDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Raum gespeichert.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Räume' }).getByText('Wohnen', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Rückgängig (Strg+Z)' }).click();
  await expect(page.getByRole('list', { name: 'Räume' }).getByText('Wohnzimmer')).toBeVisible();
  await expect(page.getByText('Änderungen gespeichert').last()).toBeVisible();

  // A tablet: the side panel starts hidden so that the plan gets the width, and can be shown.
  await page.setViewportSize({ width: 1024, height: 768 });
  const sidePanelButton = page.getByRole('button', { name: 'Seitenleiste einblenden' });
  await expect(sidePanelButton).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('list', { name: 'Räume' })).toBeHidden();
  await expect.poll(async () => (await page.getByTestId('plan-canvas').boundingBox())!.width).toBeGreaterThan(600);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/editor-tablet.png` });
  await sidePanelButton.click();
  await expect(page.getByRole('list', { name: 'Räume' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Seitenleiste ausblenden' })).toHaveAttribute('aria-expanded', 'true');

  // Phone layout.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(shapes(page, 'installation')).toHaveCount(3);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/editor-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // Deleting an installation takes its connection line with it; undo brings both back.
  let lastBox = '';
  await expect
    .poll(async () => {
      const box = JSON.stringify(await page.locator('[data-shape-type="plan-image"] img').boundingBox());
      const settled = box === lastBox;
      lastBox = box;
      return settled;
    })
    .toBe(true);
  const wide = await planPoint(page);
  await page.getByRole('button', { name: /^Auswählen/ }).click();
  await page.mouse.click(wide(500, 400).x, wide(500, 400).y);
  await page.keyboard.press('Delete');
  await expect(shapes(page, 'installation')).toHaveCount(2);
  await expect(shapes(page, 'connection')).toHaveCount(0);
  await page.getByRole('button', { name: 'Rückgängig (Strg+Z)' }).click();
  await expect(shapes(page, 'installation')).toHaveCount(3);
  await expect(shapes(page, 'connection')).toHaveCount(1);
  await expect(page.getByText('Änderungen gespeichert').last()).toBeVisible();

  // The quote's floors list and bottom bar show the same amount.
  await page.getByRole('link', { name: 'Stockwerke' }).click();
  await expect(page.getByTestId('configuration-total')).toHaveText(euros(FLOOR_TOTAL));
  await expect(page.getByRole('row', { name: /Erdgeschoss/ }).getByText(euros(FLOOR_TOTAL))).toBeVisible();

  const foreign = requests.filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
  expect(foreign).toEqual([]);
  expect(requests.some((url) => /\.woff2$/.test(url) || /\/assets\//.test(url))).toBe(true);
  expect(requests.filter((url) => url.includes('/api/electro/floors/') && url.endsWith('/image'))).not.toHaveLength(0);
});

test('a quote waiting for approval shows its floor plan read-only: pan and zoom, but no changes', async ({ page, request }) => {
  const company = await registerCompany(request);
  const { projectId, configurationId } = await createProjectWithQuote(request, company, 'Neubau Ahornweg');
  const socketId = await createComponent(request, company, SOCKET.label, SOCKET.price, [30, 120, 220]);
  const floorId = randomUUID();
  const roomId = randomUUID();
  const placements = [
    { id: randomUUID(), componentId: socketId, roomId, position: { x: 200, y: 200 } },
    { id: randomUUID(), componentId: socketId, roomId: null, position: { x: 800, y: 500 } },
  ];
  await apiPut(request, company, `/api/electro/floors/${floorId}`, {
    id: floorId,
    name: 'Keller',
    configurationId,
    rooms: [{ id: roomId, label: 'Hobbyraum', roomType: null, points: [{ x: 50, y: 50 }, { x: 550, y: 50 }, { x: 550, y: 400 }, { x: 50, y: 400 }] }],
    placedElectricalComponents: placements,
    connectionLines: [{ id: randomUUID(), fromId: placements[0]!.id, toId: placements[1]!.id }],
  });
  await apiPut(request, company, `/api/electro/floors/${floorId}/image`, { imageData: pngDataUrl(planPng(PLAN)) });
  await apiPut(request, company, `/api/electro/configurations/${configurationId}/status`, { status: 'InReview' });
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
  });
  await page.setViewportSize({ width: 1440, height: 900 });

  await openSignedIn(page, company, `/projects/${projectId}/configurations/${configurationId}/floorplans/${floorId}`);
  await openEditor(page);
  await expect(page.getByText('Dieses Angebot ist nicht mehr in Bearbeitung.', { exact: false })).toBeVisible();
  await expect(shapes(page, 'room')).toHaveCount(1);
  await expect(shapes(page, 'installation')).toHaveCount(2);
  await expect(shapes(page, 'connection')).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Raum zeichnen/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Installationen verbinden/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Hobbyraum bearbeiten' })).toHaveCount(0);
  await expect(catalogueItem(page, SOCKET.label)).toBeDisabled();
  await expect(page.getByTestId('floor-price')).toHaveText(euros(2 * SOCKET.price));

  // Dragging and deleting change nothing.
  const at = await planPoint(page);
  const installation = shapes(page, 'installation').first();
  const before = await installation.boundingBox();
  await page.mouse.move(at(200, 200).x, at(200, 200).y);
  await page.mouse.down();
  await page.mouse.move(at(300, 300).x, at(300, 300).y, { steps: 5 });
  await page.mouse.up();
  await page.keyboard.press('Delete');
  await expect(shapes(page, 'installation')).toHaveCount(2);
  expect(await installation.boundingBox()).toEqual(before);

  // Pan and zoom still work; the plan can be moved before zooming in.
  const plan = page.locator('[data-shape-type="plan-image"] img');
  const wholePlan = (await plan.boundingBox())!;
  await page.getByRole('button', { name: /^Ansicht verschieben/ }).click();
  await page.mouse.move(at(500, 350).x, at(500, 350).y);
  await page.mouse.down();
  await page.mouse.move(at(500, 350).x + 100, at(500, 350).y + 40, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await plan.boundingBox())!.x).toBeGreaterThan(wholePlan.x + 50);
  await page.getByRole('button', { name: 'Ganzen Grundriss anzeigen (Umschalt+1)' }).click();
  await expect.poll(async () => (await plan.boundingBox())!.x).toBeCloseTo(wholePlan.x, 0);
  const planBefore = (await plan.boundingBox())!;
  await page.getByRole('button', { name: 'Vergrößern (+)' }).click();
  await expect.poll(async () => (await plan.boundingBox())!.width).toBeGreaterThan(planBefore.width * 1.2);
  await page.getByRole('button', { name: /^Ansicht verschieben/ }).click();
  const zoomed = (await plan.boundingBox())!;
  await page.mouse.move(at(500, 350).x, at(500, 350).y);
  await page.mouse.down();
  await page.mouse.move(at(500, 350).x + 120, at(500, 350).y + 60, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await plan.boundingBox())!.x).toBeGreaterThan(zoomed.x + 60);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/editor-read-only.png` });
  expect(writes).toEqual([]);
});

test('a developer construction asks for the room type, and the type includes installations in the price', async ({ page, request }) => {
  const company = await registerCompany(request);
  const socketId = await createComponent(request, company, SOCKET.label, SOCKET.price, [30, 120, 220]);
  const developer = await createPropertyDeveloper(request, company, 'Südbau GmbH', [
    { name: 'Küche', inclusiveComponents: [{ componentId: socketId, amount: 1 }] },
    { name: 'Bad', inclusiveComponents: [{ componentId: socketId, amount: 2 }] },
  ]);
  const { projectId, configurationId } = await createProjectWithQuote(request, company, 'Reihenhaus Südbau');
  await makeDeveloperConstruction(request, company, projectId, developer);
  const floorId = randomUUID();
  await apiPut(request, company, `/api/electro/floors/${floorId}`, { id: floorId, name: 'Erdgeschoss', configurationId, rooms: [], placedElectricalComponents: [], connectionLines: [] });
  await apiPut(request, company, `/api/electro/floors/${floorId}/image`, { imageData: pngDataUrl(planPng(PLAN)) });
  await page.setViewportSize({ width: 1440, height: 900 });

  await openSignedIn(page, company, `/projects/${projectId}/configurations/${configurationId}/floorplans/${floorId}`);
  await openEditor(page);
  const at = await planPoint(page);
  await page.getByRole('button', { name: /^Raum zeichnen/ }).click();
  for (const [x, y] of [[40, 40], [580, 40], [580, 440], [40, 440]] as const) await page.mouse.click(at(x, y).x, at(x, y).y);
  await page.keyboard.press('Enter');
  const roomDialog = page.getByRole('dialog', { name: 'Raum erstellen' });
  await roomDialog.getByLabel('Name').fill('Küche Erdgeschoss');
  await roomDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(roomDialog.getByText('Bitte wählen Sie einen Raumtyp aus.')).toBeVisible();
  await roomDialog.getByLabel('Raumtyp').click();
  await page.getByTitle('Küche', { exact: true }).click();
  await roomDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Raum erstellt.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Räume' })).toContainText('Küche Erdgeschoss');
  await expect(page.getByRole('list', { name: 'Räume' })).toContainText('Küche · 0 Installationen');

  await catalogueItem(page, SOCKET.label).click();
  await page.mouse.click(at(150, 150).x, at(150, 150).y);
  await page.mouse.click(at(300, 300).x, at(300, 300).y);
  await expect(shapes(page, 'installation')).toHaveCount(2);
  const kitchen = page.getByRole('region', { name: 'Küche Erdgeschoss' });
  await expect(kitchen).toContainText(`2 Stck. · 1 inkl. · 1 × ${(SOCKET.price / 100).toFixed(2).replace('.', ',')}`);
  await expect(page.getByTestId('floor-price')).toHaveText(euros(SOCKET.price));
  await page.screenshot({ path: `${SCREENSHOT_DIR}/editor-developer-room.png` });
});

test('a floor saved in another window meanwhile: the stale window says so, shows the newer state and can restore its own change', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const company = await registerCompany(request);
  const { projectId, configurationId } = await createProjectWithQuote(request, company, 'Neubau Konfliktweg');
  await createComponent(request, company, SOCKET.label, SOCKET.price, [30, 120, 220]);
  await createComponent(request, company, LIGHT.label, LIGHT.price, [240, 170, 20]);
  const floorId = await createEmptyFloor(request, company, configurationId);
  await apiPut(request, company, `/api/electro/floors/${floorId}/image`, { imageData: pngDataUrl(planPng(PLAN)) });
  const editorUrl = `/projects/${projectId}/configurations/${configurationId}/floorplans/${floorId}`;

  // Two windows open the same floor.
  const { baseURL, locale } = test.info().project.use;
  const other = await (await browser.newContext({ baseURL, locale, viewport: { width: 1440, height: 900 } })).newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const window of [page, other]) {
    await openSignedIn(window, company, editorUrl);
    await openEditor(window);
  }

  // The other window places a ceiling light and saves first.
  await catalogueItem(other, LIGHT.label).click();
  const otherAt = await planPoint(other);
  await other.mouse.click(otherAt(300, 300).x, otherAt(300, 300).y);
  await expect(other.getByText('Änderungen gespeichert')).toBeVisible();

  // This window, still on the old state, places a socket: its save is refused, not written over the light.
  await catalogueItem(page, SOCKET.label).click();
  const at = await planPoint(page);
  await page.mouse.click(at(700, 400).x, at(700, 400).y);
  const notice = page.getByRole('alert').filter({ hasText: 'in einem anderen Fenster oder von einer anderen Person geändert' });
  await expect(notice).toBeVisible();
  await openEditor(page);
  await expect(shapes(page, 'installation').getByRole('img', { name: LIGHT.label })).toHaveCount(1);
  await expect(shapes(page, 'installation').getByRole('img', { name: SOCKET.label })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/editor-save-conflict.png` });

  // Restoring one's own change puts it back and saves it over the newer state, deliberately.
  await notice.getByRole('button', { name: 'Meine Änderungen wiederherstellen' }).click();
  await expect(notice).toBeHidden();
  await openEditor(page);
  await expect(shapes(page, 'installation').getByRole('img', { name: SOCKET.label })).toHaveCount(1);
  await expect(page.getByText('Änderungen gespeichert')).toBeVisible();
  const saved = await apiGet<{ placedElectricalComponents: unknown[]; planVersion: number }>(request, company, `/api/electro/floors/${floorId}`);
  expect(saved.placedElectricalComponents).toHaveLength(1);
  expect(saved.planVersion).toBeGreaterThan(1);
  await other.context().close();
});

test('select all and drag a floor of 400 installations: everything moves with its lines, the plan stays, one undo puts it back', async ({ page, request }) => {
  test.setTimeout(120_000);
  const company = await registerCompany(request);
  const { projectId, configurationId } = await createProjectWithQuote(request, company, 'Neubau Großflächenweg');
  const componentId = await createComponent(request, company, SOCKET.label, SOCKET.price, [30, 120, 220]);
  const roomId = randomUUID();
  const rooms = [{ id: roomId, label: 'Halle', roomType: null, points: [{ x: 12, y: 12 }, { x: 988, y: 12 }, { x: 988, y: 688 }, { x: 12, y: 688 }] }];
  const placements = Array.from({ length: 400 }, (_, n) => ({
    id: randomUUID(),
    componentId,
    roomId,
    position: { x: 60 + (n % 25) * 36, y: 60 + Math.floor(n / 25) * 36 },
  }));
  const lines = Array.from({ length: 200 }, (_, n) => ({ id: randomUUID(), fromId: placements[2 * n]!.id, toId: placements[2 * n + 1]!.id }));
  const floorId = randomUUID();
  await apiPut(request, company, `/api/electro/floors/${floorId}`, {
    id: floorId,
    name: 'Erdgeschoss',
    configurationId,
    rooms,
    placedElectricalComponents: placements,
    connectionLines: lines,
  });
  await apiPut(request, company, `/api/electro/floors/${floorId}/image`, { imageData: pngDataUrl(planPng(PLAN)) });
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, company, `/projects/${projectId}/configurations/${configurationId}/floorplans/${floorId}`);
  await openEditor(page);
  await expect(shapes(page, 'installation')).toHaveCount(400);

  // One in the middle: near the corners, the pointer would grab the selection's resize handles.
  const grabbed = shapes(page, 'installation').nth(210);
  const plan = page.locator('[data-shape-type="plan-image"] img');
  /** Where the grabbed installation, the first line and the plan are, read in one frame. */
  const boxes = () =>
    page.evaluate(() => {
      const box = (element: Element | null | undefined) => {
        const { x, y } = element!.getBoundingClientRect();
        return { x, y };
      };
      return {
        grabbed: box(document.querySelectorAll('.tl-shape[data-shape-type="installation"]')[210]),
        line: box(document.querySelector('.tl-shape[data-shape-type="connection"]')),
        plan: box(document.querySelector('.planner-drag-underlay img') ?? document.querySelector('[data-shape-type="plan-image"] img')),
      };
    });
  type Boxes = Awaited<ReturnType<typeof boxes>>;
  const moved = (box: { x: number; y: number }, before: { x: number; y: number }) => ({ x: Math.round(box.x - before.x), y: Math.round(box.y - before.y) });
  const movedSince = (before: Boxes) => async () => {
    const now = await boxes();
    return { grabbed: moved(now.grabbed, before.grabbed), line: moved(now.line, before.line), plan: moved(now.plan, before.plan) };
  };
  const before = await boxes();
  const grabbedBefore = (await grabbed.boundingBox())!;
  const planBefore = (await plan.boundingBox())!;
  const grip = { x: grabbedBefore.x + grabbedBefore.width / 2, y: grabbedBefore.y + grabbedBefore.height * 0.2 };
  await page.mouse.click(grip.x, grip.y);
  await page.keyboard.press('Control+a');
  await page.waitForTimeout(600);

  // Left and down, into the canvas: held at its edge, tldraw would start scrolling the view.
  const shift = { x: -90, y: 60 };
  await page.mouse.move(grip.x, grip.y);
  await page.mouse.down();
  await page.mouse.move(grip.x + shift.x, grip.y + shift.y, { steps: 12 });
  // While dragging, the selection is moved as one layer by the compositor, not shape by shape;
  // the plan stays where it is, shown beneath the moving layer.
  expect(await page.locator('.tl-shapes').evaluate((layer) => layer.getAnimations().length)).toBe(1);
  await expect.poll(movedSince(before)).toEqual({ grabbed: shift, line: shift, plan: { x: 0, y: 0 } });
  await expect(page.locator('.planner-drag-underlay img')).toHaveCount(1);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/editor-drag-all-1440.png` });
  await page.mouse.up();

  expect(await page.locator('.tl-shapes').evaluate((layer) => layer.getAnimations().length)).toBe(0);
  await expect.poll(movedSince(before)).toEqual({ grabbed: shift, line: shift, plan: { x: 0, y: 0 } });
  // Saved: every installation lies the dragged distance (in plan pixels) away.
  const scale = planBefore.width / PLAN.width;
  const last = placements[399]!;
  await expect
    .poll(async () => {
      const saved = await apiGet<{ placedElectricalComponents: { id: string; position: { x: number; y: number } }[] }>(request, company, `/api/electro/floors/${floorId}`);
      const { position } = saved.placedElectricalComponents.find((candidate) => candidate.id === last.id)!;
      return Math.abs(position.x - last.position.x - shift.x / scale) <= 1 && Math.abs(position.y - last.position.y - shift.y / scale) <= 1;
    })
    .toBe(true);

  await page.keyboard.press('Control+z');
  await expect.poll(movedSince(before)).toEqual({ grabbed: { x: 0, y: 0 }, line: { x: 0, y: 0 }, plan: { x: 0, y: 0 } });

  // Escape while dragging puts everything back where it was.
  await page.mouse.move(grip.x, grip.y);
  await page.mouse.down();
  await page.mouse.move(grip.x - shift.x, grip.y + shift.y, { steps: 12 });
  await expect.poll(async () => (await movedSince(before)()).grabbed).toEqual({ x: -shift.x, y: shift.y });
  await page.keyboard.press('Escape');
  await page.mouse.up();
  await expect.poll(async () => moved((await grabbed.boundingBox())!, grabbedBefore)).toEqual({ x: 0, y: 0 });
  expect(await page.locator('.tl-shapes').evaluate((layer) => layer.getAnimations().length)).toBe(0);
  await expect(page.locator('.planner-drag-underlay')).toHaveCount(0);
});
