import { invoiceEndpoints, MSG_INVOICE_NOT_YET_ISSUED } from '@planner/api';
import { downloadDocument } from '@planner/platform';
import { App } from '@planner/ui';
import { useState } from 'react';

/** An issued invoice's documents: the PDF (ZUGFeRD, its e-invoice data embedded) and the XRechnung (CII). */
export type InvoiceDocument = 'pdf' | 'xrechnung';

/** Downloads of an invoice's documents under the names the server gives them, with the one in progress; a toast when there is none (a draft). */
export function useInvoiceDownloads(invoice: { id: string }) {
  const { message } = App.useApp();
  const [loading, setLoading] = useState<InvoiceDocument | null>(null);
  const download = async (document: InvoiceDocument) => {
    setLoading(document);
    try {
      const failure = await downloadDocument(invoiceEndpoints[document], { params: { id: invoice.id } });
      if (failure) void message.error(failure.message ?? MSG_INVOICE_NOT_YET_ISSUED);
    } finally {
      setLoading(null);
    }
  };
  return { download, loading };
}
