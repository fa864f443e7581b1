import { formatCents, type Invoice, type VatBreakdownEntry } from '@planner/api';
import type PDFDocument from 'pdfkit';
import type { Flow } from '../../../documentPdf/layout';
import { drawTotals, totalsHeight, type TotalsRow } from '../../../documentPdf/totals';
import { vatRateLabel } from '../invoiceTexts';

/**
 * Net and VAT of each rate: 'Nettobetrag 19 %' and 'zzgl. 19 % USt.'. With one rate the net
 * needs no rate; under reverse charge the invoice shows no tax (§ 14a Abs. 5 UStG), only the net.
 */
export function vatRows(breakdown: readonly VatBreakdownEntry[], netLabel = 'Nettobetrag', vatLabel = 'zzgl.'): TotalsRow[] {
  return breakdown.flatMap((entry): TotalsRow[] => {
    const rate = vatRateLabel(entry.vatCategory);
    if (entry.vatCategory === 'ReverseCharge') return [{ label: `${netLabel} (${rate})`, amount: formatCents(entry.netAmount) }];
    return [
      { label: breakdown.length === 1 ? netLabel : `${netLabel} ${rate}`, amount: formatCents(entry.netAmount) },
      { label: `${vatLabel} ${rate} USt.`, amount: formatCents(entry.vatAmount) },
    ];
  });
}

/** Net and VAT of each rate, with several rates their sums, and the gross total in the band; kept together. */
export function drawInvoiceTotals(doc: PDFDocument, flow: Flow, invoice: Invoice): void {
  const rows = vatRows(invoice.vatBreakdown);
  if (invoice.vatBreakdown.length > 1) {
    rows.push(
      { label: 'Summe netto', amount: formatCents(invoice.netTotal), strong: true },
      { label: 'Summe Umsatzsteuer', amount: formatCents(invoice.vatTotal), strong: true },
    );
  }
  flow.ensure(totalsHeight(doc, rows));
  drawTotals(doc, flow, rows, { label: 'Gesamtbetrag', amount: formatCents(invoice.grossTotal) });
}
