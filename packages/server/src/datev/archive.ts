import { zipSync, type Zippable } from 'fflate';
import { documentFileName } from '../http/results';

export interface ArchivedInvoice {
  invoiceNumber: string;
  pdf: Buffer;
  xml: string;
}

/** The batch's file name as DATEV's own exports name it: EXTF_ and the format name. */
export const batchFileName = (from: string, to: string) => `EXTF_Buchungsstapel_${from.replaceAll('-', '')}_${to.replaceAll('-', '')}.csv`;
export const archiveFileName = (from: string, to: string) => `DATEV-Export-${from.replaceAll('-', '')}-${to.replaceAll('-', '')}.zip`;

/**
 * The ZIP handed to the tax adviser: the booking batch and each invoice's PDF and e-invoice, named
 * by invoice number. PDFs are compressed already and are stored as they are.
 */
export function exportArchive(from: string, to: string, batch: Buffer, invoices: readonly ArchivedInvoice[]): Buffer {
  const files: Zippable = { [batchFileName(from, to)]: new Uint8Array(batch) };
  for (const invoice of invoices) {
    files[documentFileName('Rechnung', invoice.invoiceNumber, 'pdf')] = [new Uint8Array(invoice.pdf), { level: 0 }];
    files[documentFileName('Rechnung', invoice.invoiceNumber, 'xml')] = new TextEncoder().encode(invoice.xml);
  }
  return Buffer.from(zipSync(files));
}
