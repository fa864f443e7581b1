import type PDFDocument from 'pdfkit';
import { CONTENT, measure, write, type Flow } from './layout';

const signOffText = (closing: string) => `${closing ? `${closing}\n\n` : ''}Mit freundlichen Grüßen`;

/** The height the sign-off takes, for what is to be kept on its page. */
export const signOffHeight = (doc: PDFDocument, closing: string) => measure(doc, signOffText(closing), CONTENT.width, { size: 9.5 }, 2.5) + 40;

/** The closing words, 'Mit freundlichen Grüßen' and the company's name, kept together on one page. */
export function drawSignOff(doc: PDFDocument, flow: Flow, closing: string, companyName: string): void {
  const text = signOffText(closing);
  flow.ensure(signOffHeight(doc, closing));
  flow.advance(10);
  flow.advance(write(doc, text, CONTENT.left, flow.y, { size: 9.5, lineGap: 2.5 }) + 16);
  flow.advance(write(doc, companyName, CONTENT.left, flow.y, { font: 'semibold', size: 9.5 }));
}
