import { describe, expect, it } from 'vitest';
import {
  invoiceTotals,
  LINE_VAT_CATEGORIES,
  VAT_CATEGORIES,
  vatTotals,
  lineNetAmount,
  roundHalfAwayFromZero,
  VAT_NOTES,
  vatBreakdown,
  vatNotes,
  vatOf,
  type VatCategory,
} from './vat';

const line = (vatCategory: VatCategory, netAmount: number, labourAmount = 0) => ({ vatCategory, netAmount, labourAmount });

describe('rounding half away from zero', () => {
  it.each([
    [0.5, 1],
    [1.5, 2],
    [2.4999, 2],
    [-0.5, -1],
    [-1.5, -2],
    [-2.4999, -2],
    [-0.4, 0],
    [0, 0],
  ])('%d → %d, never -0', (value, rounded) => {
    expect(roundHalfAwayFromZero(value)).toBe(rounded);
  });
});

describe('line amounts', () => {
  it.each([
    [3, 1_999, 5_997],
    [2.5, 333, 833],
    [-2.5, 333, -833],
    [37.5, 289, 10_838],
    [6.5, 7_450, 48_425],
    [0.5, 1, 1],
    [-0.5, 1, -1],
  ])('%d × %d cents = %d cents', (quantity, unitPrice, net) => {
    expect(lineNetAmount(quantity, unitPrice)).toBe(net);
  });
});

describe('VAT of a net sum', () => {
  it.each([
    [1_050, 19, 200],
    [-1_050, 19, -200],
    [50, 19, 10],
    [-50, 19, -10],
    [2, 19, 0],
    [5, 19, 1],
    [1_000, 0, 0],
    [-1_000, 0, 0],
  ])('%d cents at %d %% = %d cents', (net, rate, vat) => {
    expect(vatOf(net, rate)).toBe(vat);
  });
});

describe('VAT breakdown', () => {
  it('rounds once per category on the sum of its lines, not per line', () => {
    // Per line 1.050 × 19 % would round to 200 twice; on the sum 2.100 × 19 % = 399.
    expect(vatBreakdown([line('Standard', 1_050), line('Standard', 1_050)])).toEqual([
      { vatCategory: 'Standard', ratePercent: 19, netAmount: 2_100, vatAmount: 399 },
    ]);
  });

  it.each([
    [
      'only 19 %',
      [line('Standard', 10_000), line('Standard', 5_050)],
      [{ vatCategory: 'Standard', ratePercent: 19, netAmount: 15_050, vatAmount: 2_860 }],
    ],
    [
      'only 0 % for a PV system',
      [line('PvZeroRate', 1_189_000), line('PvZeroRate', 295_000)],
      [{ vatCategory: 'PvZeroRate', ratePercent: 0, netAmount: 1_484_000, vatAmount: 0 }],
    ],
    [
      'mixed, in the order of the categories whatever the order of the lines',
      [line('PvZeroRate', 459_000), line('Standard', 68_900), line('PvZeroRate', 16_900), line('Standard', 4_850)],
      [
        { vatCategory: 'Standard', ratePercent: 19, netAmount: 73_750, vatAmount: 14_013 },
        { vatCategory: 'PvZeroRate', ratePercent: 0, netAmount: 475_900, vatAmount: 0 },
      ],
    ],
    [
      'reverse charge without tax',
      [line('ReverseCharge', 120_050)],
      [{ vatCategory: 'ReverseCharge', ratePercent: 0, netAmount: 120_050, vatAmount: 0 }],
    ],
    [
      'negated on a cancellation, rounded away from zero',
      [line('Standard', -1_050), line('PvZeroRate', -16_900)],
      [
        { vatCategory: 'Standard', ratePercent: 19, netAmount: -1_050, vatAmount: -200 },
        { vatCategory: 'PvZeroRate', ratePercent: 0, netAmount: -16_900, vatAmount: 0 },
      ],
    ],
  ] as const)('%s', (_case, lines, breakdown) => {
    expect(vatBreakdown(lines)).toEqual(breakdown);
  });
});

