import { type QuotePvPart, vatNotes, vatTotals } from '@planner/api';
import {
  mountingWarnings,
  pvOfferPositions,
  type BatteryStorage,
  type PvDesignContent,
  type PvOfferAdjustments,
  type PvOfferPositions,
} from '@planner/api/pv';
import type { TenantTransaction } from '../../db/scopes';
import { pvDesignCheck } from '../design/designProblems';
import { findDesign } from '../design/repository';
import { batteryStorageKind } from '../partKinds';
import { findAllPartsOfKind, findPartsOfKind, partPrices, type PartRow } from '../partRepository';
import { coveringIdsOf, isEmptyOffer, moduleDataOf, needsMountingParts, offerPartsList } from './offerPartsList';
import { findOfferAdjustments } from './repository';

const ref = (row: PartRow | undefined) => (row ? { id: row.id, name: row.name } : null);

/**
 * The roof coverings the design's faces with modules name and the company's mounting parts (by
 * name, the DC cable and connectors among them), with the fitting metal roof tiles whose prices the
 * hooks' replacement tiles need.
 */
async function mountingMasterData(trx: TenantTransaction, tenantId: string, design: PvDesignContent) {
  if (!needsMountingParts(design)) return { coverings: [], parts: [], rows: [] };
  const coveringIds = coveringIdsOf(design);
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
  /** Faces whose mounting system is not counted, and services that may charge it twice (ADR 0034). */
  mountingWarnings: string[];
  /** Why the DC cable and connectors are not counted, or only in part (ADR 0030). */
  dcCablingWarnings: string[];
  design: PvDesignContent;
  parts: QuotePvPart['parts'];
}

/**
 * The quote's PV positions (ADR 0030): the parts list of its design (`offerPartsList`) with the
 * company's parts and PV services priced as of `day` from their price history, the planner's
 * adjustments applied, each line at its VAT category.
 */
export async function pricePvOffer(trx: TenantTransaction, tenantId: string, configurationId: string, day: string): Promise<PricedPvOffer> {
  const { version: designVersion, content: design } = await findDesign(trx, tenantId, configurationId);
  const { version: offerVersion, adjustments } = await findOfferAdjustments(trx, tenantId, configurationId);

  const [module] = design.moduleId ? await findPartsOfKind(trx, tenantId, 'pv-module', [design.moduleId]) : [];
  const inverters = await findPartsOfKind(trx, tenantId, 'inverter', design.inverters.map((entry) => entry.inverterId));
  const [battery] = design.batteryId ? await findPartsOfKind(trx, tenantId, 'battery-storage', [design.batteryId]) : [];
  const [wallbox] = design.wallboxId ? await findPartsOfKind(trx, tenantId, 'wallbox', [design.wallboxId]) : [];
  const [heaterRod] = design.heaterRodId ? await findPartsOfKind(trx, tenantId, 'heater-rod', [design.heaterRodId]) : [];
  const services = isEmptyOffer(design, adjustments) ? [] : await findAllPartsOfKind(trx, tenantId, 'pv-service');
  const mounting = await mountingMasterData(trx, tenantId, design);

  const rows = [module, ...inverters, battery, wallbox, heaterRod, ...services, ...mounting.rows].filter((row): row is PartRow => row !== undefined);
  const prices = await partPrices.asOf(trx, tenantId, rows.map((row) => row.id), day);
  const { partsList, services: priced, mounting: mountingSources, dcCablingWarnings } = offerPartsList({
    design, adjustments, module, inverters, battery, wallbox, heaterRod, services,
    coverings: mounting.coverings, mountingParts: mounting.parts, prices,
  });
  const moduleData = moduleDataOf(module);
  const positions = pvOfferPositions(partsList, adjustments);
  const quoted = new Set(positions.lines.filter((line) => line.group === 'Service' && line.quantity > 0).map((line) => line.name));

  return {
    designVersion,
    offerVersion,
    adjustments,
    positions,
    mountingWarnings: mountingWarnings({ ...mountingSources, services: priced.filter((service) => quoted.has(service.name)) }),
    dcCablingWarnings,
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
