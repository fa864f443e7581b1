import { formatCents, vatRateLabel, type VatBreakdownEntry, type VatTotals } from '@planner/api';
import type { TotalsRow } from './totals';

/** How a document names the tax: invoices 'USt.' and 'Umsatzsteuer', quotes 'MwSt.' as they always have. */
export interface TaxWords {
  short: string;
  long: string;
}
export const INVOICE_TAX_WORDS: TaxWords = { short: 'USt.', long: 'Umsatzsteuer' };
export const QUOTE_TAX_WORDS: TaxWords = { short: 'MwSt.', long: 'MwSt.' };

/**
 * Net and VAT of each rate: 'Nettobetrag 19 %' and 'zzgl. 19 % USt.'. With one rate the net
 * needs no rate; under reverse charge the invoice shows no tax (§ 14a Abs. 5 UStG), only the net.
 */
export function vatRows(
  breakdown: readonly VatBreakdownEntry[],
  netLabel = 'Nettobetrag',
  vatLabel = 'zzgl.',
  words: TaxWords = INVOICE_TAX_WORDS,
): TotalsRow[] {
  return breakdown.flatMap((entry): TotalsRow[] => {
    const rate = vatRateLabel(entry.vatCategory);
    if (entry.vatCategory === 'ReverseCharge') return [{ label: `${netLabel} (${rate})`, amount: formatCents(entry.netAmount) }];
    return [
      { label: breakdown.length === 1 ? netLabel : `${netLabel} ${rate}`, amount: formatCents(entry.netAmount) },
      { label: `${vatLabel} ${rate} ${words.short}`, amount: formatCents(entry.vatAmount) },
    ];
  });
}

/** The rows above a document's gross total: net and VAT of each rate and, with several rates, their sums. */
export function vatTotalsRows(totals: VatTotals, words: TaxWords = INVOICE_TAX_WORDS): TotalsRow[] {
  const rows = vatRows(totals.vatBreakdown, 'Nettobetrag', 'zzgl.', words);
  if (totals.vatBreakdown.length > 1) {
    rows.push(
      { label: 'Summe netto', amount: formatCents(totals.netTotal), strong: true },
      { label: `Summe ${words.long}`, amount: formatCents(totals.vatTotal), strong: true },
    );
  }
  return rows;
}
