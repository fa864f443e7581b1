import { randomUUID } from 'node:crypto';
import {
  DEFAULT_PV_DESIGN_SETTINGS,
  designElectrical,
  fillFace,
  proposeDesignStrings,
  SavePvDesignSchema,
  type Inverter,
  type PvDesignContent,
  type PvModule,
  type RoofFace,
} from '@planner/api/pv';
import * as v from 'valibot';
import { saveCustomer } from '../../customers';
import type { TenantTransaction } from '../../db/scopes';
import { saveJobsite } from '../../jobsites';
import { saveProject } from '../../projects';
import { inverterKind, pvModuleKind } from '../partKinds';
import { findPartsOfKind } from '../partRepository';
import { saveDesign } from './repository';

/** The demo parts the design uses, by id. */
export interface DemoDesignParts {
  moduleId: string;
  hybridInverterId: string;
  batteryId: string;
  roofTileId: string;
}

export const DEMO_PV_PROJECT_NAME = 'Neumann, Sindelfingen PV';

/** A 5.2 × 4.2 m face: four modules of 1.134 m across (4 · 1.134 + 3 · 0.02 = 4.596 ≤ 4.6 m), two of 1.722 m down. */
function demoFace(name: string, azimuth: number, module: PvModule, roofTileId: string): RoofFace {
  const outline = [
    { x: 0, y: 0 },
    { x: 5.2, y: 0 },
    { x: 5.2, y: 4.2 },
    { x: 0, y: 4.2 },
  ];
  const face = { outline, obstacles: [], edgeClearance: DEFAULT_PV_DESIGN_SETTINGS.edgeClearance, orientation: 'portrait' as const, gap: 0.02 };
  const size = { longer: module.size.longer / 1000, shorter: module.size.shorter / 1000 };
  const modules = fillFace({ ...face, module: size }).map((rect) => ({ id: randomUUID(), x: rect.x, y: rect.y, orientation: 'portrait' as const }));
  return { id: randomUUID(), name, pictureOutline: null, tilt: 35, azimuth, roofCoveringId: roofTileId, ...face, modules };
}

/**
 * A customer's PV project whose quote holds a finished design: two roof faces (south and west,
 * 35°) of eight LSH modules each, one string per face on the two MPP inputs of the Primo GEN24
 * hybrid inverter, and the BYD battery; the check reports nothing.
 */
export async function seedDemoPvDesign(trx: TenantTransaction, tenantId: string, parts: DemoDesignParts): Promise<void> {
  const [moduleRow] = await findPartsOfKind(trx, tenantId, 'pv-module', [parts.moduleId]);
  const [inverterRow] = await findPartsOfKind(trx, tenantId, 'inverter', [parts.hybridInverterId]);
  if (!moduleRow || !inverterRow) throw new Error('demo PV parts missing');
  const module = pvModuleKind.toPart(moduleRow) as PvModule;
  const inverter = inverterKind.toPart(inverterRow) as Inverter;

  const customerId = randomUUID();
  const jobsiteId = randomUUID();
  const projectId = randomUUID();
  const configurationId = randomUUID();
  const address = { street: 'Hirschbergstraße', houseNumber: '14', zipCode: '71063', city: 'Sindelfingen' };
  await saveCustomer(trx, tenantId, {
    id: customerId,
    salutation: 'Mr',
    firstName: 'Jonas',
    lastName: 'Neumann',
    address,
    phone: '07031 417722',
    cellphone: '',
    email: 'jonas.neumann@example.de',
    eInvoiceScheme: 'Email',
    eInvoiceAddress: '',
  });
  await saveJobsite(trx, tenantId, { id: jobsiteId, customerId, location: address, buildingType: 'SingleFamilyHouse', comment: 'Satteldach, Süd- und Westseite' });
  await saveProject(trx, tenantId, {
    id: projectId,
    name: DEMO_PV_PROJECT_NAME,
    jobsiteId,
    propertyDeveloperType: { type: 'PrivateConstruction' },
    favoriteConfigurationId: configurationId,
  });

  const design: PvDesignContent = {
    moduleId: module.id,
    faces: [demoFace('Süddach', 180, module, parts.roofTileId), demoFace('Westdach', 270, module, parts.roofTileId)],
    inverters: [{ id: randomUUID(), inverterId: inverter.id }],
    strings: [],
    batteryId: parts.batteryId,
    wallboxId: null,
    heaterRodId: null,
    /** A family of four in a single-family house. */
    economics: { consumptionKwh: 4500, selfConsumptionOverridePercent: null },
  };
  const strings = proposeDesignStrings(design, designElectrical(module, [inverter]), DEFAULT_PV_DESIGN_SETTINGS);
  const { version: _version, ...content } = v.parse(SavePvDesignSchema, { version: 0, ...design, strings });
  await saveDesign(trx, tenantId, configurationId, 0, content);
}
