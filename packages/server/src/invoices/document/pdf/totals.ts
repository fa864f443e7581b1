import { formatCents, type Invoice } from '@planner/api';
import type PDFDocument from 'pdfkit';
import type { Flow } from '../../../documentPdf/layout';
import { drawTotals, totalsHeight } from '../../../documentPdf/totals';
import { vatTotalsRows } from '../../../documentPdf/vatRows';

/** Net and VAT of each rate, with several rates their sums, and the gross total in the band; kept together. */
export function drawInvoiceTotals(doc: PDFDocument, flow: Flow, invoice: Invoice): void {
  const rows = vatTotalsRows(invoice);
  flow.ensure(totalsHeight(doc, rows));
  drawTotals(doc, flow, rows, { label: 'Gesamtbetrag', amount: formatCents(invoice.grossTotal) });
}
