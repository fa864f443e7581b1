import type { Invoice } from '@planner/api';
import { Flow } from '../../documentPdf/layout';
import { startLetterDocument } from '../../documentPdf/letterDocument';
import { drawVatTotals } from '../../documentPdf/totals';
import { drawContinuationHeader, drawFooters, drawLetterhead } from '../../documentPdf/letterhead';
import { signOffHeight } from '../../documentPdf/signOff';
import { formatDay } from '../../quotes';
import { drawDeductions } from './pdf/deductions';
import { dublinCoreXmp, embedEInvoice } from './pdf/facturX';
import { closingText, drawInvoiceAddressAndInfo, drawInvoiceClosing, drawInvoiceOpening, invoiceTitle } from './pdf/letter';
import { drawInvoiceLines } from './pdf/lines';
import { drawNotes, drawPayment } from './pdf/payment';

/** The issued invoice, the company's logo (PNG or JPEG) and its e-invoice (CII), which the PDF embeds. */
export interface InvoicePdfInput {
  invoice: Invoice;
  logo?: Uint8Array | null;
  xml: string;
}

/**
 * The invoice as a German business letter on A4 and as ZUGFeRD / Factur-X: a PDF/A-3b with its
 * fonts embedded and the e-invoice attached (factur-x.xml for EN 16931, xrechnung.xml for
 * XRechnung), declared in the XMP metadata.
 */
export async function renderInvoicePdf({ invoice, logo = null, xml }: InvoicePdfInput): Promise<Buffer> {
  const title = invoiceTitle(invoice);
  const issuedAt = new Date(invoice.issuedAt ?? `${invoice.invoiceDate ?? invoice.createdAt.slice(0, 10)}T12:00:00Z`);
  const info = { Creator: 'Meisterplaner', Producer: 'Meisterplaner', CreationDate: issuedAt };
  const { doc, output } = startLetterDocument({ pdfVersion: '1.7', subset: 'PDF/A-3b', info });

  drawLetterhead(doc, invoice.company, logo);
  const flow = new Flow(doc, drawInvoiceAddressAndInfo(doc, invoice), () => drawContinuationHeader(doc, invoice.company, title));
  drawInvoiceOpening(doc, flow, invoice);
  drawInvoiceLines(doc, flow, invoice);
  drawVatTotals(doc, flow, invoice);
  drawDeductions(doc, flow, invoice);
  drawNotes(doc, flow, invoice);
  drawPayment(doc, flow, invoice, signOffHeight(doc, closingText(invoice)));
  drawInvoiceClosing(doc, flow, invoice);
  drawFooters(doc, invoice.company, invoice.invoiceDate ? `${title} vom ${formatDay(invoice.invoiceDate)}` : title);

  doc.appendXML(dublinCoreXmp({ title, author: invoice.company.name, subject: `${invoice.projectName} – Angebot ${invoice.quoteNumber}` }));
  embedEInvoice(doc, xml, issuedAt);
  doc.end();
  return output;
}
