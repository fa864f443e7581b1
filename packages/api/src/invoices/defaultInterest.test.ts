import { describe, expect, it } from 'vitest';
import { defaultInterest, PUBLISHED_BASE_RATES } from './defaultInterest';

describe('the base rate of § 247 BGB', () => {
  it('is taken as the Deutsche Bundesbank published it (docs/adr/0024)', () => {
    expect(PUBLISHED_BASE_RATES).toEqual([
      { validFrom: '2016-07-01', basisPoints: -88 },
      { validFrom: '2023-01-01', basisPoints: 162 },
      { validFrom: '2023-07-01', basisPoints: 312 },
      { validFrom: '2024-01-01', basisPoints: 362 },
      { validFrom: '2024-07-01', basisPoints: 337 },
      { validFrom: '2025-01-01', basisPoints: 227 },
      { validFrom: '2025-07-01', basisPoints: 127 },
      { validFrom: '2026-01-01', basisPoints: 127 },
    ]);
  });
});

describe('default interest of § 288 BGB in whole cents', () => {
  it('a consumer pays the base rate plus 5 points, split where the base rate changes', () => {
    // 1 000,00 € from 20.06. to 10.07.2025: 11 days at 2,27 + 5 = 7,27 %, 10 days at 1,27 + 5 = 6,27 %.
    // 100 000 × (727 × 11 + 627 × 10) / (10 000 × 365) = 390,88 ct → 3,91 €.
    const interest = defaultInterest(100_000, '2025-06-20', '2025-07-10', PUBLISHED_BASE_RATES, 'Consumer');
    expect(interest.periods).toEqual([
      { from: '2025-06-20', to: '2025-06-30', days: 11, basisPoints: 727 },
      { from: '2025-07-01', to: '2025-07-10', days: 10, basisPoints: 627 },
    ]);
    expect(interest.cents).toBe(391);
  });

  it('a business pays the base rate plus 9 points; a leap year shares a year’s interest over 366 days', () => {
    // 1 234,56 € from 15.12.2023 to 14.01.2024: 17 days at 3,12 + 9 = 12,12 % of 365, 14 days at 3,62 + 9 = 12,62 % of 366.
    // 123 456 × (1 212 × 17 / 3 650 000 + 1 262 × 14 / 3 660 000) = 1 292,85 ct → 12,93 €.
    const interest = defaultInterest(123_456, '2023-12-15', '2024-01-14', PUBLISHED_BASE_RATES, 'Business');
    expect(interest.periods).toEqual([
      { from: '2023-12-15', to: '2023-12-31', days: 17, basisPoints: 1_212 },
      { from: '2024-01-01', to: '2024-01-14', days: 14, basisPoints: 1_262 },
    ]);
    expect(interest.cents).toBe(1_293);
  });

  it('a negative base rate lowers the rate (−0,88 % + 5 = 4,12 % until the end of 2022)', () => {
    const interest = defaultInterest(500_000, '2022-12-30', '2023-01-02', PUBLISHED_BASE_RATES, 'Consumer');
    expect(interest.periods.map((period) => [period.days, period.basisPoints])).toEqual([
      [2, 412],
      [2, 662],
    ]);
    // 500 000 × (412 × 2 + 662 × 2) / 3 650 000 = 294,25 ct → 2,94 €.
    expect(interest.cents).toBe(294);
  });

  it('rounds the exact sum once, half a cent up', () => {
    const flat = [{ validFrom: '2000-01-01', basisPoints: 0 }];
    // 3 650 ct × 5 % for one day of 365 = exactly 0,5 ct.
    expect(defaultInterest(3_650, '2025-03-01', '2025-03-01', flat, 'Consumer').cents).toBe(1);
    expect(defaultInterest(3_649, '2025-03-01', '2025-03-01', flat, 'Consumer').cents).toBe(0);
    // Summed before rounding: 30 days of 0,4998 ct are 14,99 ct, not 30 × 0 ct.
    expect(defaultInterest(3_649, '2025-03-01', '2025-03-30', flat, 'Consumer').cents).toBe(15);
  });

  it('is nothing for no days or nothing owed, and exact for amounts far beyond a double’s integers', () => {
    expect(defaultInterest(100_000, '2025-03-02', '2025-03-01', PUBLISHED_BASE_RATES, 'Consumer')).toEqual({ cents: 0, periods: [] });
    expect(defaultInterest(0, '2025-03-01', '2025-03-31', PUBLISHED_BASE_RATES, 'Consumer').cents).toBe(0);
    // 90 000 000 000,00 € at 10,27 % for a year of 365 days: 924 300 000 000 ct.
    expect(defaultInterest(9_000_000_000_000, '2025-07-01', '2026-06-30', PUBLISHED_BASE_RATES, 'Business').cents).toBe(924_300_000_000);
  });
});
