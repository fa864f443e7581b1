import { formatCents, vatRateLabel, type VatBreakdownEntry, type VatTotals } from '@planner/api';
import type PDFDocument from 'pdfkit';
import type { Flow } from './layout';
import { drawTotals, totalsHeight, type TotalsRow } from './totals';

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
export function vatRows(breakdown: readonly VatBreakdownEntry[], netLabel = 'Nettobetrag', words = INVOICE_TAX_WORDS): TotalsRow[] {
  return breakdown.flatMap((entry): TotalsRow[] => {
    const rate = vatRateLabel(entry.vatCategory);
    if (entry.vatCategory === 'ReverseCharge') return [{ label: `${netLabel} (${rate})`, amount: formatCents(entry.netAmount) }];
    return [
      { label: breakdown.length === 1 ? netLabel : `${netLabel} ${rate}`, amount: formatCents(entry.netAmount) },
      { label: `zzgl. ${rate} ${words.short}`, amount: formatCents(entry.vatAmount) },
    ];
  });
}

/** The rows above a document's gross total: net and VAT of each rate and, with several rates, their sums. */
export function vatTotalsRows(totals: VatTotals, words: TaxWords = INVOICE_TAX_WORDS): TotalsRow[] {
  const rows = vatRows(totals.vatBreakdown, 'Nettobetrag', words);
  if (totals.vatBreakdown.length > 1) {
    rows.push(
      { label: 'Summe netto', amount: formatCents(totals.netTotal), strong: true },
      { label: `Summe ${words.long}`, amount: formatCents(totals.vatTotal), strong: true },
    );
  }
  return rows;
}

/** The totals block of a document: net and VAT of each rate, with several rates their sums, and the gross total in the band; kept together. */
export function drawVatTotals(doc: PDFDocument, flow: Flow, totals: VatTotals, words: TaxWords = INVOICE_TAX_WORDS): void {
  const rows = vatTotalsRows(totals, words);
  flow.ensure(totalsHeight(doc, rows));
  drawTotals(doc, flow, rows, { label: 'Gesamtbetrag', amount: formatCents(totals.grossTotal) });
}
