import type { ExtraPositions } from '../feature';

let declared: ExtraPositions | null = null;

/** Called by the composition root with the positions a feature declares (the PV offer); at most one does. */
export function installExtraPositions(positions: ExtraPositions | null): void {
  declared = positions;
}

/** The positions other features add to configurations, as the composition root handed them over. */
export const extraPositions = (): ExtraPositions | null => declared;
