import { MOUNTING_PART_ROLE_LABELS } from '../mountingPartSchemas';
import type { DcCablingCount } from './dcCabling';
import type { DcCablingRole } from './mountingMasterData';

export interface DcCablingWarningsInput {
  /** The count of the design's strings (with or without parts to price them). */
  count: Pick<DcCablingCount, 'strings' | 'stepsBetweenFaces'>;
  /** The roles of `DC_CABLING_ROLES` the company has no mounting part of. */
  missing: readonly DcCablingRole[];
}

const quoted = (labels: readonly string[]) => labels.map((label) => `„${label}“`).join(' und ');

/**
 * Why the DC cable and connectors of a design with strings are not counted (a role missing in the
 * mounting parts), and that the way of a string from one roof face to another has no cable length
 * in the count (ADR 0030).
 */
export function dcCablingWarnings({ count, missing }: DcCablingWarningsInput): string[] {
  if (count.strings === 0) return [];
  if (missing.length > 0) {
    const roles = quoted(missing.map((role) => MOUNTING_PART_ROLE_LABELS[role]));
    return [
      `Die DC-Verkabelung ist nicht im Angebot gezählt: In den Montageteilen fehlt ein Teil der ${missing.length === 1 ? 'Rolle' : 'Rollen'} ${roles}. Legen Sie ${missing.length === 1 ? 'es' : 'sie'} in den Stammdaten an.`,
    ];
  }
  if (count.stepsBetweenFaces === 0) return [];
  const ways = count.stepsBetweenFaces === 1 ? 'Ein Leitungsweg' : `${count.stepsBetweenFaces} Leitungswege`;
  return [
    `${ways} eines Strings von einer Dachfläche zur anderen ${count.stepsBetweenFaces === 1 ? 'ist' : 'sind'} ohne Kabellänge gezählt. Ergänzen Sie die Menge des Solarkabels um ${count.stepsBetweenFaces === 1 ? 'diesen Weg' : 'diese Wege'}.`,
  ];
}
