import type { DocumentKind } from '../documents';
import { offThreadOr, type RenderPdf } from '../documentPdf/pdfWorkerRenderer';
import { documentFileName } from '../http/results';
import { findLogo } from '../tenant';
import { renderInvoicePdf, type InvoicePdfInput } from './document/renderInvoicePdf';
import { findInvoice } from './readInvoice';
import { findInvoiceFiles } from './repository';

export const invoiceFileName = (invoiceNumber: string, extension: 'pdf' | 'xml') => documentFileName('Rechnung', invoiceNumber, extension);

/** The server's renderer: the worker next to the bundle (build.mjs, document/invoicePdfWorker.ts), or in-process when running from source. */
const renderOffThread = offThreadOr(new URL('./invoicePdfWorker.js', import.meta.url), 'Invoice PDF', renderInvoicePdf);

/**
 * The issued invoice (partial, final or cancellation) as a document: the PDF/A-3 of the frozen
 * invoice with the e-invoice stored when it was issued embedded, the same bytes the XRechnung
 * download serves.
 */
export const invoiceDocument = (render: RenderPdf<InvoicePdfInput> = renderOffThread): DocumentKind<InvoicePdfInput> => ({
  kind: 'Invoice',
  async load(trx, tenantId, id, blobs) {
    const [invoice, files] = [await findInvoice(trx, tenantId, id), await findInvoiceFiles(trx, tenantId, id)];
    if (!invoice?.invoiceNumber || !files?.xml) return undefined;
    const logo = (await findLogo(trx, tenantId, blobs))?.data ?? null;
    return { invoice, logo, xml: files.xml };
  },
  render,
});

/** The invoices the server renders, on the worker thread. */
export const invoiceDocuments = invoiceDocument();
