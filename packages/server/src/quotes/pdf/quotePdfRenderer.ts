import { offThreadOr, pdfWorkerRenderer, type RenderPdf } from '../../documentPdf/pdfWorkerRenderer';
import { renderQuotePdf, type QuotePdfInput } from './renderQuotePdf';

export type RenderQuotePdf = RenderPdf<QuotePdfInput>;

/** Renders quote PDFs on a worker thread running `workerFile` (the bundle of quotePdfWorker.ts). */
export const quotePdfWorkerRenderer = (workerFile: URL, execArgv: string[] = []): RenderQuotePdf =>
  pdfWorkerRenderer(workerFile, 'Quote PDF', execArgv);

/** The renderer of the server: the worker next to the bundle, or in-process when running from source. */
export const renderQuotePdfOffThread: RenderQuotePdf = offThreadOr(new URL('./quotePdfWorker.js', import.meta.url), 'Quote PDF', renderQuotePdf);
