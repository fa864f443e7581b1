import { pdfWorkerEntry } from '../../../documentPdf/pdfWorkerEntry';
import { renderReminderPdf } from './renderReminderPdf';

export default pdfWorkerEntry(renderReminderPdf);
