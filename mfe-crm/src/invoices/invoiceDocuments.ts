import { invoiceEndpoints, type Failure } from '@planner/api';
import { downloadDocument } from '@planner/platform';

export type InvoiceDocument = 'pdf' | 'xrechnung';

/**
 * Downloads an issued invoice as PDF (ZUGFeRD, with its e-invoice data embedded) or as XRechnung
 * (CII), under the name the server gives it. Answers the failure when there is no such document (a draft).
 */
export const downloadInvoiceDocument = (invoiceId: string, document: InvoiceDocument): Promise<Failure | undefined> =>
  downloadDocument(invoiceEndpoints[document], { params: { id: invoiceId } });
