import { type LineVatCategory, vatNotes, vatTotals, type VatTotals } from '@planner/api';

/** Up to this installed power the conditions of § 12 Abs. 3 Nr. 1 UStG count as met (Satz 2). */
export const PV_ZERO_RATE_DEEMED_MET_UP_TO_KWP = 30;

/**
 * What the planner confirms for the zero rate (ADR 0028): the customer operates the system as a
 * private person and it stands on or near a residential building (§ 12 Abs. 3 Nr. 1 UStG).
 */
export interface PvZeroRateConfirmation {
  conditionsConfirmed: boolean;
}

export interface PvZeroRateEntitlement {
  entitled: boolean;
  /** Why, in German, for the planner and the quote. */
  reason: string;
}

/**
 * Whether the PV system's lines may be at 0 %. Only with the planner's confirmation; up to 30 kWp
 * the law deems the conditions met, which the reason says so that the planner can confirm them.
 */
export function pvZeroRateEntitlement(confirmation: PvZeroRateConfirmation, kwp: number): PvZeroRateEntitlement {
  const deemedMet = kwp <= PV_ZERO_RATE_DEEMED_MET_UP_TO_KWP;
  if (!confirmation.conditionsConfirmed) {
    return {
      entitled: false,
      reason: deemedMet
        ? `Die Voraussetzungen des § 12 Abs. 3 UStG sind nicht bestätigt, obwohl sie bis ${PV_ZERO_RATE_DEEMED_MET_UP_TO_KWP} kWp als erfüllt gelten: alle Positionen mit 19 %.`
        : 'Die Voraussetzungen des § 12 Abs. 3 UStG sind nicht bestätigt: alle Positionen mit 19 %.',
    };
  }
  return {
    entitled: true,
    reason: deemedMet
      ? `Bis ${PV_ZERO_RATE_DEEMED_MET_UP_TO_KWP} kWp gelten die Voraussetzungen als erfüllt (§ 12 Abs. 3 Nr. 1 Satz 2 UStG): PV-Anlage mit 0 %.`
      : 'Vom Planer bestätigt: Privatkunde, Anlage auf oder in der Nähe eines Wohngebäudes (§ 12 Abs. 3 Nr. 1 UStG): PV-Anlage mit 0 %.',
  };
}

/**
 * The VAT category of each line: 0 % for the PV system (modules, inverter, storage, mounting and
 * their installation) when entitled, 19 % for everything else (wallbox, heater rod, meter cabinet
 * work) and for every line when not entitled. Rates and sums come from the one tax module.
 */
export function classifyPvLines<L extends { partOfPvSystem: boolean; netAmount: number }>(
  lines: readonly L[],
  entitlement: Pick<PvZeroRateEntitlement, 'entitled'>,
): { lines: (L & { vatCategory: LineVatCategory })[]; totals: VatTotals; notes: string[] } {
  const classified = lines.map((line) => ({
    ...line,
    vatCategory: (entitlement.entitled && line.partOfPvSystem ? 'PvZeroRate' : 'Standard') as LineVatCategory,
  }));
  return { lines: classified, totals: vatTotals(classified), notes: vatNotes(classified) };
}
