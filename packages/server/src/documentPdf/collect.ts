import type PDFDocument from 'pdfkit';

/** The document's bytes once it has been ended. */
export function collectPdf(doc: PDFDocument): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
