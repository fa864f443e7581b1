import { servePdfRequests } from '../../documentPdf/pdfWorker';
import { renderInvoicePdf } from './renderInvoicePdf';

servePdfRequests(renderInvoicePdf);
