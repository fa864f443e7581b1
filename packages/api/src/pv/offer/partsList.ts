import { lineNetAmount } from '@planner/api';
import type { PvDesignContent } from '../design/schemas';
import type { PvServicePricingBasis } from '../serviceSchemas';
import { countDcCabling, type DcCablingCount, type DcCablingInput } from './dcCabling';
import { countMounting, moduleRows, type MountingRule, type PricedPart, type RailSystem } from './mounting';

export const PARTS_LIST_GROUPS = ['Module', 'Inverter', 'Battery', 'Mounting', 'DcCabling', 'Wallbox', 'HeaterRod', 'Service'] as const;
export type PartsListGroup = (typeof PARTS_LIST_GROUPS)[number];
export type PartsListUnit = 'Stk' | 'm' | 'kWp' | 'psch';

/** One position of the quote computed from a design. */
export interface PartsListLine {
  group: PartsListGroup;
  name: string;
  /** Whole pieces or metres; kWp with three decimals. */
  quantity: number;
  unit: PartsListUnit;
  /** Cents per unit. */
  unitPrice: number;
  /** Cents, `quantity × unitPrice` rounded to the cent by the tax module. */
  netAmount: number;
  /** Belongs to the PV system in the sense of § 12 Abs. 3 UStG (ADR 0028); wallbox and heater rod do not. */
  partOfPvSystem: boolean;
}

export interface PartsListService extends PricedPart {
  pricingBasis: PvServicePricingBasis;
  partOfPvSystem: boolean;
}

/** The design and the parts chosen for it, each with its current price in cents. */
export interface PartsListInput {
  design: Pick<PvDesignContent, 'faces' | 'inverters' | 'strings'>;
  module: PricedPart & { powerRating: number; size: { longer: number; shorter: number } };
  /** By master data id, for the design's `inverters[].inverterId`. */
  inverters: Readonly<Record<string, PricedPart>>;
  battery: PricedPart | null;
  wallbox: PricedPart | null;
  heaterRod: PricedPart | null;
  /** By the faces' `roofCoveringId`. */
  mountingRules: Readonly<Record<string, MountingRule>>;
  /** `null` while the rail system is not priced as parts: then every face's mounting is left out. */
  railSystem: RailSystem | null;
  /** `null` while cable and connectors are not priced as parts: then no DC cabling lines. */
  dcCabling: DcCablingInput | null;
  services: readonly PartsListService[];
}

export interface PartsList {
  moduleCount: number;
  /** Three decimals. */
  kwp: number;
  lines: PartsListLine[];
  /** Faces whose covering has no mounting rule, by name: their mounting is left out. */
  facesWithoutMountingRule: string[];
  /** The DC cabling as counted; `null` without cable and connectors in `dcCabling`. */
  dcCabling: DcCablingCount | null;
}

const line = (group: PartsListGroup, part: PricedPart, quantity: number, unit: PartsListUnit, partOfPvSystem = true): PartsListLine => ({
  group,
  name: part.name,
  quantity,
  unit,
  unitPrice: part.price,
  netAmount: lineNetAmount(quantity, part.price),
  partOfPvSystem,
});

/** kWp of `count` modules of `powerRating` W, exact to the watt. */
export const kwpOf = (count: number, powerRating: number) => Math.round(count * powerRating) / 1000;

