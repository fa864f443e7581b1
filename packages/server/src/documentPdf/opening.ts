import type PDFDocument from 'pdfkit';
import { COLORS, CONTENT, write, type Flow } from './layout';

/** The document's title in large type, and below it the greeting and introduction. */
export function drawTitleAndText(doc: PDFDocument, flow: Flow, title: string, text: string): void {
  flow.advance(write(doc, title, CONTENT.left, flow.y, { font: 'bold', size: 15, color: COLORS.text }) + 12);
  flow.advance(write(doc, text, CONTENT.left, flow.y, { size: 9.5, lineGap: 2.5 }) + 18);
}
