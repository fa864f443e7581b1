import {
  countDcCabling,
  dcCablingFromMasterData,
  dcCablingWarnings,
  mountingFromMasterData,
  partsListOf,
  type MountingPart,
  type MountingWarningsInput,
  type PartsList,
  type PartsListService,
  type PvDesignContent,
  type PvModule,
  type PvOfferAdjustments,
  type PvService,
} from '@planner/api/pv';
import { mountingPartKind, mountingRuleOf, pvModuleKind, pvServiceKind } from '../partKinds';
import type { PartRow } from '../partRepository';

/** What a quote's PV positions are computed from: its design and adjustments and the company's parts, priced as of one day. */
export interface PvOfferSources {
  design: PvDesignContent;
  adjustments: PvOfferAdjustments;
  module: PartRow | undefined;
  inverters: readonly PartRow[];
  battery: PartRow | undefined;
  wallbox: PartRow | undefined;
  heaterRod: PartRow | undefined;
  /** Every PV service of the company by name; none for an empty design. */
  services: readonly PartRow[];
  /** The roof coverings of `coveringIdsOf(design)`. */
  coverings: readonly PartRow[];
  /** Every mounting part of the company by name; none when `needsMountingParts` is false. */
  mountingParts: readonly PartRow[];
  /** Prices as of the day by part id, the coverings' fitting metal roof tiles included. */
  prices: ReadonlyMap<string, number>;
}

/** A design without modules, inverters or chosen extras and without free lines has no PV positions. */
export const isEmptyOffer = (design: PvDesignContent, adjustments: PvOfferAdjustments) =>
  design.faces.every((face) => face.modules.length === 0) &&
  design.inverters.length === 0 &&
  !design.batteryId &&
  !design.wallboxId &&
  !design.heaterRodId &&
  adjustments.freeLines.length === 0;

/** The roof coverings the design's faces with modules name. */
export const coveringIdsOf = (design: PvDesignContent) => [
  ...new Set(design.faces.filter((face) => face.modules.length > 0 && face.roofCoveringId).map((face) => face.roofCoveringId!)),
];

/** Mounting parts count for faces with modules on a covering and for strings with modules (DC cabling). */
export const needsMountingParts = (design: PvDesignContent) =>
  coveringIdsOf(design).length > 0 || design.strings.some((string) => string.moduleIds.length > 0);

/** The module's data as the parts list needs it; `null` without a chosen module. */
export const moduleDataOf = (module: PartRow | undefined) => (module ? (pvModuleKind.toPart(module) as PvModule) : null);

/**
 * The parts list of the quote's design (ADR 0028): the parts and services priced as of the day,
 * the mounting system counted by the rule of each face's roof covering from the company's
 * mounting parts (ADR 0034), the DC cable and connectors per string from its mounting parts with
 * the quote's cable run from the roof to the inverter (ADR 0030).
 */
export function offerPartsList(sources: PvOfferSources): {
  partsList: PartsList;
  services: PartsListService[];
  /** What `mountingWarnings` needs besides the services. */
  mounting: Omit<MountingWarningsInput, 'services'>;
  /** Why the DC cabling is not counted, or only in part. */
  dcCablingWarnings: string[];
} {
  const { design, module, prices } = sources;
  const priced = (row: PartRow) => ({ name: row.name, price: prices.get(row.id) ?? row.price });
  const moduleData = moduleDataOf(module);
  // Without a chosen module no module is counted.
  const faces = moduleData ? design.faces : [];
  const coverings = sources.coverings.map((row) => ({ id: row.id, name: row.name, rule: mountingRuleOf(row) }));
  const mountingParts = sources.mountingParts.map((row) => {
    const part = mountingPartKind.toPart(row) as MountingPart;
    return { ...priced(row), role: part.role, pieceLengthMm: part.pieceLengthMm };
  });
  const { mountingRules, railSystem } = mountingFromMasterData(
    sources.coverings.map((row) => ({
      id: row.id,
      rule: mountingRuleOf(row),
      replacementTile: row.fittingMetalRoofTile ? { name: row.fittingMetalRoofTile.name, price: prices.get(row.fittingMetalRoofTile.id) ?? row.fittingMetalRoofTile.price } : null,
    })),
    mountingParts,
  );
  const dc = dcCablingFromMasterData(mountingParts, sources.adjustments.dcCableRunMetres);
  const services = sources.services.map((row): PartsListService => {
    const service = pvServiceKind.toPart(row) as PvService;
    return { ...priced(row), pricingBasis: service.pricingBasis, partOfPvSystem: service.partOfPvSystem };
  });
  const moduleSize = moduleData?.size ?? { longer: 0, shorter: 0 };
  const partsList = partsListOf({
    design: { ...design, faces },
    module: moduleData ? { ...priced(module!), powerRating: moduleData.powerRating, size: moduleSize } : { name: '', price: 0, powerRating: 0, size: moduleSize },
    inverters: Object.fromEntries(sources.inverters.map((row) => [row.id, priced(row)])),
    battery: sources.battery ? priced(sources.battery) : null,
    wallbox: sources.wallbox ? priced(sources.wallbox) : null,
    heaterRod: sources.heaterRod ? priced(sources.heaterRod) : null,
    mountingRules,
    railSystem,
    dcCabling: dc.dcCabling,
    services,
  });
  const dcCount = partsList.dcCabling ?? countDcCabling(faces, design.strings, moduleSize, 0);
  return {
    partsList,
    services,
    mounting: { faces, coverings, mountingRules, railSystemComplete: railSystem !== null },
    dcCablingWarnings: dcCablingWarnings({ count: dcCount, missing: dc.missing }),
  };
}
