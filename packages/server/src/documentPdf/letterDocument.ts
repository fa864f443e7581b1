import PDFDocument, { type DocumentOptions } from 'pdfkit';
import { collectPdf } from './collect';
import { registerFonts } from './fonts';

/**
 * A new A4 document in German, its pages buffered for the footers, with the Inter cuts
 * registered; `output` answers its bytes once it has ended.
 */
export function startLetterDocument(options: Pick<DocumentOptions, 'info' | 'pdfVersion' | 'subset'>): { doc: PDFDocument; output: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin: 0, bufferPages: true, lang: 'de-DE', displayTitle: true, ...options });
  const output = collectPdf(doc);
  registerFonts(doc);
  return { doc, output };
}
