import { formatCents, VAT_CATEGORIES, VAT_CATEGORY_CODES, vatRateLabel, type Invoice, type VatBreakdownEntry } from '@planner/api';
import type PDFDocument from 'pdfkit';
import type { Flow } from '../../../documentPdf/layout';
import { startSection } from '../../../documentPdf/section';
import { drawTable, type TableColumn, type TableRow } from '../../../documentPdf/table';
import { drawTotals, vatRows } from '../../../documentPdf/totals';
import { deductionTitle } from '../invoiceTexts';

const COLUMNS: TableColumn[] = [
  { header: 'Abschlagsrechnung', share: 0.36 },
  { header: 'USt.-Satz', share: 0.12, align: 'right' },
  { header: 'Netto', share: 0.17, align: 'right' },
  { header: 'USt.', share: 0.15, align: 'right' },
  { header: 'Brutto', share: 0.2, align: 'right' },
];

/** One row per partial invoice and VAT rate, its gross on its first row. */
const deductionRows = (invoice: Invoice): TableRow[] =>
  invoice.deductions.flatMap((deduction) =>
    deduction.vatBreakdown.map((entry, index): TableRow => ({
      kind: 'item',
      cells: [
        index === 0 ? deductionTitle(deduction) : '',
        vatRateLabel(entry.vatCategory),
        formatCents(entry.netAmount),
        formatCents(entry.vatAmount),
        index === 0 ? formatCents(deduction.grossAmount) : '',
      ],
    })),
  );

/** Per rate, what is left of the invoice's net and VAT after the partial invoices' net and VAT. */
function remainingBreakdown(invoice: Invoice): VatBreakdownEntry[] {
  const deducted = invoice.deductions.flatMap((deduction) => deduction.vatBreakdown);
  return VAT_CATEGORY_CODES.flatMap((vatCategory) => {
    const billed = invoice.vatBreakdown.filter((entry) => entry.vatCategory === vatCategory);
    const paid = deducted.filter((entry) => entry.vatCategory === vatCategory);
    if (billed.length === 0 && paid.length === 0) return [];
    const sum = (entries: VatBreakdownEntry[], key: 'netAmount' | 'vatAmount') => entries.reduce((total, entry) => total + entry[key], 0);
    return [
      {
        vatCategory,
        ratePercent: VAT_CATEGORIES[vatCategory].ratePercent,
        netAmount: sum(billed, 'netAmount') - sum(paid, 'netAmount'),
        vatAmount: sum(billed, 'vatAmount') - sum(paid, 'vatAmount'),
      },
    ];
  });
}

/**
 * On a final invoice: every partial invoice it deducts with its net and VAT per rate (§ 14 Abs. 5
 * UStG), their sum, what is left per rate, and the amount still due.
 */
export function drawDeductions(doc: PDFDocument, flow: Flow, invoice: Invoice): void {
  if (invoice.deductions.length === 0) return;
  startSection(doc, flow, 'Abzüglich Abschlagsrechnungen', 70);
  drawTable(doc, flow, COLUMNS, [
    ...deductionRows(invoice),
    { kind: 'subtotal', label: 'Summe der Abschläge', amount: formatCents(invoice.prepaidAmount) },
  ]);
  const label = invoice.kind === 'Cancellation' ? 'Stornobetrag' : 'Noch zu zahlen';
  drawTotals(doc, flow, vatRows(remainingBreakdown(invoice), 'Restbetrag netto'), { label, amount: formatCents(invoice.amountDue) });
}
