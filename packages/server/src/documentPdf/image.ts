import type PDFDocument from 'pdfkit';
import type { PDFImage } from 'pdfkit';

/** The image, or null when there is none or pdfkit cannot read it (the document is drawn without it). */
export function openImage(doc: PDFDocument, bytes: Uint8Array | null): PDFImage | null {
  if (!bytes) return null;
  try {
    return doc.openImage(bytes);
  } catch {
    return null;
  }
}
