import { invoiceEndpoints, type Failure } from '@planner/api';
import { apiClient } from '@planner/platform';
import { invoiceFileName } from './invoiceText';

export type InvoiceDocument = 'pdf' | 'xrechnung';

const TYPES: Record<InvoiceDocument, string> = { pdf: 'application/pdf', xrechnung: 'application/xml' };

/** The browser keeps the file once the download started; the object URL is released a little later. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * Downloads an issued invoice as PDF (ZUGFeRD, with its e-invoice data embedded) or as XRechnung
 * (CII), named after its number. Answers the failure when there is no such document (a draft).
 */
export async function downloadInvoiceDocument(
  invoice: { id: string; invoiceNumber: string | null },
  document: InvoiceDocument,
): Promise<Failure | undefined> {
  const result = await apiClient.call(invoiceEndpoints[document], { params: { id: invoice.id } });
  if (result.type !== 'success') return result;
  const file = result.data.type ? result.data : new Blob([result.data], { type: TYPES[document] });
  const url = URL.createObjectURL(file);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = invoiceFileName(invoice.invoiceNumber ?? 'Entwurf', document);
  link.rel = 'noopener';
  window.document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  return undefined;
}
