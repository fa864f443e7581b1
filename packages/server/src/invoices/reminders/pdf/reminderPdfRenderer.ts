import { offThreadOr, type RenderPdf } from '../../../documentPdf/pdfWorkerRenderer';
import { renderReminderPdf, type ReminderPdfInput } from './renderReminderPdf';

export type RenderReminderPdf = RenderPdf<ReminderPdfInput>;

/** The renderer of the server: the worker next to the bundle (build.mjs), or in-process when running from source. */
export const renderReminderPdfOffThread: RenderReminderPdf = offThreadOr(
  new URL('./reminderPdfWorker.js', import.meta.url),
  'Payment reminder PDF',
  renderReminderPdf,
);
