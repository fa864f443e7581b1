import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import { renderScale } from './pdfRenderScale';

GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

const THUMBNAIL_SIDE = 160;

/** A plan PDF opened in the browser. Loaded only when a PDF is chosen. */
export interface PlanPdf {
  pageCount: number;
  /** The page as PNG at print quality, within the server's pixel budget. */
  renderPage(pageNumber: number): Promise<Blob>;
  /** The page at most 160 px on its longer side, as a data URL for choosing it. */
  renderThumbnail(pageNumber: number): Promise<string>;
  close(): Promise<void>;
}

async function renderToCanvas(document: PDFDocumentProxy, pageNumber: number, scaleFor: (size: { width: number; height: number }) => number) {
  const page = await document.getPage(pageNumber);
  const viewport = page.getViewport({ scale: scaleFor(page.getViewport({ scale: 1 })) });
  const canvas = window.document.createElement('canvas');
  canvas.width = Math.max(1, Math.ceil(viewport.width));
  canvas.height = Math.max(1, Math.ceil(viewport.height));
  await page.render({ canvas, viewport }).promise;
  page.cleanup();
  return canvas;
}

export async function openPlanPdf(pdf: Blob): Promise<PlanPdf> {
  const loadingTask = getDocument({ data: new Uint8Array(await pdf.arrayBuffer()) });
  const document = await loadingTask.promise;
  return {
    pageCount: document.numPages,
    async renderPage(pageNumber) {
      const canvas = await renderToCanvas(document, pageNumber, renderScale);
      return new Promise<Blob>((resolve, reject) =>
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PDF konnte nicht gerendert werden.'))), 'image/png'),
      );
    },
    async renderThumbnail(pageNumber) {
      const canvas = await renderToCanvas(document, pageNumber, (size) => THUMBNAIL_SIDE / Math.max(size.width, size.height));
      return canvas.toDataURL('image/png');
    },
    close: () => loadingTask.destroy(),
  };
}
