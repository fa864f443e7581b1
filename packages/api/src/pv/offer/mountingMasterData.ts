import type { CoveringMountingRule } from '../coveringMountingRule';
import type { MountingPartRole } from '../mountingPartSchemas';
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
  const byRole = new Map<MountingPartRole, PricedMountingPart>();
  for (const part of parts) if (!byRole.has(part.role)) byRole.set(part.role, part);
  const priced = (part: PricedMountingPart): PricedPart => ({ name: part.name, price: part.price });

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
