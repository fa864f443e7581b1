import * as v from 'valibot';

/**
 * How modules are fixed on a roof covering (ADR 0034): roof hooks (on tiles, slate, shingles) or
 * clamps on the seams or ribs of a metal or trapezoidal sheet roof, at most `maxSpacingMm` apart
 * along each rail. The spacing is the mounting system's static table's value for the roof.
 */
export const ROOF_FIXINGS = ['RoofHooks', 'MetalRoofClamps'] as const;
export type RoofFixing = (typeof ROOF_FIXINGS)[number];
export const ROOF_FIXING_LABELS: Record<RoofFixing, string> = {
  RoofHooks: 'Dachhaken',
  MetalRoofClamps: 'Klemmen für Blech- und Trapezdach',
};

export const MIN_FIXING_SPACING_MM = 300;
export const MAX_FIXING_SPACING_MM = 3000;
export const MSG_ROOF_FIXING = 'Bitte wählen Sie die Befestigung auf dem Dach aus.';
export const MSG_FIXING_SPACING = `Bitte geben Sie einen Abstand von ${MIN_FIXING_SPACING_MM} bis ${MAX_FIXING_SPACING_MM} mm in ganzen Millimetern ein.`;

export const CoveringMountingRuleSchema = v.object({
  fixing: v.picklist(ROOF_FIXINGS, MSG_ROOF_FIXING),
  maxSpacingMm: v.pipe(
    v.number(MSG_FIXING_SPACING),
    v.integer(MSG_FIXING_SPACING),
    v.minValue(MIN_FIXING_SPACING_MM, MSG_FIXING_SPACING),
    v.maxValue(MAX_FIXING_SPACING_MM, MSG_FIXING_SPACING),
  ),
});
export type CoveringMountingRule = v.InferOutput<typeof CoveringMountingRuleSchema>;

/** A covering saved before it had a rule, or without one, has `null`: its faces' mounting is not counted. */
export const OptionalMountingRule = v.optional(v.nullable(CoveringMountingRuleSchema), null);

/** 'Dachhaken, höchstens 1.200 mm Abstand', as lists, detail pages and exports name a rule. */
export const mountingRuleText = (rule: CoveringMountingRule | null) =>
  rule ? `${ROOF_FIXING_LABELS[rule.fixing]}, höchstens ${rule.maxSpacingMm.toLocaleString('de-DE')} mm Abstand` : 'Keine Montageregel';
