import { getDocument, GlobalWorkerOptions, PDFWorker, type PDFDocumentProxy } from 'pdfjs-dist';
import { renderScale, type RenderLimits } from './renderScale';

// Shared through Module Federation and provided by the shell (ADR 0026): pdf.js and its worker
// are downloaded once per page, from the shell's files, whichever remote opens a PDF first.
GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

const THUMBNAIL_SIDE = 160;

let worker: PDFWorker | undefined;
/** One worker for every PDF opened on the page: its script is fetched and started once. */
function sharedWorker(): PDFWorker {
  if (!worker || worker.destroyed) worker = new PDFWorker();
  return worker;
}

/** A PDF opened in the browser with pdf.js. */
export interface PdfDocument {
  pageCount: number;
  /** The page as PNG at print quality, within the server's pixel budget (and the limits given). */
  renderPage(pageNumber: number, limits?: RenderLimits): Promise<Blob>;
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

export async function openPdfDocument(pdf: Blob): Promise<PdfDocument> {
  const loadingTask = getDocument({ data: new Uint8Array(await pdf.arrayBuffer()), worker: sharedWorker() });
  const document = await loadingTask.promise;
  return {
    pageCount: document.numPages,
    async renderPage(pageNumber, limits) {
      const canvas = await renderToCanvas(document, pageNumber, (size) => renderScale(size, limits));
      return new Promise<Blob>((resolve, reject) =>
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PDF konnte nicht gerendert werden.'))), 'image/png'),
      );
    },
    async renderThumbnail(pageNumber) {
      const canvas = await renderToCanvas(document, pageNumber, (size) => THUMBNAIL_SIDE / Math.max(size.width, size.height));
      return canvas.toDataURL('image/png');
    },
    // Ends this document in the worker; the worker stays for the next PDF.
    close: () => loadingTask.destroy(),
  };
}
