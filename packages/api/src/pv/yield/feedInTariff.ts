import { isCalendarDate } from '@planner/api';
import { PvYieldInputError, requireInRange } from './errors';

/**
 * EEG feed-in tariffs for partial feed-in (Teileinspeisung, § 48 Abs. 2 and § 49 EEG 2023) of
 * rooftop systems, in hundredths of a cent per kWh (786 = 7,86 ct/kWh), by the day of commissioning
 * from which they apply: the first 10 kWp of a system at `upTo10Kwp`, the part from 10 to 40 kWp at
 * `from10To40Kwp`. As published by the Bundesnetzagentur ('EEG-Förderung und -Fördersätze'); the
 * last row follows from the statutory half-yearly 1 % degression (ADR 0020).
 */
export const EEG_PARTIAL_FEED_IN_TARIFFS = [
  { validFrom: '2022-07-30', upTo10Kwp: 820, from10To40Kwp: 710, basis: 'published' },
  { validFrom: '2024-02-01', upTo10Kwp: 811, from10To40Kwp: 703, basis: 'published' },
  { validFrom: '2024-08-01', upTo10Kwp: 803, from10To40Kwp: 695, basis: 'published' },
  { validFrom: '2025-02-01', upTo10Kwp: 794, from10To40Kwp: 688, basis: 'published' },
  { validFrom: '2025-08-01', upTo10Kwp: 786, from10To40Kwp: 680, basis: 'published' },
  { validFrom: '2026-02-01', upTo10Kwp: 778, from10To40Kwp: 673, basis: 'published' },
  { validFrom: '2026-08-01', upTo10Kwp: 770, from10To40Kwp: 666, basis: 'statutoryDegression' },
] as const satisfies readonly { validFrom: string; upTo10Kwp: number; from10To40Kwp: number; basis: 'published' | 'statutoryDegression' }[];

/** The first band's upper limit and the table's upper limit in kWp. */
export const FEED_IN_FIRST_BAND_KWP = 10;
export const FEED_IN_MAX_KWP = 40;

export interface FeedInTariff {
  /** The day from which the table row applies. */
  validFrom: string;
  /** Hundredths of a cent per kWh; for a system above 10 kWp the kWp-weighted mix of both bands, unrounded. */
  hundredthCentsPerKwh: number;
}

/**
 * The EEG tariff for partial feed-in of a system of `kwp` commissioned on `date` (yyyy-mm-dd).
 * Above 40 kWp (other bands, direct marketing) or before the EEG 2023 rates there is no entry: it
 * throws `PvYieldInputError`, and the company's own tariff is to be entered.
 */
export function feedInTariffFor(kwp: number, date: string): FeedInTariff {
  requireInRange('kwp', kwp, Number.MIN_VALUE, FEED_IN_MAX_KWP, 'Die EEG-Vergütungstabelle gilt für Anlagen über 0 bis 40 kWp. Bitte geben Sie die Einspeisevergütung an.');
  if (typeof date !== 'string' || !isCalendarDate(date)) throw new PvYieldInputError('date', 'Bitte geben Sie ein gültiges Datum an.');
  const row = EEG_PARTIAL_FEED_IN_TARIFFS.findLast((entry) => entry.validFrom <= date);
  if (!row) throw new PvYieldInputError('date', 'Für Inbetriebnahmen vor dem 30.07.2022 ist keine EEG-Vergütung hinterlegt.');
  return { validFrom: row.validFrom, hundredthCentsPerKwh: weightedTariff(kwp, row) };
}

/** The kWp-weighted mix of both bands for a system of `kwp` (over 0, at most 40), unrounded. */
export function weightedTariff(kwp: number, row: { upTo10Kwp: number; from10To40Kwp: number }): number {
  const firstBandKwp = Math.min(kwp, FEED_IN_FIRST_BAND_KWP);
  const secondBandKwp = kwp - firstBandKwp;
  return (firstBandKwp * row.upTo10Kwp + secondBandKwp * row.from10To40Kwp) / kwp;
}
