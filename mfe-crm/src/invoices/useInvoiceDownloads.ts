import { MSG_INVOICE_NOT_YET_ISSUED } from '@planner/api';
import { App } from '@planner/ui';
import { useState } from 'react';
import { downloadInvoiceDocument, type InvoiceDocument } from './invoiceDocuments';

/** Downloads of an invoice's documents, with the one in progress and a toast when there is none. */
export function useInvoiceDownloads(invoice: { id: string }) {
  const { message } = App.useApp();
  const [loading, setLoading] = useState<InvoiceDocument | null>(null);
  const download = async (document: InvoiceDocument) => {
    setLoading(document);
    try {
      const failure = await downloadInvoiceDocument(invoice.id, document);
      if (failure) void message.error(failure.message ?? MSG_INVOICE_NOT_YET_ISSUED);
    } finally {
      setLoading(null);
    }
  };
  return { download, loading };
}
