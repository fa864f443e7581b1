import type PDFDocument from 'pdfkit';
import { COLORS, CONTENT, rule, write, type Flow } from './layout';

export const HEADING_HEIGHT = 26;

function drawHeading(doc: PDFDocument, flow: Flow, title: string): void {
  write(doc, title, CONTENT.left, flow.y, { font: 'semibold', size: 12, color: COLORS.accent });
  rule(doc, flow.y + 17, { color: COLORS.accent, width: 0.8 });
  flow.advance(HEADING_HEIGHT);
}

/** Starts a section on a new page unless its heading and `following` points still fit. */
export function startSection(doc: PDFDocument, flow: Flow, title: string, following: number): void {
  flow.ensure(HEADING_HEIGHT + following);
  drawHeading(doc, flow, title);
}
