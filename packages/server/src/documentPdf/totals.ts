import { formatCents, vatRateLabel, type VatBreakdownEntry, type VatTotals } from '@planner/api';
import type PDFDocument from 'pdfkit';
import { COLORS, CONTENT, measure, rule, write, type Flow } from './layout';

export const LINE_HEIGHT = 15;
const SIZE = 9.5;
const BAND_HEIGHT = 22;
export const AMOUNT_WIDTH = 110;
/** The block takes the right part of the content, amounts flush right. */
const BLOCK_LEFT = CONTENT.left + CONTENT.width * 0.45;
export const AMOUNT_X = CONTENT.right - AMOUNT_WIDTH;
const LABEL_WIDTH = AMOUNT_X - BLOCK_LEFT - 6;

/** A label and its amount, formatted; `strong` rows are set semibold. */
export type TotalsRow = { label: string; amount: string; strong?: boolean };

/** One line high, and higher by what a label takes on further lines. */
const rowHeight = (doc: PDFDocument, row: TotalsRow) =>
  LINE_HEIGHT + measure(doc, row.label, LABEL_WIDTH, { size: SIZE }) - measure(doc, 'X', LABEL_WIDTH, { size: SIZE });

/** Height of the block with these rows: rule, rows and the band. */
export const totalsHeight = (doc: PDFDocument, rows: readonly TotalsRow[]) =>
  12 + rows.reduce((sum, row) => sum + rowHeight(doc, row), 0) + BAND_HEIGHT + 12;

/** Under a rule, amount rows (net, VAT, …) and the total in a coloured band, on the right of the content; kept together. */
export function drawTotals(doc: PDFDocument, flow: Flow, rows: readonly TotalsRow[], total: TotalsRow): void {
  flow.ensure(totalsHeight(doc, rows));
  flow.advance(6);
  rule(doc, flow.y, { left: BLOCK_LEFT, color: COLORS.text, width: 0.6 });
  flow.advance(6);
  for (const row of rows) {
    const font = row.strong ? 'semibold' : 'regular';
    write(doc, row.label, BLOCK_LEFT, flow.y, { font, size: SIZE, width: LABEL_WIDTH });
    write(doc, row.amount, AMOUNT_X, flow.y, { font, size: SIZE, width: AMOUNT_WIDTH, align: 'right' });
    flow.advance(rowHeight(doc, row));
  }
  doc.save().rect(BLOCK_LEFT, flow.y, CONTENT.right - BLOCK_LEFT, BAND_HEIGHT).fill(COLORS.accent).restore();
  const band = { font: 'bold', size: 10.5, color: COLORS.white } as const;
  write(doc, total.label, BLOCK_LEFT + 6, flow.y + 6, { ...band, width: AMOUNT_X - BLOCK_LEFT });
  write(doc, total.amount, AMOUNT_X - 6, flow.y + 6, { ...band, width: AMOUNT_WIDTH, align: 'right' });
  flow.advance(BAND_HEIGHT + 12);
}

/** How a document names the tax: invoices 'USt.' and 'Umsatzsteuer', quotes 'MwSt.' as they always have. */
export type TaxWords = { short: string; long: string };
export const QUOTE_TAX_WORDS: TaxWords = { short: 'MwSt.', long: 'MwSt.' };
const INVOICE_TAX_WORDS: TaxWords = { short: 'USt.', long: 'Umsatzsteuer' };

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

/** Net and VAT of each rate and, with several rates, their sums: the rows above a document's gross total. */
export function vatTotalsRows(totals: VatTotals, words = INVOICE_TAX_WORDS): TotalsRow[] {
  const sums = [
    { label: 'Summe netto', amount: formatCents(totals.netTotal), strong: true },
    { label: `Summe ${words.long}`, amount: formatCents(totals.vatTotal), strong: true },
  ];
  return [...vatRows(totals.vatBreakdown, 'Nettobetrag', words), ...(totals.vatBreakdown.length > 1 ? sums : [])];
}

/** The totals block of a quote or invoice: its VAT rows and the gross total in the band. */
export const drawVatTotals = (doc: PDFDocument, flow: Flow, totals: VatTotals, words = INVOICE_TAX_WORDS) =>
  drawTotals(doc, flow, vatTotalsRows(totals, words), { label: 'Gesamtbetrag', amount: formatCents(totals.grossTotal) });