describe('invoice totals', () => {
  it('add net, VAT and gross over the categories and deduct what partial invoices billed', () => {
    const totals = invoiceTotals([line('Standard', 100_000), line('PvZeroRate', 50_000)], 59_500);
    expect(totals).toMatchObject({ netTotal: 150_000, vatTotal: 19_000, grossTotal: 169_000, prepaidAmount: 59_500, amountDue: 109_500 });
  });

  it.each([
    ['19 %: labour plus its VAT', [line('Standard', 100_000, 40_000)], 47_600],
    ['0 %: labour alone', [line('PvZeroRate', 300_000, 95_000)], 95_000],
    ['reverse charge: labour alone', [line('ReverseCharge', 80_000, 30_000)], 30_000],
    ['mixed: each line at its rate', [line('Standard', 10_000, 1_050), line('PvZeroRate', 20_000, 5_000)], 1_250 + 5_000],
    ['a cancellation: negative', [line('Standard', -100_000, -40_000)], -47_600],
    ['no labour', [line('Standard', 100_000)], 0],
  ] as const)('labour costs contained in the gross (§ 35a EStG), %s', (_case, lines, labourTotal) => {
    expect(invoiceTotals(lines).labourTotal).toBe(labourTotal);
  });

  it('of a cancellation are the negated totals, without -0', () => {
    const original = invoiceTotals([line('Standard', 10_550), line('PvZeroRate', 20_000)]);
    const cancelled = invoiceTotals([line('Standard', -10_550), line('PvZeroRate', -20_000)]);
    expect(cancelled.netTotal).toBe(-original.netTotal);
    expect(cancelled.vatTotal).toBe(-original.vatTotal);
    expect(cancelled.grossTotal).toBe(-original.grossTotal);
    expect(Object.is(cancelled.vatBreakdown[1]?.vatAmount, 0)).toBe(true);
  });
});

describe('VAT notes', () => {
  it('name § 12 Abs. 3 and § 13b UStG for the categories used, in a stable order', () => {
    expect(vatNotes([line('Standard', 1)])).toEqual([]);
    expect(vatNotes([line('ReverseCharge', 1), line('PvZeroRate', 1)])).toEqual([VAT_NOTES.PvZeroRate, VAT_NOTES.ReverseCharge]);
    expect(VAT_NOTES.PvZeroRate).toContain('§ 12 Abs. 3 UStG');
    expect(VAT_NOTES.ReverseCharge).toContain('§ 13b UStG');
  });
});

describe('the rates, each pinned to its legal source', () => {
  it('19 % is the standard rate (§ 12 Abs. 1 UStG), category S', () => {
    expect(VAT_CATEGORIES.Standard).toMatchObject({ code: 'S', ratePercent: 19 });
    expect(vatTotals([line('Standard', 10_000)])).toMatchObject({ vatTotal: 1_900, grossTotal: 11_900 });
  });

  it('0 % for PV systems (§ 12 Abs. 3 UStG, JStG 2022), category Z, with its note', () => {
    expect(VAT_CATEGORIES.PvZeroRate).toMatchObject({ code: 'Z', ratePercent: 0 });
    expect(vatTotals([line('PvZeroRate', 10_000)])).toMatchObject({ vatTotal: 0, grossTotal: 10_000 });
    expect(VAT_NOTES.PvZeroRate).toContain('§ 12 Abs. 3 UStG');
  });

  it('reverse charge (§ 13b UStG), category AE, shows no tax and is no rate a single line may have', () => {
    expect(VAT_CATEGORIES.ReverseCharge).toMatchObject({ code: 'AE', ratePercent: 0 });
    expect(vatTotals([line('ReverseCharge', 10_000)])).toMatchObject({ vatTotal: 0, grossTotal: 10_000 });
    expect(VAT_NOTES.ReverseCharge).toContain('§ 13b UStG');
    expect(LINE_VAT_CATEGORIES).toEqual(['Standard', 'PvZeroRate']);
  });

  it('a mixed quote or invoice: VAT once per rate on its net sum', () => {
    expect(vatTotals([line('Standard', 50), line('PvZeroRate', 9_600), line('Standard', 100)])).toEqual({
      vatBreakdown: [
        { vatCategory: 'Standard', ratePercent: 19, netAmount: 150, vatAmount: 29 },
        { vatCategory: 'PvZeroRate', ratePercent: 0, netAmount: 9_600, vatAmount: 0 },
      ],
      netTotal: 9_750,
      vatTotal: 29,
      grossTotal: 9_779,
    });
  });
});
