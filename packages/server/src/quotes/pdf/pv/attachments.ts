import type PDFDocument from 'pdfkit';
import { CONTENT, measure, write, type Flow } from '../../../documentPdf/layout';
import { startSection } from '../../../documentPdf/section';
import type { ReadDataSheets } from './dataSheets';

export const ATTACHMENTS_TITLE = 'Anlagen: Datenblätter';

const pagesText = (count: number) => (count === 1 ? '1 Seite' : `${count} Seiten`);

/** The data sheets that follow the quote, with their page counts, and those that could not be attached. */
export function drawAttachmentList(doc: PDFDocument, flow: Flow, { sheets, skipped }: ReadDataSheets): void {
  if (sheets.length === 0 && skipped.length === 0) return;
  const lines = [
    ...sheets.map((sheet) => `Datenblatt ${sheet.title} (${pagesText(sheet.pageCount)})`),
    ...skipped.map((sheet) => `Datenblatt ${sheet.title}: liegt nicht als lesbare PDF-Datei vor und ist nicht beigefügt (${sheet.fileName}).`),
  ];
  const height = lines.reduce((sum, text) => sum + measure(doc, text, CONTENT.width - 12, { size: 8.5 }) + 3, 0);
  startSection(doc, flow, ATTACHMENTS_TITLE, height);
  for (const text of lines) {
    write(doc, '•', CONTENT.left, flow.y, { size: 8.5 });
    flow.advance(write(doc, text, CONTENT.left + 12, flow.y, { size: 8.5, width: CONTENT.width - 12 }) + 3);
  }
  flow.advance(10);
}
