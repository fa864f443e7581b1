import type PDFDocument from 'pdfkit';
import { CONTENT, measure, write, type Flow } from './layout';

const SIZE = 9;

/** Paragraphs of notes over the content's width, each kept on one page, then some space. */
export function drawParagraphs(doc: PDFDocument, flow: Flow, paragraphs: readonly string[]): void {
  for (const paragraph of paragraphs) {
    flow.ensure(measure(doc, paragraph, CONTENT.width, { size: SIZE }, 1.5) + 6);
    flow.advance(write(doc, paragraph, CONTENT.left, flow.y, { size: SIZE, lineGap: 1.5 }) + 6);
  }
  flow.advance(8);
}
