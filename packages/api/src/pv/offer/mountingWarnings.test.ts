import { describe, expect, it } from 'vitest';
import type { MountingRule } from './mounting';
import { mountingWarnings, type MountingWarningsInput } from './mountingWarnings';

const modules = [{ id: 'm1', x: 0, y: 0, orientation: 'portrait' as const }];
const hooks: MountingRule = { kind: 'RoofHooks', maxSpacingMm: 1200, hook: { name: 'Dachhaken', price: 890 }, replacementTile: null };
const coverings: MountingWarningsInput['coverings'] = [
  { id: 'tile', name: 'Frankfurter Pfanne', rule: { fixing: 'RoofHooks', maxSpacingMm: 1200 } },
  { id: 'slate', name: 'Schiefer', rule: null },
  { id: 'sheet', name: 'Trapezblech', rule: { fixing: 'MetalRoofClamps', maxSpacingMm: 1000 } },
];
const perModule = { name: 'Montagesystem Ziegeldach', pricingBasis: 'PerModule' as const, partOfPvSystem: true };

const warningsOf = (faces: [string, string | null][], input: Partial<MountingWarningsInput> = {}) =>
  mountingWarnings({
    faces: faces.map(([name, roofCoveringId]) => ({ name, roofCoveringId, modules })),
    coverings,
    mountingRules: { tile: hooks },
    railSystemComplete: true,
    services: [perModule],
    ...input,
  });

describe('mountingWarnings', () => {
  it('names each face whose mounting system is not counted, with the reason', () => {
    const warnings = warningsOf([
      ['Nord', null],
      ['Ost', 'slate'],
      ['West', 'sheet'],
      ['Gaube', 'deleted'],
    ]);
    expect(warnings).toHaveLength(4);
    expect(warnings[0]).toMatch(/^Dachfläche „Nord“: Keine Dacheindeckung gewählt\./);
    expect(warnings[1]).toMatch(/^Dachfläche „Ost“: Die Dacheindeckung „Schiefer“ hat keine Montageregel\./);
    expect(warnings[2]).toMatch(/^Dachfläche „West“: In den Montageteilen fehlt ein Teil der Rolle „Dachklemme \(Blech-\/Trapezdach\)“\./);
    expect(warnings[3]).toMatch(/^Dachfläche „Gaube“: Keine Dacheindeckung gewählt\./);
    for (const warning of warnings) expect(warning).toContain('nicht im Angebot gezählt');
  });

  it('names the missing rail system, and nothing for faces without modules', () => {
    expect(warningsOf([['Süd', 'tile']], { railSystemComplete: false, services: [] })).toEqual([
      'Dachfläche „Süd“: In den Montageteilen fehlen Montageschiene, Schienenverbinder, Endklemme oder Mittelklemme. Das Montagesystem dieser Fläche ist nicht im Angebot gezählt.',
    ]);
    expect(mountingWarnings({ faces: [{ name: 'Leer', roofCoveringId: null, modules: [] }], coverings, mountingRules: {}, railSystemComplete: false, services: [perModule] })).toEqual([]);
  });

  it('warns of a PV service per module beside counted mounting parts, not of flat, per-kWp or non-PV services, nor without counted faces', () => {
    const services = [
      perModule,
      { name: 'Gerüst', pricingBasis: 'Flat' as const, partOfPvSystem: true },
      { name: 'Montage der PV-Anlage', pricingBasis: 'PerKwp' as const, partOfPvSystem: true },
      { name: 'Zählerschrank', pricingBasis: 'PerModule' as const, partOfPvSystem: false },
    ];
    const warnings = warningsOf([['Süd', 'tile']], { services });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Die PV-Dienstleistung „Montagesystem Ziegeldach“ \(je Modul\) wird neben den gezählten Montageteilen berechnet\. Enthält sie das Montagesystem, ist es doppelt im Angebot/);
    expect(warningsOf([['Nord', null]], { services })).toHaveLength(1);
  });
});
