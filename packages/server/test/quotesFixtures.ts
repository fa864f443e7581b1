import { randomUUID } from 'node:crypto';
import { germanDay, type TenantInformation } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { encodePng } from '../src/images/png';
import { Raster } from '../src/masterdata/demo/raster';
import { callWith, createConfiguration, optionType } from './checkoutFixtures';

/** Today on the German calendar, the day the server dates quotes and invoices by. */
export const TODAY = germanDay();

export const completeCompany = (name: string): TenantInformation => ({
  name,
  address: { street: 'Industriestraße', houseNumber: '14', zipCode: '70565', city: 'Stuttgart' },
  contactInformation: { mail: 'info@elektro-brandt.de', phone: '0711 987654-0', url: 'https://www.elektro-brandt.de', fax: '' },
  bankInformation: { name: 'BW-Bank', iban: 'DE89370400440532013000', bic: 'SOLADEST600' },
  legalInformation: {
    director: 'Markus Brandt',
    legalForm: 'GmbH',
    taxId: '',
    vatId: 'DE123456789',
    registerCourt: 'Amtsgericht Stuttgart',
    registrationNumber: 'HRB 723456',
  },
});

const ICON = `data:image/png;base64,${new Raster().circle(32, 32, 16).toPng().toString('base64')}`;

