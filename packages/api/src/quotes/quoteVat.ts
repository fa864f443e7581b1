import { formatCents } from '../money';
import { vatRateLabel, vatTotals, type LineVatCategory, type VatBreakdownEntry } from '../tax/vat';
import type { QuotePvPart } from '../pv/offer/quotePvPart';
import type { Quote, QuoteTotals } from './schemas';

type QuoteLines = Pick<Quote, 'floors' | 'additionalInstallations' | 'checkout'> & { pv?: Pick<QuotePvPart, 'lines'> | null };

/**
 * The quote's lines as the tax module sees them: the planned installations of each floor and the
 * checkout options at 19 %, each additional installation and PV position at its own category (0 % for a PV system).
 * The invoice of the quote bills its lines in the same categories.
 */
export function quoteVatLines(quote: QuoteLines): { vatCategory: LineVatCategory; netAmount: number }[] {
  return [
    ...quote.floors.map((floor) => ({ vatCategory: 'Standard' as const, netAmount: floor.totalPrice })),
    ...quote.additionalInstallations.map((line) => ({ vatCategory: line.vatCategory, netAmount: line.totalPrice })),
    ...quote.checkout.map((line) => ({ vatCategory: 'Standard' as const, netAmount: line.totalPrice })),
    ...(quote.pv?.lines ?? []).map((line) => ({ vatCategory: line.vatCategory, netAmount: line.netAmount })),
  ];
}

/** Net, VAT per rate and gross of a quote's lines, computed as its invoice computes them. */
export function quoteTotals(quote: QuoteLines): QuoteTotals {
  const { netTotal, vatBreakdown, vatTotal, grossTotal } = vatTotals(quoteVatLines(quote));
  return { netTotal, vatBreakdown, vatAmount: vatTotal, grossTotal };
}

/**
 * The VAT lines a screen shows under a quote's net total: '19 % MwSt.' with one rate; with several
 * one per rate with the net it is on, '19 % MwSt. auf 1.000,00 €'. `prefix` as 'zzgl. '.
 */
export function vatBreakdownLines(breakdown: readonly VatBreakdownEntry[], prefix = ''): { key: string; label: string; amount: number }[] {
  return breakdown.map((entry) => ({
    key: entry.vatCategory,
    label: `${prefix}${vatRateLabel(entry.vatCategory)} MwSt.${breakdown.length > 1 ? ` auf ${formatCents(entry.netAmount)}` : ''}`,
    amount: entry.vatAmount,
  }));
}
