import { offThreadOr, pdfWorkerRenderer, type RenderPdf } from '../../documentPdf/pdfWorkerRenderer';
import { renderInvoicePdf, type InvoicePdfInput } from './renderInvoicePdf';

export type RenderInvoicePdf = RenderPdf<InvoicePdfInput>;

/** Renders invoice PDFs on a worker thread running `workerFile` (the bundle of invoicePdfWorker.ts). */
export const invoicePdfWorkerRenderer = (workerFile: URL, execArgv: string[] = []): RenderInvoicePdf =>
  pdfWorkerRenderer(workerFile, 'Invoice PDF', execArgv);

/** The renderer of the server: the worker next to the bundle (build.mjs), or in-process when running from source. */
export const renderInvoicePdfOffThread: RenderInvoicePdf = offThreadOr(
  new URL('./invoicePdfWorker.js', import.meta.url),
  'Invoice PDF',
  renderInvoicePdf,
);
