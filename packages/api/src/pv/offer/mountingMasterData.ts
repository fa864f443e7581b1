import type { CoveringMountingRule } from '../coveringMountingRule';
import type { MountingPartRole } from '../mountingPartSchemas';
import type { DcCablingInput } from './dcCabling';
import type { MountingRule, PricedPart, RailSystem } from './mounting';

/** A roof covering of the master data with its rule and, for a tile, the metal roof tile put in at each hook. */
export interface MountingCovering {
  id: string;
  rule: CoveringMountingRule | null;
  replacementTile: PricedPart | null;
}

/** A mounting part of the master data with its price as of the quote's day. */
export interface PricedMountingPart extends PricedPart {
  role: MountingPartRole;
  /** mm of a rail piece; null for other roles. */
  pieceLengthMm: number | null;
}

/** Of several parts of one role the first. */
function firstByRole(parts: readonly PricedMountingPart[]): Map<MountingPartRole, PricedMountingPart> {
  const byRole = new Map<MountingPartRole, PricedMountingPart>();
  for (const part of parts) if (!byRole.has(part.role)) byRole.set(part.role, part);
  return byRole;
}

const priced = (part: PricedMountingPart): PricedPart => ({ name: part.name, price: part.price });

/** The roles the DC cabling needs (ADR 0030): the solar cable per metre and the connector pair. */
export const DC_CABLING_ROLES = ['DcCable', 'DcConnectorPair'] as const satisfies readonly MountingPartRole[];
export type DcCablingRole = (typeof DC_CABLING_ROLES)[number];

/**
 * The DC cable and connector pair of the master data (the first of each role in `parts`) with the
 * quote's cable run, for `partsListOf`; `missing` names the roles the company has no part of, and
 * then nothing is counted rather than the cable without its connectors or the other way round.
 */
export function dcCablingFromMasterData(
  parts: readonly PricedMountingPart[],
  runMetres: number,
): { dcCabling: DcCablingInput | null; missing: DcCablingRole[] } {
  const byRole = firstByRole(parts);
  const cable = byRole.get('DcCable');
  const connector = byRole.get('DcConnectorPair');
  const missing = DC_CABLING_ROLES.filter((role) => !byRole.has(role));
  return {
    dcCabling: cable && connector ? { runMetres, cablePerMetre: priced(cable), connectorPair: priced(connector) } : null,
    missing,
  };
}

/**
 * The mounting rules by covering and the rail system from the master data (ADR 0034), for
 * `partsListOf`. Of several parts of one role the first in `parts` is used (the server passes
 * them by name). A covering whose fixing part is missing gets no rule, and without rail, rail
 * connector, end and middle clamp there is no rail system: those faces' mounting is not counted
 * (and named in `facesWithoutMountingRule`) rather than priced incompletely.
 */
export function mountingFromMasterData(
  coverings: readonly MountingCovering[],
  parts: readonly PricedMountingPart[],
): { mountingRules: Record<string, MountingRule>; railSystem: RailSystem | null } {
  const byRole = firstByRole(parts);

  const mountingRules: Record<string, MountingRule> = {};
  for (const covering of coverings) {
    if (!covering.rule) continue;
    const { fixing, maxSpacingMm } = covering.rule;
    const fixingPart = byRole.get(fixing === 'RoofHooks' ? 'RoofHook' : 'MetalRoofClamp');
    if (!fixingPart) continue;
    mountingRules[covering.id] =
      fixing === 'RoofHooks'
        ? { kind: 'RoofHooks', maxSpacingMm, hook: priced(fixingPart), replacementTile: covering.replacementTile }
        : { kind: 'MetalRoofClamps', maxSpacingMm, clamp: priced(fixingPart) };
  }

  const rail = byRole.get('Rail');
  const railConnector = byRole.get('RailConnector');
  const endClamp = byRole.get('EndClamp');
  const middleClamp = byRole.get('MiddleClamp');
  const railSystem =
    rail?.pieceLengthMm && railConnector && endClamp && middleClamp
      ? {
          railPieceLengthMm: rail.pieceLengthMm,
          railPiece: priced(rail),
          railConnector: priced(railConnector),
          endClamp: priced(endClamp),
          middleClamp: priced(middleClamp),
        }
      : null;
  return { mountingRules, railSystem };
}
