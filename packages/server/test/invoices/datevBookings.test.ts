import { describe, expect, it } from 'vitest';
import { debtorAccountOf } from '../../src/datev/bookingBatch';
import { fiscalYearStartOf, inOneFiscalYear } from '../../src/datev/fiscalYear';
import { bookedAmounts } from '../../src/datev/periodInvoices';

describe('bookings of an invoice', () => {
  it('a final invoice books what it bills per rate less the partial invoices it deducts', () => {
    const amounts = bookedAmounts({
      vatBreakdown: [
        { vatCategory: 'Standard', netAmount: 100_000, vatAmount: 19_000 },
        { vatCategory: 'PvZeroRate', netAmount: 50_000, vatAmount: 0 },
      ],
      deductions: [{ vatBreakdown: [{ vatCategory: 'Standard', netAmount: 30_000, vatAmount: 5_700 }] }],
    });
    expect(amounts).toEqual([
      { vatCategory: 'Standard', amount: 83_300 },
      { vatCategory: 'PvZeroRate', amount: 50_000 },
    ]);
  });

  it('a rate that comes to nothing is not booked; a cancellation books negative', () => {
    expect(
      bookedAmounts({
        vatBreakdown: [{ vatCategory: 'ReverseCharge', netAmount: -40_000, vatAmount: 0 }],
        deductions: [],
      }),
    ).toEqual([{ vatCategory: 'ReverseCharge', amount: -40_000 }]);
    expect(
      bookedAmounts({
        vatBreakdown: [{ vatCategory: 'Standard', netAmount: 10_000, vatAmount: 1_900 }],
        deductions: [{ vatBreakdown: [{ vatCategory: 'Standard', netAmount: 10_000, vatAmount: 1_900 }] }],
      }),
    ).toEqual([]);
  });
});

describe('accounts and fiscal years', () => {
  it('debtor accounts run from 10000 to 69999 at four digits, from 100000 at five', () => {
    expect(debtorAccountOf(1, 4)).toBe(10_000);
    expect(debtorAccountOf(60_000, 4)).toBe(69_999);
    expect(debtorAccountOf(60_001, 4)).toBeUndefined();
    expect(debtorAccountOf(1, 5)).toBe(100_000);
  });

  it('a fiscal year begins on the first of its month; a batch stays within one', () => {
    expect(fiscalYearStartOf('2027-01-31', 1)).toBe('2027-01-01');
    expect(fiscalYearStartOf('2027-03-15', 7)).toBe('2026-07-01');
    expect(fiscalYearStartOf('2027-07-01', 7)).toBe('2027-07-01');
    expect(inOneFiscalYear('2026-12-01', '2027-01-31', 1)).toBe(false);
    expect(inOneFiscalYear('2026-12-01', '2027-01-31', 7)).toBe(true);
  });
});
