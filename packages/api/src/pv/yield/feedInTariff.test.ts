import { describe, expect, it } from 'vitest';
import { PvYieldInputError } from './errors';
import { feedInTariffFor } from './feedInTariff';

describe('feedInTariffFor', () => {
  it.each([
    ['2022-07-30', '2022-07-30', 820],
    ['2024-01-31', '2022-07-30', 820],
    ['2024-02-01', '2024-02-01', 811],
    ['2025-07-31', '2025-02-01', 794],
    ['2025-08-01', '2025-08-01', 786],
    ['2026-01-31', '2025-08-01', 786],
    ['2026-02-01', '2026-02-01', 778],
    ['2026-11-27', '2026-08-01', 770],
  ])('a 10 kWp system commissioned on %s gets the rate from %s: %i hundredths of a cent', (date, validFrom, rate) => {
    expect(feedInTariffFor(10, date)).toEqual({ validFrom, hundredthCentsPerKwh: rate });
    expect(feedInTariffFor(4.2, date).hundredthCentsPerKwh).toBe(rate);
  });

  it('pays the part above 10 kWp at the second rate: 15 kWp on 1 Aug 2025 = (10 × 7.86 + 5 × 6.80) / 15 ct', () => {
    // (10 × 786 + 5 × 680) / 15 = (7860 + 3400) / 15 = 11260 / 15 = 750.666… hundredths of a cent ≈ 7.51 ct/kWh
    expect(feedInTariffFor(15, '2025-08-01').hundredthCentsPerKwh).toBeCloseTo(11260 / 15, 10);
    expect(feedInTariffFor(15, '2025-08-01').hundredthCentsPerKwh).toBeCloseTo(750.667, 3);
    // 40 kWp: (10 × 786 + 30 × 680) / 40 = 28260 / 40 = 706.5
    expect(feedInTariffFor(40, '2025-08-01').hundredthCentsPerKwh).toBe(706.5);
    // 12.5 kWp on 1 Feb 2026: (10 × 778 + 2.5 × 673) / 12.5 = (7780 + 1682.5) / 12.5 = 757
    expect(feedInTariffFor(12.5, '2026-02-01').hundredthCentsPerKwh).toBeCloseTo(757, 10);
  });

  const refuses = (field: string, run: () => unknown) => {
    expect(run).toThrow(PvYieldInputError);
    expect(run).toThrow(expect.objectContaining({ field }));
  };

  it.each([[0], [-1], [40.01], [Number.NaN], [Number.POSITIVE_INFINITY]])('refuses %s kWp', (kwp) => refuses('kwp', () => feedInTariffFor(kwp, '2025-08-01')));

  it.each([['2022-07-29'], ['2025-02-30'], ['gestern'], ['']])('refuses the date %j', (date) => refuses('date', () => feedInTariffFor(8, date)));
});
