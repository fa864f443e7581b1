import { addDays } from '../dates';

/**
 * The base rate of § 247 BGB from a day on, in basis points (127 = 1,27 %), as published by the
 * Deutsche Bundesbank; negative rates are possible (−0,88 % from 2016-07-01 to 2022-12-31).
 */
export interface BaseRate {
  validFrom: string;
  basisPoints: number;
}

/**
 * The base rates as published by the Deutsche Bundesbank ('Basiszinssatz nach § 247 BGB',
 * press releases and Bundesanzeiger, docs/adr/0024) from the last change before 2023 on: every
 * company starts with these and adds each new rate from its publication on.
 */
export const PUBLISHED_BASE_RATES: readonly BaseRate[] = [
  { validFrom: '2016-07-01', basisPoints: -88 },
  { validFrom: '2023-01-01', basisPoints: 162 },
  { validFrom: '2023-07-01', basisPoints: 312 },
  { validFrom: '2024-01-01', basisPoints: 362 },
  { validFrom: '2024-07-01', basisPoints: 337 },
  { validFrom: '2025-01-01', basisPoints: 227 },
  { validFrom: '2025-07-01', basisPoints: 127 },
  { validFrom: '2026-01-01', basisPoints: 127 },
];

export const DEBTOR_KINDS = ['Consumer', 'Business'] as const;
export type DebtorKind = (typeof DEBTOR_KINDS)[number];
export const DEBTOR_KIND_LABELS: Record<DebtorKind, string> = { Consumer: 'Verbraucher', Business: 'Unternehmer' };

/** Percentage points above the base rate, § 288 Abs. 1 (a consumer takes part) and Abs. 2 BGB (none does), in basis points. */
export const INTEREST_MARGIN_BASIS_POINTS: Record<DebtorKind, number> = { Consumer: 500, Business: 900 };

/** A stretch of days at one rate. */
export interface InterestPeriod {
  from: string;
  to: string;
  days: number;
  /** Base rate plus margin, in basis points. */
  basisPoints: number;
}

export interface DefaultInterest {
  /** In cents, rounded once, half up, from the exact sum of all periods. */
  cents: number;
  periods: InterestPeriod[];
}

const dayNumber = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000;

/** Days in the year of `day`: 366 in a leap year. */
const yearLength = (day: string) => {
  const year = Number(day.slice(0, 4));
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 366 : 365;
};

/** Splits `from`…`to` (both counted) at every base rate change and every new year. */
function periodsOf(from: string, to: string, rates: readonly BaseRate[], margin: number): InterestPeriod[] {
  const sorted = [...rates].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  const periods: InterestPeriod[] = [];
  let start = from;
  while (start <= to) {
    const current = sorted.filter((rate) => rate.validFrom <= start).at(-1);
    const nextChange = sorted.find((rate) => rate.validFrom > start)?.validFrom;
    const nextYear = `${Number(start.slice(0, 4)) + 1}-01-01`;
    const endBefore = [nextChange, nextYear, addDays(to, 1)].filter((day): day is string => day !== undefined).sort()[0]!;
    const end = addDays(endBefore, -1);
    periods.push({ from: start, to: end, days: dayNumber(end) - dayNumber(start) + 1, basisPoints: (current?.basisPoints ?? 0) + margin });
    start = endBefore;
  }
  return periods;
}

/**
 * Default interest (§ 288 BGB) on `amount` cents for the days `from` to `to`, both counted: per
 * day the rate in force that day (base rate plus 5 or 9 points), a year's interest shared out over
 * the days of its calendar year (365 or 366). The exact sum of all periods is rounded once to whole
 * cents, half up; a rate below zero counts as zero (§ 288 BGB asks for no negative interest).
 * Integer arithmetic throughout (BigInt), so no binary fraction rounds a cent.
 */
export function defaultInterest(amount: number, from: string, to: string, rates: readonly BaseRate[], debtor: DebtorKind): DefaultInterest {
  if (amount <= 0 || to < from) return { cents: 0, periods: [] };
  const periods = periodsOf(from, to, rates, INTEREST_MARGIN_BASIS_POINTS[debtor]);
  // Common denominator of every period: 10 000 basis points × 365 × 366.
  const denominator = 10_000n * 365n * 366n;
  const numerator = periods.reduce((sum, period) => {
    const perYear = denominator / (10_000n * BigInt(yearLength(period.from)));
    return sum + BigInt(amount) * BigInt(Math.max(period.basisPoints, 0)) * BigInt(period.days) * perYear;
  }, 0n);
  const cents = (numerator * 2n + denominator) / (2n * denominator);
  return { cents: Number(cents), periods };
}
