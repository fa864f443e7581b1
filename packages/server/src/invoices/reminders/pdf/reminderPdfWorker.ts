import { servePdfRequests } from '../../../documentPdf/pdfWorker';
import { renderReminderPdf } from './renderReminderPdf';

servePdfRequests(renderReminderPdf);
