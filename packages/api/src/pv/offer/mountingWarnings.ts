import type { CoveringMountingRule } from '../coveringMountingRule';
import type { RoofFace } from '../design/schemas';
import type { PvServicePricingBasis } from '../serviceSchemas';
import type { MountingRule } from './mounting';

export interface MountingWarningsInput {
  /** The design's faces as counted (none while no module is chosen). */
  faces: readonly Pick<RoofFace, 'name' | 'roofCoveringId' | 'modules'>[];
  /** The roof coverings the faces name, as found in master data. */
  coverings: readonly { id: string; name: string; rule: CoveringMountingRule | null }[];
  /** What `mountingFromMasterData` made of them. */
  mountingRules: Readonly<Record<string, MountingRule>>;
  railSystemComplete: boolean;
  /** The PV services the quote prices. */
  services: readonly { name: string; pricingBasis: PvServicePricingBasis; partOfPvSystem: boolean }[];
}

const notCounted = 'Das Montagesystem dieser Fläche ist nicht im Angebot gezählt.';

/**
 * Why a face's mounting system is not counted (ADR 0034: no covering, no rule, no fixing part, no
 * complete rail system), one warning per face with modules, and for each PV service priced per
 * module beside counted mounting parts the reminder that a service covering the mounting system
 * charges it twice.
 */
export function mountingWarnings({ faces, coverings, mountingRules, railSystemComplete, services }: MountingWarningsInput): string[] {
  const byId = new Map(coverings.map((covering) => [covering.id, covering]));
  const warnings: string[] = [];
  let counted = false;
  for (const face of faces) {
    if (face.modules.length === 0) continue;
    const covering = face.roofCoveringId ? byId.get(face.roofCoveringId) : undefined;
    const prefix = `Dachfläche „${face.name}“:`;
    if (!covering) {
      warnings.push(`${prefix} Keine Dacheindeckung gewählt. ${notCounted} Wählen Sie die Dacheindeckung in der PV-Anlage.`);
    } else if (!covering.rule) {
      warnings.push(`${prefix} Die Dacheindeckung „${covering.name}“ hat keine Montageregel. ${notCounted} Legen Sie die Regel in den Stammdaten der Dacheindeckung fest.`);
    } else if (!mountingRules[covering.id]) {
      const part = covering.rule.fixing === 'RoofHooks' ? 'Dachhaken' : 'Dachklemme (Blech-/Trapezdach)';
      warnings.push(`${prefix} In den Montageteilen fehlt ein Teil der Rolle „${part}“. ${notCounted}`);
    } else if (!railSystemComplete) {
      warnings.push(`${prefix} In den Montageteilen fehlen Montageschiene, Schienenverbinder, Endklemme oder Mittelklemme. ${notCounted}`);
    } else {
      counted = true;
    }
  }
  if (counted) {
    for (const service of services) {
      if (service.pricingBasis !== 'PerModule' || !service.partOfPvSystem) continue;
      warnings.push(
        `Die PV-Dienstleistung „${service.name}“ (je Modul) wird neben den gezählten Montageteilen berechnet. Enthält sie das Montagesystem, ist es doppelt im Angebot: Löschen Sie sie in den Stammdaten oder setzen Sie ihre Menge hier auf 0.`,
      );
    }
  }
  return warnings;
}
