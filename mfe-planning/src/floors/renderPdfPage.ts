import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import { renderScale } from './pdfRenderScale';

GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

/** Renders the first page of a PDF as PNG. Loaded only when a PDF is chosen. */
export async function renderFirstPdfPage(pdf: Blob): Promise<Blob> {
  const loadingTask = getDocument({ data: new Uint8Array(await pdf.arrayBuffer()) });
  try {
    const document = await loadingTask.promise;
    const page = await document.getPage(1);
    const viewport = page.getViewport({ scale: renderScale(page.getViewport({ scale: 1 })) });
    const canvas = window.document.createElement('canvas');
    canvas.width = Math.ceil(viewport.width);
    canvas.height = Math.ceil(viewport.height);
    await page.render({ canvas, viewport }).promise;
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PDF konnte nicht gerendert werden.'))), 'image/png'),
    );
  } finally {
    await loadingTask.destroy();
  }
}
