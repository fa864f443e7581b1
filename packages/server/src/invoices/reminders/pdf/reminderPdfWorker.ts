import { asBuffer, servePdfRequests } from '../../../documentPdf/pdfWorkerProtocol';
import { renderReminderPdf, type ReminderPdfInput } from './renderReminderPdf';

/** Passing between threads turns Buffers into plain byte arrays; pdfkit takes images as Buffers only. */
const revive = ({ reminder, invoice, logo }: ReminderPdfInput): ReminderPdfInput => ({ reminder, invoice, logo: asBuffer(logo ?? null) });

servePdfRequests(renderReminderPdf, revive);
