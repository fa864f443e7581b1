import type { PdfDocument } from './engine';
import type { RenderLimits } from './renderScale';

export type { PdfDocument } from './engine';
export type { RenderLimits } from './renderScale';

export const PDF_TYPE = 'application/pdf';

export const isPdf = (file: Pick<File, 'type'>) => file.type === PDF_TYPE;

/**
 * Opens a PDF with pdf.js, which is downloaded only now. Imported by its package name, so that
 * Module Federation gives every remote the one copy the shell provides (ADR 0026).
 */
export async function openPdf(pdf: Blob): Promise<PdfDocument> {
  const { openPdfDocument } = await import('@planner/pdf-pages/engine');
  return openPdfDocument(pdf);
}

/** One page of a PDF as PNG (a number out of range takes the nearest page), within the limits given. */
export async function pdfPageAsPng(pdf: Blob, pageNumber = 1, limits?: RenderLimits): Promise<Blob> {
  const document = await openPdf(pdf);
  try {
    return await document.renderPage(Math.min(Math.max(1, pageNumber), document.pageCount), limits);
  } finally {
    await document.close();
  }
}
