import { VAT_RATE_PERCENT, type QuoteTotals } from '@planner/api';

/** Net, VAT and gross of a net total in cents; VAT is rounded half up once, on the total. */
export function quoteTotals(netTotal: number): QuoteTotals {
  const vatAmount = Math.floor((netTotal * VAT_RATE_PERCENT + 50) / 100);
  return { netTotal, vatRatePercent: VAT_RATE_PERCENT, vatAmount, grossTotal: netTotal + vatAmount };
}
