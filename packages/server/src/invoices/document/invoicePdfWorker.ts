import { asBuffer, servePdfRequests } from '../../documentPdf/pdfWorkerProtocol';
import { renderInvoicePdf, type InvoicePdfInput } from './renderInvoicePdf';

/** Passing between threads turns Buffers into plain byte arrays; pdfkit takes images as Buffers only. */
const revive = ({ invoice, logo, xml }: InvoicePdfInput): InvoicePdfInput => ({ invoice, xml, logo: asBuffer(logo ?? null) });

servePdfRequests(renderInvoicePdf, revive);
