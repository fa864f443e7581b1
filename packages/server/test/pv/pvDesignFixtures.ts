import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer } from '../support/api';
import { createConfiguration } from '../checkoutFixtures';
import { TODAY } from '../quotesFixtures';

const PARTS = '/api/pv/pv-components';
export const designPath = (configurationId: string) => `/api/pv/configurations/${configurationId}/design`;

export type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

export function pvCalls(app: FastifyInstance) {
  const call = (token: string, method: Method, url: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const ok = async (token: string, method: Method, url: string, payload?: object) => {
    const response = await call(token, method, url, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  /** A module, a hybrid inverter with two MPP inputs, a roof tile, a wallbox and a heater rod of the company. */
  async function pvParts(token: string) {
    const manufacturerId = randomUUID();
    await ok(token, 'PUT', `${PARTS}/manufacturers/${manufacturerId}`, { manufacturer: { id: manufacturerId, name: `Hersteller ${manufacturerId.slice(0, 6)}` } });
    const module = randomUUID();
    await ok(token, 'PUT', `${PARTS}/pv-modules/${module}`, {
      pvModule: {
        id: module,
        name: 'Meyer Burger Black 400',
        description: '',
        price: 21_900,
        powerRating: 400,
        offLoadVoltage: 44.8,
        shortCircuitCurrent: 11.26,
        mppVoltage: 37.7,
        mppCurrent: 10.61,
        tempCoeffVoc: -0.24,
        tempCoeffPmax: -0.26,
        size: { longer: 1767, shorter: 1041 },
        material: 'Normal',
        manufacturerId,
      },
      priceValidFrom: TODAY,
    });
    const inverter = randomUUID();
    await ok(token, 'PUT', `${PARTS}/inverters/${inverter}`, {
      inverter: {
        id: inverter,
        type: 'HybridInverter',
        name: 'Symo GEN24 10.0 Plus',
        description: '',
        manufacturerId,
        price: 289_900,
        phase: 'ThreePhase',
        capacity: 10,
        dischargeCapacity: 9.5,
        maxDcInputVoltage: 1000,
        mppVoltageMin: 80,
        mppVoltageMax: 800,
        acNominalPower: 10_000,
        mppInputs: [
          { inputIndex: 0, strings: [{ stringIndex: 0 }, { stringIndex: 1 }], maxInputCurrent: 25, maxShortCircuitCurrent: 37.5 },
          { inputIndex: 1, strings: [{ stringIndex: 0 }], maxInputCurrent: 12.5, maxShortCircuitCurrent: 18.7 },
        ],
      },
      priceValidFrom: TODAY,
    });
    const metalRoofTile = randomUUID();
    await ok(token, 'PUT', `${PARTS}/roofing-metals/${metalRoofTile}`, {
      metalRoofTile: { id: metalRoofTile, name: 'Metallziegel Frankfurter Pfanne', description: '', price: 1_890 },
      priceValidFrom: TODAY,
    });
    const roofTile = randomUUID();
    await ok(token, 'PUT', `${PARTS}/roofing-tiles/${roofTile}`, {
      id: roofTile,
      name: 'Frankfurter Pfanne',
      description: '',
      price: 120,
      fittingMetalRoofTileId: metalRoofTile,
      priceValidFrom: TODAY,
    });
    const wallbox = randomUUID();
    await ok(token, 'PUT', `${PARTS}/wallboxes/${wallbox}`, {
      wallbox: { id: wallbox, name: 'Wallbox 11 kW', description: '', price: 89_900, chargingCapacity: 11, cableLength: 5, type: 'FixedCable', manufacturerId },
      priceValidFrom: TODAY,
    });
    const heaterRod = randomUUID();
    await ok(token, 'PUT', `${PARTS}/heater-rods/${heaterRod}`, {
      heaterRod: { id: heaterRod, name: 'Heizstab 3 kW', description: '', price: 34_900, heatingCapacity: 3, length: 600, diameter: 30 },
      priceValidFrom: TODAY,
    });
    const battery = randomUUID();
    await ok(token, 'PUT', `${PARTS}/battery-storages/${battery}`, {
      batteryStorage: { id: battery, name: 'Speicher 10 kWh', description: '', price: 590_000, manufacturerId, usableCapacity: 10.24 },
      priceValidFrom: TODAY,
    });
    return { module, inverter, roofTile, metalRoofTile, wallbox, heaterRod, battery };
  }

  return { call, ok, pvParts, configuration: (token: string) => createConfiguration(app, token) };
}

export type PvParts = Awaited<ReturnType<ReturnType<typeof pvCalls>['pvParts']>>;

/** Modules of 1.041 × 1.767 m in portrait, `count` in rows of four from the face's top-left clearance (past 50 rows on top of each other). */
export const modulesInRows = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    x: 0.3 + (index % 4) * 1.06,
    y: 0.3 + (Math.floor(index / 4) % 50) * 1.79,
    orientation: 'portrait' as const,
  }));

/** A design on one 8 × 6 m face, south, 35°, with eight modules in two strings on the hybrid inverter's inputs. */
export function designOf(parts: PvParts, version = 0) {
  const modules = modulesInRows(8);
  const inverterRef = randomUUID();
  return {
    version,
    moduleId: parts.module,
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
        roofCoveringId: parts.roofTile,
        edgeClearance: 0.3,
        orientation: 'portrait' as const,
        gap: 0.02,
        obstacles: [{ id: randomUUID(), kind: 'Chimney' as const, x: 6.5, y: 4, width: 0.6, height: 0.6 }],
        modules,
      },
    ],
    inverters: [{ id: inverterRef, inverterId: parts.inverter }],
    strings: [
      { id: randomUUID(), inverterRef, inputIndex: 0, moduleIds: modules.slice(0, 4).map((module) => module.id) },
      { id: randomUUID(), inverterRef, inputIndex: 1, moduleIds: modules.slice(4).map((module) => module.id) },
    ],
    batteryId: parts.battery,
    wallboxId: parts.wallbox,
    heaterRodId: parts.heaterRod,
  };
}

/** The design of `designOf` with one string of `length` modules on the first MPP input, on a face twice as deep. */
export function designWithOneString(parts: PvParts, length: number) {
  const design = designOf(parts);
  const modules = modulesInRows(length);
  const face = { ...design.faces[0]!, outline: design.faces[0]!.outline.map((point) => ({ x: point.x, y: point.y * 2 })), obstacles: [], modules };
  const inverterRef = design.inverters[0]!.id;
  return { ...design, faces: [face], strings: [{ ...design.strings[0]!, inverterRef, moduleIds: modules.map((module) => module.id) }] };
}
