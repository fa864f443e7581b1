import { servePdfRequests } from '../../documentPdf/pdfWorker';
import { renderQuotePdf } from './renderQuotePdf';

servePdfRequests(renderQuotePdf);
