import type { Quote } from '@planner/api';
import type PDFDocument from 'pdfkit';
import { formatCents } from '../format';
import { COLORS, CONTENT, measure, rule, write, type Flow } from './layout';
import { ADDITIONAL_INSTALLATIONS_TITLE, CHECKOUT_TITLE, startSection, sumOf } from './sections';

/**
 * The numbers of the quote's titles: each floor, then the additional installations and the
 * checkout when there are any.
 */
export function titleNumbers(quote: Quote): { additionalInstallations: number; checkout: number } {
  const additionalInstallations = quote.floors.length + 1;
  const checkout = additionalInstallations + (quote.additionalInstallations.length > 0 ? 1 : 0);
  return { additionalInstallations, checkout };
}

/** Under `heading`, the subtotal of every title, then net, VAT and gross, kept together. */
export function drawSummary(doc: PDFDocument, flow: Flow, quote: Quote, heading: string): void {
  const numbers = titleNumbers(quote);
  const parts: [string, number][] = quote.floors.map((floor, index) => [`${index + 1}. ${floor.name}`, floor.totalPrice]);
  if (quote.additionalInstallations.length > 0) {
    parts.push([`${numbers.additionalInstallations}. ${ADDITIONAL_INSTALLATIONS_TITLE}`, sumOf(quote.additionalInstallations)]);
  }
  if (quote.checkout.length > 0) parts.push([`${numbers.checkout}. ${CHECKOUT_TITLE}`, sumOf(quote.checkout)]);
  const lineHeight = 15;
  const totalsHeight = 3 * lineHeight + 16;
  startSection(doc, flow, heading, parts.length * lineHeight + totalsHeight + 10);
  const amountWidth = 110;
  const amountX = CONTENT.right - amountWidth;
  for (const [label, amount] of parts) {
    write(doc, label, CONTENT.left, flow.y, { size: 9, width: amountX - CONTENT.left - 10 });
    write(doc, formatCents(amount), amountX, flow.y, { size: 9, width: amountWidth, align: 'right' });
    flow.advance(Math.max(lineHeight, measure(doc, label, amountX - CONTENT.left - 10, { size: 9 }) + 5));
  }
  flow.advance(6);
  const blockLeft = CONTENT.left + CONTENT.width * 0.45;
  rule(doc, flow.y, { left: blockLeft, color: COLORS.text, width: 0.6 });
  flow.advance(6);
  const totals: [string, number][] = [
    ['Nettobetrag', quote.netTotal],
    [`zzgl. ${quote.vatRatePercent} % MwSt.`, quote.vatAmount],
  ];
  for (const [label, amount] of totals) {
    write(doc, label, blockLeft, flow.y, { size: 9.5, width: amountX - blockLeft });
    write(doc, formatCents(amount), amountX, flow.y, { size: 9.5, width: amountWidth, align: 'right' });
    flow.advance(lineHeight);
  }
  const bandHeight = 22;
  doc.save().rect(blockLeft, flow.y, CONTENT.right - blockLeft, bandHeight).fill(COLORS.accent).restore();
  write(doc, 'Gesamtbetrag', blockLeft + 6, flow.y + 6, { font: 'bold', size: 10.5, color: COLORS.white, width: amountX - blockLeft });
  write(doc, formatCents(quote.grossTotal), amountX - 6, flow.y + 6, {
    font: 'bold',
    size: 10.5,
    color: COLORS.white,
    width: amountWidth,
    align: 'right',
  });
  flow.advance(bandHeight + 12);
}
