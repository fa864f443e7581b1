import {
  mountingFromMasterData,
  partsListOf,
  pvOfferPositions,
  type BatteryStorage,
  type MountingPart,
  type PartsListService,
  type PvDesignContent,
  type PvModule,
  type PvOfferAdjustments,
  type PvOfferPositions,
  type PvService,
  type QuotePvPart,
  vatNotes,
  vatTotals,
} from '@planner/api';
import type { TenantTransaction } from '../../db/scopes';
import { pvDesignCheck } from '../design/designProblems';
import { findDesign } from '../design/repository';
import { batteryStorageKind, mountingPartKind, mountingRuleOf, pvModuleKind, pvServiceKind } from '../partKinds';
import { findAllPartsOfKind, findPartsOfKind, partPrices, type PartRow } from '../partRepository';
import { findOfferAdjustments } from './repository';

/** A design without modules, inverters or chosen extras and without free lines has no PV positions. */
const isEmpty = (design: PvDesignContent, adjustments: PvOfferAdjustments) =>
  design.faces.every((face) => face.modules.length === 0) &&
  design.inverters.length === 0 &&
  !design.batteryId &&
  !design.wallboxId &&
  !design.heaterRodId &&
  adjustments.freeLines.length === 0;

const ref = (row: PartRow | undefined) => (row ? { id: row.id, name: row.name } : null);

/**
 * The roof coverings the design's faces with modules name and the company's mounting parts (by
 * name), with the fitting metal roof tiles whose prices the hooks' replacement tiles need.
 */
async function mountingMasterData(trx: TenantTransaction, tenantId: string, design: PvDesignContent) {
  const coveringIds = [...new Set(design.faces.filter((face) => face.modules.length > 0 && face.roofCoveringId).map((face) => face.roofCoveringId!))];
  if (coveringIds.length === 0) return { coverings: [], parts: [], rows: [] };
  const coverings = [
    ...(await findPartsOfKind(trx, tenantId, 'roof-tile', coveringIds)),
    ...(await findPartsOfKind(trx, tenantId, 'metal-roof-tile', coveringIds)),
  ];
  const fittingIds = coverings.flatMap((row) => (row.fittingMetalRoofTile ? [row.fittingMetalRoofTile.id] : []));
  const fittingTiles = await findPartsOfKind(trx, tenantId, 'metal-roof-tile', fittingIds);
  const parts = await findAllPartsOfKind(trx, tenantId, 'mounting-part');
  return { coverings, parts, rows: [...fittingTiles, ...parts] };
}

export interface PricedPvOffer {
  designVersion: number;
  offerVersion: number;
  adjustments: PvOfferAdjustments;
  positions: PvOfferPositions;
  design: PvDesignContent;
  parts: QuotePvPart['parts'];
}

/**
 * The quote's PV positions (ADR 0030): the parts list of its design with the company's parts and
 * PV services priced as of `day` from their price history, the planner's adjustments applied, each
 * line at its VAT category. The mounting system is counted by the rule of each face's roof covering
 * from the company's mounting parts (ADR 0034); DC cabling is a PV service of the company (ADR 0030).
 */
