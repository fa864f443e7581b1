import type PDFDocument from 'pdfkit';
import { CONTENT, measure, write, type Flow } from './layout';

const LABEL_WIDTH = 120;
const SIZE = 9;

/** Label and value a row, one under the other (terms, payment, bank data), kept together and with the `keepWith` points that follow. */
export function drawLabelledRows(doc: PDFDocument, flow: Flow, rows: readonly [string, string][], keepWith = 0): void {
  const valueWidth = CONTENT.width - LABEL_WIDTH;
  const height = rows.reduce((sum, [, value]) => sum + measure(doc, value, valueWidth, { size: SIZE }) + 5, 0);
  flow.ensure(height + keepWith);
  for (const [label, value] of rows) {
    write(doc, label, CONTENT.left, flow.y, { font: 'semibold', size: SIZE, width: LABEL_WIDTH - 8 });
    flow.advance(write(doc, value, CONTENT.left + LABEL_WIDTH, flow.y, { size: SIZE, width: valueWidth }) + 5);
  }
}
