import { pdfWorkerEntry } from '../../documentPdf/pdfWorkerEntry';
import { renderInvoicePdf } from './renderInvoicePdf';

export default pdfWorkerEntry(renderInvoicePdf);