export async function pricePvOffer(trx: TenantTransaction, tenantId: string, configurationId: string, day: string): Promise<PricedPvOffer> {
  const { version: designVersion, content: design } = await findDesign(trx, tenantId, configurationId);
  const { version: offerVersion, adjustments } = await findOfferAdjustments(trx, tenantId, configurationId);

  const [module] = design.moduleId ? await findPartsOfKind(trx, tenantId, 'pv-module', [design.moduleId]) : [];
  const inverters = await findPartsOfKind(trx, tenantId, 'inverter', design.inverters.map((entry) => entry.inverterId));
  const [battery] = design.batteryId ? await findPartsOfKind(trx, tenantId, 'battery-storage', [design.batteryId]) : [];
  const [wallbox] = design.wallboxId ? await findPartsOfKind(trx, tenantId, 'wallbox', [design.wallboxId]) : [];
  const [heaterRod] = design.heaterRodId ? await findPartsOfKind(trx, tenantId, 'heater-rod', [design.heaterRodId]) : [];
  const services = isEmpty(design, adjustments) ? [] : await findAllPartsOfKind(trx, tenantId, 'pv-service');
  const mounting = await mountingMasterData(trx, tenantId, design);

  const rows = [module, ...inverters, battery, wallbox, heaterRod, ...services, ...mounting.rows].filter((row): row is PartRow => row !== undefined);
  const prices = await partPrices.asOf(trx, tenantId, rows.map((row) => row.id), day);
  const priced = (row: PartRow) => ({ name: row.name, price: prices.get(row.id) ?? row.price });
  const moduleData = module ? (pvModuleKind.toPart(module) as PvModule) : null;

  const partsList = partsListOf({
    // Without a chosen module no module is counted.
    design: moduleData ? design : { ...design, faces: [] },
    module: moduleData
      ? { ...priced(module!), powerRating: moduleData.powerRating, size: moduleData.size }
      : { name: '', price: 0, powerRating: 0, size: { longer: 0, shorter: 0 } },
    inverters: Object.fromEntries(inverters.map((row) => [row.id, priced(row)])),
    battery: battery ? priced(battery) : null,
    wallbox: wallbox ? priced(wallbox) : null,
    heaterRod: heaterRod ? priced(heaterRod) : null,
    ...mountingFromMasterData(
      mounting.coverings.map((row) => ({
        id: row.id,
        rule: mountingRuleOf(row),
        replacementTile: row.fittingMetalRoofTile ? { name: row.fittingMetalRoofTile.name, price: prices.get(row.fittingMetalRoofTile.id) ?? row.fittingMetalRoofTile.price } : null,
      })),
      mounting.parts.map((row) => {
        const part = mountingPartKind.toPart(row) as MountingPart;
        return { ...priced(row), role: part.role, pieceLengthMm: part.pieceLengthMm };
      }),
    ),
    dcCabling: null,
    services: services.map((row): PartsListService => {
      const service = pvServiceKind.toPart(row) as PvService;
      return { ...priced(row), pricingBasis: service.pricingBasis, partOfPvSystem: service.partOfPvSystem };
    }),
  });

  return {
    designVersion,
    offerVersion,
    adjustments,
    positions: pvOfferPositions(partsList, adjustments),
    design,
    parts: {
      module: module && moduleData ? { id: module.id, name: module.name, powerRating: moduleData.powerRating } : null,
      inverters: inverters.map((row) => ({ id: row.id, name: row.name })),
      battery: battery ? { id: battery.id, name: battery.name, usableCapacity: (batteryStorageKind.toPart(battery) as BatteryStorage).usableCapacity ?? null } : null,
      wallbox: ref(wallbox),
      heaterRod: ref(heaterRod),
    },
  };
}

/**
 * The PV part a quote freezes as of `day` (ADR 0030): its positions without those of amount 0,
 * the design, its parts and its check's findings; `null` when the quote has no PV positions.
 */
export async function quotePvPart(trx: TenantTransaction, tenantId: string, configurationId: string, day: string): Promise<QuotePvPart | null> {
  const offer = await pricePvOffer(trx, tenantId, configurationId, day);
  const lines = offer.positions.lines.filter((line) => line.quantity > 0);
  if (lines.length === 0) return null;
  return {
    moduleCount: offer.positions.moduleCount,
    kwp: offer.positions.kwp,
    conditionsConfirmed: offer.adjustments.conditionsConfirmed,
    entitlement: offer.positions.entitlement,
    lines,
    totals: vatTotals(lines),
    notes: vatNotes(lines),
    priceDay: day,
    designVersion: offer.designVersion,
    offerVersion: offer.offerVersion,
    design: offer.design,
    parts: offer.parts,
    checkResults: await pvDesignCheck(trx, tenantId, offer.design),
  };
}
