import { paymentTermsText, vatRateLabel, type Quote } from '@planner/api';
import type PDFDocument from 'pdfkit';
import { formatCents, formatDay } from '../format';
import { drawLabelledRows } from '../../documentPdf/labelledRows';
import { COLORS, CONTENT, line, measure, write, type Flow } from '../../documentPdf/layout';

const SIZE = 9;

/** Validity, execution period and payment terms as label and value, one under the other. */
function termRows(quote: Quote): [string, string][] {
  const terms = quote.terms;
  return [
    ['Angebot gültig bis', formatDay(quote.validUntil)],
    ...(terms?.executionPeriod ? [['Ausführungszeitraum', terms.executionPeriod] as [string, string]] : []),
    ...(terms ? [['Zahlungsbedingungen', paymentTermsText(terms.paymentTerms)] as [string, string]] : []),
  ];
}

/** The quote's terms, kept together. */
export function drawTerms(doc: PDFDocument, flow: Flow, quote: Quote): void {
  drawLabelledRows(doc, flow, termRows(quote));
}

const SIGNATURE_GAP = 34;

/**
 * The customer's order on the quote: what they commission at which total, and lines for place,
 * date and signature. Kept together on one page.
 */
export function drawAcceptance(doc: PDFDocument, flow: Flow, quote: Quote): void {
  const text =
    `Hiermit beauftrage ich / beauftragen wir ${quote.company.name} mit den Leistungen des Angebots ` +
    `${quote.quoteNumber} vom ${formatDay(quote.finalizedAt)} zum Gesamtbetrag von ${formatCents(quote.grossTotal)} ` +
    `(inkl. ${quote.vatBreakdown.map((entry) => vatRateLabel(entry.vatCategory)).join(' und ')} MwSt.).`;
  const height = 22 + measure(doc, text, CONTENT.width, { size: SIZE }, 2) + SIGNATURE_GAP + 22;
  flow.ensure(height + 12);
  flow.advance(12);
  write(doc, 'Auftragserteilung', CONTENT.left, flow.y, { font: 'semibold', size: 11, color: COLORS.accent });
  flow.advance(20);
  flow.advance(write(doc, text, CONTENT.left, flow.y, { size: SIZE, lineGap: 2 }) + SIGNATURE_GAP);
  const half = (CONTENT.width - 30) / 2;
  const fields: [number, string][] = [
    [CONTENT.left, 'Ort, Datum'],
    [CONTENT.left + half + 30, 'Unterschrift Auftraggeber'],
  ];
  for (const [x, label] of fields) {
    line(doc, [x, flow.y], [x + half, flow.y], { color: COLORS.text, width: 0.6 });
    write(doc, label, x, flow.y + 4, { size: 7.5, color: COLORS.muted, width: half });
  }
  flow.advance(22);
}
