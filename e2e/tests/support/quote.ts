import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { pngDataUrl, solidPng } from './png';
import { apiPut, HEATING_ONLY_CHECKOUT } from './project';
import type { RegisteredCompany } from './session';

export const today = () => new Date().toISOString().slice(0, 10);
const square = (left: number) => [
  { x: left, y: 0 },
  { x: left + 100, y: 0 },
  { x: left + 100, y: 100 },
  { x: left, y: 100 },
];

/**
 * A quote of 1.500,00 € net: a floor with two rooms (4 outlets at 12,50 €, 2 switches at
 * 25,00 €), 2 × 42,50 € additional installation, and an intercom (1.290,00 €) at a location
 * costing 25,00 € extra, with the heating locations filled in.
 */
export async function buildQuote(request: APIRequestContext, company: RegisteredCompany, configurationId: string) {
  const icon = pngDataUrl(solidPng(16, [30, 90, 160]));
  const outlet = randomUUID();
  const lightSwitch = randomUUID();
  for (const [id, label, price] of [
    [outlet, 'Steckdose', 1_250],
    [lightSwitch, 'Lichtschalter', 2_500],
  ] as const) {
    await apiPut(request, company, `/api/electro/components/${id}`, {
      component: { id, label, price, icon, tags: { tags: [] } },
      priceValidFrom: today(),
    });
  }

  const floorId = randomUUID();
  const livingRoom = randomUUID();
  const kitchen = randomUUID();
  const placed = (componentId: string, roomId: string, x: number) => ({
    id: randomUUID(),
    componentId,
    roomId,
    position: { x, y: 50 },
  });
  await apiPut(request, company, `/api/electro/floors/${floorId}`, {
    id: floorId,
    name: 'Erdgeschoss',
    configurationId,
    rooms: [
      { id: livingRoom, label: 'Wohnzimmer', roomType: null, points: square(0) },
      { id: kitchen, label: 'Küche', roomType: null, points: square(100) },
    ],
    placedElectricalComponents: [
      ...[10, 30, 50, 70].map((x) => placed(outlet, livingRoom, x)),
      placed(lightSwitch, livingRoom, 90),
      placed(lightSwitch, kitchen, 150),
    ],
    connectionLines: [],
  });
  await apiPut(request, company, `/api/electro/floors/${floorId}/image`, { imageData: pngDataUrl(solidPng(200, [235, 240, 245])) });

  const additionalId = randomUUID();
  await apiPut(request, company, `/api/electro/additional-installations/${additionalId}`, {
    additionalInstallation: { id: additionalId, title: 'Potentialausgleich', description: 'nach DIN VDE 0100-540', price: 4_250, icon: null },
    priceValidFrom: today(),
  });
  const lineId = randomUUID();
  await apiPut(request, company, `/api/electro/configurations/${configurationId}/additional-installations/${lineId}`, {
    id: lineId,
    additionalInstallationId: additionalId,
    amount: 2,
  });

  const intercomType = { id: randomUUID(), name: 'Video-Sprechanlage', description: 'mit Farbdisplay', icon, price: 129_000 };
  await apiPut(request, company, `/api/electro/intercoms/${intercomType.id}`, { intercomType, priceValidFrom: today() });
  const intercomLocation = { id: randomUUID(), location: 'Gartentor', extraPrice: 2_500 };
  await apiPut(request, company, `/api/electro/intercom-locations/${intercomLocation.id}`, {
    intercomLocationType: intercomLocation,
    priceValidFrom: today(),
  });
  await apiPut(request, company, `/api/electro/configurations/${configurationId}/checkout`, {
    ...HEATING_ONLY_CHECKOUT,
    intercom: { intercomType, intercomLocation },
  });
}