function mountingLines(input: PartsListInput): { lines: PartsListLine[]; facesWithoutMountingRule: string[] } {
  const lines: PartsListLine[] = [];
  const facesWithoutMountingRule: string[] = [];
  const { railSystem } = input;
  const totals = { railPieces: 0, railConnectors: 0, endClamps: 0, middleClamps: 0 };
  const fixings = new Map<string, { part: PricedPart; count: number }>();
  const addFixing = (part: PricedPart, count: number) => {
    const key = `${part.name}\u0000${part.price}`;
    fixings.set(key, { part, count: (fixings.get(key)?.count ?? 0) + count });
  };
  for (const face of input.design.faces) {
    if (face.modules.length === 0) continue;
    const rule = face.roofCoveringId ? input.mountingRules[face.roofCoveringId] : undefined;
    if (!rule || !railSystem) {
      facesWithoutMountingRule.push(face.name);
      continue;
    }
    const counts = countMounting(moduleRows(face, input.module.size), rule.maxSpacingMm, railSystem.railPieceLengthMm);
    totals.railPieces += counts.railPieces;
    totals.railConnectors += counts.railConnectors;
    totals.endClamps += counts.endClamps;
    totals.middleClamps += counts.middleClamps;
    if (rule.kind === 'RoofHooks') {
      addFixing(rule.hook, counts.fixings);
      if (rule.replacementTile) addFixing(rule.replacementTile, counts.fixings);
    } else {
      addFixing(rule.clamp, counts.fixings);
    }
  }
  for (const { part, count } of fixings.values()) lines.push(line('Mounting', part, count, 'Stk'));
  if (!railSystem) return { lines, facesWithoutMountingRule };
  const rail = [
    [railSystem.railPiece, totals.railPieces],
    [railSystem.railConnector, totals.railConnectors],
    [railSystem.endClamp, totals.endClamps],
    [railSystem.middleClamp, totals.middleClamps],
  ] as const;
  for (const [part, count] of rail) if (count > 0) lines.push(line('Mounting', part, count, 'Stk'));
  return { lines, facesWithoutMountingRule };
}

function serviceQuantity(basis: PvServicePricingBasis, moduleCount: number, kwp: number): { quantity: number; unit: PartsListUnit } {
  switch (basis) {
    case 'Flat':
      return { quantity: 1, unit: 'psch' };
    case 'PerModule':
      return { quantity: moduleCount, unit: 'Stk' };
    case 'PerKwp':
      return { quantity: kwp, unit: 'kWp' };
  }
}

/**
 * The quote positions of a design (ADR 0028): modules, inverters, battery, the mounting system
 * counted per face from its module rows and its covering's rule, DC cable and connectors per
 * string with the site's cable run and the cable on the roof from the layout, wallbox and heater rod where chosen, and the services by their pricing basis.
 */
export function partsListOf(input: PartsListInput): PartsList {
  const moduleCount = input.design.faces.reduce((sum, face) => sum + face.modules.length, 0);
  const kwp = kwpOf(moduleCount, input.module.powerRating);
  const lines: PartsListLine[] = [];
  if (moduleCount > 0) lines.push(line('Module', input.module, moduleCount, 'Stk'));

  const inverterCounts = new Map<string, number>();
  for (const { inverterId } of input.design.inverters) inverterCounts.set(inverterId, (inverterCounts.get(inverterId) ?? 0) + 1);
  for (const [inverterId, count] of inverterCounts) {
    const inverter = input.inverters[inverterId];
    if (inverter) lines.push(line('Inverter', inverter, count, 'Stk'));
  }
  if (input.battery) lines.push(line('Battery', input.battery, 1, 'Stk'));

  const mounting = mountingLines(input);
  lines.push(...mounting.lines);

  const dcCabling = input.dcCabling && countDcCabling(input.design.faces, input.design.strings, input.module.size, input.dcCabling.runMetres);
  if (input.dcCabling && dcCabling && dcCabling.strings > 0) {
    if (dcCabling.cableMetres > 0) lines.push(line('DcCabling', input.dcCabling.cablePerMetre, dcCabling.cableMetres, 'm'));
    lines.push(line('DcCabling', input.dcCabling.connectorPair, dcCabling.connectorPairs, 'Stk'));
  }

  if (input.wallbox) lines.push(line('Wallbox', input.wallbox, 1, 'Stk', false));
  if (input.heaterRod) lines.push(line('HeaterRod', input.heaterRod, 1, 'Stk', false));

  for (const service of input.services) {
    const { quantity, unit } = serviceQuantity(service.pricingBasis, moduleCount, kwp);
    lines.push(line('Service', service, quantity, unit, service.partOfPvSystem));
  }
  return { moduleCount, kwp, lines, facesWithoutMountingRule: mounting.facesWithoutMountingRule, dcCabling };
}
