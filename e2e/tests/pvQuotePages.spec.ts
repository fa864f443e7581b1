import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { apiPut, authHeaders, completeCompanyData, createProjectWithQuote } from './support/project';
import { PARTS, pvParts, TODAY } from './support/pv';
import { openSignedIn, registerCompany, SCREENSHOT_DIR } from './support/session';

const PHONE = { width: 390, height: 844 };

/** The page is no wider than the screen: nothing to scroll sideways. */
const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Eight upright modules in two rows of four on a tiled south face, in two strings on the hybrid inverter. */
function design(moduleId: string, inverterId: string, roofTileId: string) {
  const modules = Array.from({ length: 8 }, (_, index) => ({
    id: randomUUID(),
    x: 0.3 + (index % 4) * 1.06,
    y: 0.3 + Math.floor(index / 4) * 1.79,
    orientation: 'portrait' as const,
  }));
  const inverterRef = randomUUID();
  return {
    version: 0,
    moduleId,
    faces: [
      {
        id: randomUUID(),
        name: 'Süddach',
        outline: [{ x: 0, y: 0 }, { x: 8, y: 0 }, { x: 8, y: 6 }, { x: 0, y: 6 }],
        pictureOutline: null,
        tilt: 35,
        azimuth: 180,
        roofCoveringId: roofTileId,
        edgeClearance: 0.3,
        orientation: 'portrait',
        gap: 0.02,
        obstacles: [],
        modules,
      },
    ],
    inverters: [{ id: inverterRef, inverterId }],
    strings: [
      { id: randomUUID(), inverterRef, inputIndex: 0, moduleIds: modules.slice(0, 4).map((module) => module.id) },
      { id: randomUUID(), inverterRef, inputIndex: 1, moduleIds: modules.slice(4).map((module) => module.id) },
    ],
    batteryId: null,
    wallboxId: null,
    heaterRodId: null,
  };
}

test('a finalized PV quote lists its positions with VAT rates, mounting parts counted by the roof tile’s rule, on the CRM page and the customer’s page at 390 px', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const company = await registerCompany(request, ['PvPlanner']);
  await completeCompanyData(request, company);
  const { moduleId, inverterId } = await pvParts(request, company);
  const metalTileId = randomUUID();
  await apiPut(request, company, `${PARTS}/roofing-metals/${metalTileId}`, {
    metalRoofTile: { id: metalTileId, name: 'Metallziegel Frankfurter Pfanne', description: '', price: 1_890 },
    priceValidFrom: TODAY,
  });
  const roofTileId = randomUUID();
  await apiPut(request, company, `${PARTS}/roofing-tiles/${roofTileId}`, {
    id: roofTileId,
    name: 'Frankfurter Pfanne',
    description: '',
    price: 120,
    fittingMetalRoofTileId: metalTileId,
    mountingRule: { fixing: 'RoofHooks', maxSpacingMm: 1200 },
    priceValidFrom: TODAY,
  });
  const mountingParts = [
    ['RoofHook', 'Dachhaken Ziegel', 890, null],
    ['Rail', 'Montageschiene 3,00 m', 2_990, 3000],
    ['RailConnector', 'Schienenverbinder', 350, null],
    ['EndClamp', 'Endklemme', 210, null],
    ['MiddleClamp', 'Mittelklemme', 190, null],
  ] as const;
  for (const [role, name, price, pieceLengthMm] of mountingParts) {
    const id = randomUUID();
    await apiPut(request, company, `${PARTS}/mounting-parts/${id}`, { mountingPart: { id, name, description: '', price, role, pieceLengthMm }, priceValidFrom: TODAY });
  }
  const serviceId = randomUUID();
  await apiPut(request, company, `${PARTS}/services/${serviceId}`, {
    pvService: { id: serviceId, name: 'Zählerschrank-Arbeiten', description: '', price: 149_000, pricingBasis: 'Flat', partOfPvSystem: false },
    priceValidFrom: TODAY,
  });
  const { configurationId } = await createProjectWithQuote(request, company, 'PV Talweg');
  await apiPut(request, company, `/api/pv/configurations/${configurationId}/design`, design(moduleId, inverterId, roofTileId));
  await apiPut(request, company, `/api/pv/configurations/${configurationId}/offer`, { version: 0, conditionsConfirmed: true, quantities: [], freeLines: [], dcCableRunMetres: 15 });
  const finalized = await request.post(`/api/electro/configurations/${configurationId}/quote`, {
    headers: authHeaders(company),
    data: { quoteName: 'PV-Anlage Planer', quoteNumber: 'PV-2026-1' },
  });
  expect(finalized.status(), await finalized.text()).toBe(200);
  const created = await request.post(`/api/electro/configurations/${configurationId}/quote/links`, { headers: authHeaders(company), data: {} });
  const { token } = (await created.json()).data as { token: string };

  await page.setViewportSize(PHONE);
  await openSignedIn(page, company, `/quotes/${configurationId}`);
  const card = page.locator('.ant-card').filter({ has: page.getByText('1. PV-Anlage', { exact: true }) });
  await expect(card.getByText('3,2 kWp, 8 Module Solarwerk Black 400')).toBeVisible();
  // two rows of 4.221 m: per rail ⌈4221 / 1200⌉ + 1 = 5 hooks, 2 rails per row
  await expect(card.getByRole('row', { name: /Dachhaken Ziegel/ })).toContainText('20 Stk. × 8,90 € · USt. 0 %');
  await expect(card.getByRole('row', { name: /Zählerschrank-Arbeiten/ })).toContainText('USt. 19 %');
  await expect(card.getByText(/Steuersatz 0 % gemäß § 12 Abs. 3 UStG/)).toBeVisible();
  expect(await fitsTheScreen(page)).toBe(true);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/pv-quote-crm-phone.png`, fullPage: true });

  const customer = await browser.newContext({ viewport: PHONE, locale: 'de-DE' });
  const customerPage = await customer.newPage();
  await customerPage.goto(`/angebot/${token}`);
  const pv = customerPage.locator('.ant-card').filter({ has: customerPage.getByText('1. PV-Anlage', { exact: true }) });
  await expect(pv.getByText('1.1 Solarwerk Black 400')).toBeVisible();
  await expect(pv.getByText('8 Stk. × 219,00 € · USt. 0 %')).toBeVisible();
  await expect(pv.getByText('20 Stk. × 8,90 € · USt. 0 %')).toBeVisible();
  await expect(pv.getByText('1 psch. × 1.490,00 € · USt. 19 %')).toBeVisible();
  await expect(pv.getByText(/§ 12 Abs. 3 UStG/)).toBeVisible();
  expect(await fitsTheScreen(customerPage)).toBe(true);
  await customerPage.screenshot({ path: `${SCREENSHOT_DIR}/pv-quote-open-customer-phone.png`, fullPage: true });
  await customer.close();
});
