import { pdfWorkerEntry } from '../../documentPdf/pdfWorkerEntry';
import { renderQuotePdf } from './renderQuotePdf';

export default pdfWorkerEntry(renderQuotePdf);