/** A white plan of 400 × 300 pixels with its outer walls, as a browser would send it (RGBA PNG). */
export function planPng(): Buffer {
  const width = 400;
  const height = 300;
  const rgba = new Uint8Array(width * height * 4).fill(255);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (x < 6 || y < 6 || x >= width - 6 || y >= height - 6 || x === 200) rgba.fill(40, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  return encodePng(width, height, rgba);
}

/** The master data and checkout options of one company that a planned quote uses. */
export interface Catalogue {
  socket: string;
  lightSwitch: string;
  additionalInstallation: string;
  tv: { id: string };
  patchField: { id: string };
  intercom: { id: string };
  location: { id: string };
  cover: { id: string };
  externalPv: { id: string };
}

/** Labour shares in basis points for items of a catalogue; an item without one is saved without. */
export type CatalogueLabourShares = Partial<Record<keyof Catalogue, number>>;

export function quoteCalls(app: FastifyInstance) {
  const call = callWith(app);
  const ok = async (...args: Parameters<typeof call>) => {
    const response = await call(...args);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  async function component(token: string, label: string, price: number, coverKind: string, labourShare?: number): Promise<string> {
    const id = randomUUID();
    await ok(token, 'PUT', `/api/electro/components/${id}`, {
      component: { id, label, price, icon: ICON, tags: { tags: [] }, coverKind, ...(labourShare === undefined ? {} : { labourShareBasisPoints: labourShare }) },
      priceValidFrom: TODAY,
    });
    return id;
  }

  const option = (token: string, path: string, key: string, value: { id: string } & Record<string, unknown>) =>
    ok(token, 'PUT', `/api/electro/${path}/${value.id}`, { [key]: value, priceValidFrom: TODAY });

  /**
   * Components, an additional installation and one option per checkout entry the quote uses;
   * with the labour shares given, the others without.
   */
  async function catalogue(token: string, labourShares: CatalogueLabourShares = {}): Promise<Catalogue> {
    const share = (item: keyof Catalogue) =>
      labourShares[item] === undefined ? {} : { labourShareBasisPoints: labourShares[item] };
    const additionalInstallation = randomUUID();
    await ok(token, 'PUT', `/api/electro/additional-installations/${additionalInstallation}`, {
      additionalInstallation: {
        id: additionalInstallation,
        title: 'Fundamenterder',
        description: 'je Meter',
        price: 2_400,
        icon: null,
        ...share('additionalInstallation'),
      },
      priceValidFrom: TODAY,
    });
    const cover = { ...optionType({ name: 'Reinweiß' }), outletCoverPrice: 450, lightSwitchPrice: 520, thermostatPrice: 1_900, ...share('cover') };
    delete (cover as { price?: number }).price;
    return {
      socket: await component(token, 'Steckdose', 4_850, 'Outlet', labourShares.socket),
      lightSwitch: await component(token, 'Schalter', 2_500, 'LightSwitch', labourShares.lightSwitch),
      additionalInstallation,
      tv: await option(token, 'tv-configs', 'tvType', optionType({ name: 'SAT-Anschluss', price: 9_900, ...share('tv') })),
      patchField: await option(token, 'patch-fields', 'patchFieldType', optionType({ name: 'Patchfeld Cat7', price: 1_200, ...share('patchField') })),
      intercom: await option(token, 'intercoms', 'intercomType', optionType({ name: 'Video-Sprechanlage', price: 89_900, ...share('intercom') })),
      location: await option(token, 'intercom-locations', 'intercomLocationType', {
        id: randomUUID(),
        location: 'Gartentor',
        extraPrice: 15_000,
        ...share('location'),
      }),
      cover: await ok(token, 'PUT', `/api/electro/outlet-covers/${cover.id}`, { ...cover, priceValidFrom: TODAY }),
      externalPv: await option(token, 'power-meters', 'powerMeterType', {
        ...optionType({ name: 'Zählerschrank PV', price: 45_000, ...share('externalPv') }),
        powerMeterTypeConfigurationType: { type: 'StandardWithPVExternal' },
      }),
    };
  }

  const square = (x: number): { x: number; y: number }[] => [
    { x, y: 10 },
    { x: x + 180, y: 10 },
    { x: x + 180, y: 290 },
    { x, y: 290 },
  ];

  /**
   * A configuration of customer Jonas Weber with one floor (plan image, rooms Küche and Bad:
   * 3 sockets and a switch in the kitchen, a socket in the bath, a switch outside every room),
   * 3 additional installations and a checkout with TV, patch field, intercom, covers,
   * external PV and heating with cooling.
   */
  async function plannedConfiguration(token: string, options: Catalogue, customer: Record<string, unknown> = {}) {
    const configurationId = await createConfiguration(app, token, customer);
    const floorId = randomUUID();
    const kitchen = randomUUID();
    const bath = randomUUID();
    const placed = (componentId: string, roomId: string | null, x: number) => ({
      id: randomUUID(),
      componentId,
      roomId,
      position: { x, y: 150 },
    });
    const floor = {
      id: floorId,
      name: 'Erdgeschoss',
      configurationId,
      rooms: [
        { id: kitchen, label: 'Küche', roomType: null, points: square(10) },
        { id: bath, label: 'Bad', roomType: null, points: square(210) },
      ],
      placedElectricalComponents: [
        placed(options.socket, kitchen, 40),
        placed(options.socket, kitchen, 80),
        placed(options.socket, kitchen, 120),
        placed(options.lightSwitch, kitchen, 160),
        placed(options.socket, bath, 260),
        placed(options.lightSwitch, null, 395),
      ],
      connectionLines: [],
    };
    await ok(token, 'PUT', `/api/electro/floors/${floorId}`, floor);
    await ok(token, 'PUT', `/api/electro/floors/${floorId}/image`, { imageData: `data:image/png;base64,${planPng().toString('base64')}` });
    const lineId = randomUUID();
    await ok(token, 'PUT', `/api/electro/configurations/${configurationId}/additional-installations/${lineId}`, {
      id: lineId,
      additionalInstallationId: options.additionalInstallation,
      amount: 3,
    });
    await ok(token, 'PUT', `/api/electro/configurations/${configurationId}/checkout`, checkoutBody(options));
    return { configurationId, floorId, floor, lineId };
  }

  return { call, ok, catalogue, plannedConfiguration, component };
}

export function checkoutBody(options: Catalogue) {
  return {
    tv: options.tv,
    multiMediaCableChannel: null,
    patchField: { patchFieldType: options.patchField, amount: 24 },
    intercom: { intercomType: options.intercom, intercomLocation: options.location },
    lock: null,
    mailbox: null,
    outletCovers: options.cover,
    powerMeter: options.externalPv,
    powerMeterCustomInformation: {
      pvCompanyContact: {
        id: randomUUID(),
        name: 'Sonnenstrom GmbH',
        namespace: '',
        address: null,
        contactInformation: { phone: '0711 123456', mail: 'info@sonnenstrom.de', fax: '', url: '' },
        legalInformation: null,
        bankInformation: null,
      },
      pvPowerWatt: 9_800,
      batterySizeWattHours: 10_000,
    },
    heatpumpLocation: 'Garten',
    heatpumpTemperatureSensorLocation: 'Nordfassade',
    heatingManifoldLocation: 'Flur',
    heatingAndCooling: true,
  };
}

/**
 * What the planned configuration costs: kitchen 3 × 48,50 + 25,00, bath 48,50, outside 25,00;
 * 3 × 24,00 additional; TV 99,00, patch field 24 × 12,00, intercom 899,00 + 150,00, covers
 * 4 × 4,50 + 2 × 5,20, power meter 450,00, cooling 730,00.
 */
export const PLANNED = {
  floor: 3 * 4_850 + 2_500 + 4_850 + 2_500,
  additional: 3 * 2_400,
  checkout: 9_900 + 24 * 1_200 + 89_900 + 15_000 + (4 * 450 + 2 * 520) + 45_000 + 73_000,
};
export const PLANNED_NET = PLANNED.floor + PLANNED.additional + PLANNED.checkout;
