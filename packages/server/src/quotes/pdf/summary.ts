import { quoteTitleNumbers, type Quote } from '@planner/api';
import type PDFDocument from 'pdfkit';
import { formatCents } from '../format';
import { CONTENT, measure, write, type Flow } from '../../documentPdf/layout';
import { startSection } from '../../documentPdf/section';
import { AMOUNT_WIDTH, AMOUNT_X, drawVatTotals, LINE_HEIGHT, QUOTE_TAX_WORDS, totalsHeight, vatTotalsRows } from '../../documentPdf/totals';
import { PV_TITLE, pvNetTotal } from './pvPositions';
import { ADDITIONAL_INSTALLATIONS_TITLE, CHECKOUT_TITLE, sumOf } from './sections';

/** Under `heading`, the subtotal of every title, then net and VAT per rate and gross, kept together; as the invoice shows them. */
export function drawSummary(doc: PDFDocument, flow: Flow, quote: Quote, heading: string): void {
  const numbers = quoteTitleNumbers(quote);
  const parts: [string, number][] = quote.floors.map((floor, index) => [`${index + 1}. ${floor.name}`, floor.totalPrice]);
  if (quote.additionalInstallations.length > 0) {
    parts.push([`${numbers.additionalInstallations}. ${ADDITIONAL_INSTALLATIONS_TITLE}`, sumOf(quote.additionalInstallations)]);
  }
  if (quote.checkout.length > 0) parts.push([`${numbers.checkout}. ${CHECKOUT_TITLE}`, sumOf(quote.checkout)]);
  if (quote.pv) parts.push([`${numbers.pv}. ${PV_TITLE}`, pvNetTotal(quote.pv)]);
  const totals = { ...quote, vatTotal: quote.vatAmount };
  startSection(doc, flow, heading, parts.length * LINE_HEIGHT + totalsHeight(doc, vatTotalsRows(totals, QUOTE_TAX_WORDS)) + 10);
  for (const [label, amount] of parts) {
    write(doc, label, CONTENT.left, flow.y, { size: 9, width: AMOUNT_X - CONTENT.left - 10 });
    write(doc, formatCents(amount), AMOUNT_X, flow.y, { size: 9, width: AMOUNT_WIDTH, align: 'right' });
    flow.advance(Math.max(LINE_HEIGHT, measure(doc, label, AMOUNT_X - CONTENT.left - 10, { size: 9 }) + 5));
  }
  drawVatTotals(doc, flow, totals, QUOTE_TAX_WORDS);
}
