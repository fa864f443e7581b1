import { recipientNameLines, type QuoteParty, type TenantInformation } from '@planner/api';
import type PDFDocument from 'pdfkit';
import { cityLine, senderLine, streetLine } from './letterhead';
import { COLORS, CONTENT, LETTER, line, measure, write } from './layout';

/** The address field: the sender line (visible in a window envelope) and the recipient; answers its bottom. */
export function drawAddressField(doc: PDFDocument, company: TenantInformation, recipient: Pick<QuoteParty, 'salutation' | 'firstName' | 'lastName' | 'address'>): number {
  const sender = senderLine(company);
  write(doc, sender, CONTENT.left, LETTER.addressTop, { size: 6.5, color: COLORS.muted, width: LETTER.addressWidth });
  const senderHeight = measure(doc, sender, LETTER.addressWidth, { size: 6.5 });
  const senderBottom = LETTER.addressTop + senderHeight + 0.5;
  line(doc, [CONTENT.left, senderBottom], [CONTENT.left + LETTER.addressWidth, senderBottom], { color: COLORS.muted, width: 0.3 });
  const lines = [...recipientNameLines(recipient), streetLine(recipient.address), cityLine(recipient.address)];
  const recipientTop = senderBottom + 9.5;
  const recipientHeight = write(doc, lines.join('\n'), CONTENT.left, recipientTop, {
    size: 10,
    width: LETTER.addressWidth,
    lineGap: 2,
  });
  return recipientTop + recipientHeight;
}

/** The information block right of the address field, label and value a row; `emphasized` is set semibold. Answers its bottom. */
export function drawInfoBlock(doc: PDFDocument, rows: readonly [string, string][], emphasized: string): number {
  const labelWidth = 72;
  const valueWidth = CONTENT.right - LETTER.infoLeft - labelWidth;
  let y = LETTER.infoTop;
  for (const [label, value] of rows) {
    write(doc, label, LETTER.infoLeft, y + 0.5, { size: 7.5, color: COLORS.muted, width: labelWidth });
    const font = label === emphasized ? 'semibold' : 'regular';
    y += write(doc, value, LETTER.infoLeft + labelWidth, y, { font, size: 8.5, width: valueWidth }) + 3;
  }
  return y;
}

/** Where the letter's body starts below address field and information block. */
export const bodyTop = (addressBottom: number, infoBottom: number) => Math.max(LETTER.bodyTop, addressBottom + 24, infoBottom + 20);
