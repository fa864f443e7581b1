import { quoteTitleNumbers, type Quote } from '@planner/api';
import type PDFDocument from 'pdfkit';
import { formatCents } from '../format';
import { CONTENT, measure, write, type Flow } from '../../documentPdf/layout';
import { startSection } from '../../documentPdf/section';
import { drawTotals, totalsHeight } from '../../documentPdf/totals';
import { QUOTE_TAX_WORDS, vatTotalsRows } from '../../documentPdf/vatRows';
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
  const lineHeight = 15;
  const totals = vatTotalsRows({ ...quote, vatTotal: quote.vatAmount }, QUOTE_TAX_WORDS);
  startSection(doc, flow, heading, parts.length * lineHeight + totalsHeight(doc, totals) + 10);
  const amountWidth = 110;
  const amountX = CONTENT.right - amountWidth;
  for (const [label, amount] of parts) {
    write(doc, label, CONTENT.left, flow.y, { size: 9, width: amountX - CONTENT.left - 10 });
    write(doc, formatCents(amount), amountX, flow.y, { size: 9, width: amountWidth, align: 'right' });
    flow.advance(Math.max(lineHeight, measure(doc, label, amountX - CONTENT.left - 10, { size: 9 }) + 5));
  }
  drawTotals(doc, flow, totals, { label: 'Gesamtbetrag', amount: formatCents(quote.grossTotal) });
}
