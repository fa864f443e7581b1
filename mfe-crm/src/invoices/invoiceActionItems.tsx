import { FilePdfOutlined, FileTextOutlined } from '@ant-design/icons';
import type { MenuProps } from '@planner/ui';
import type { ReactNode } from 'react';
import type { InvoiceDocument } from './useInvoiceDownloads';

type MenuItems = NonNullable<MenuProps['items']>;

export const DOCUMENT_LABELS: Record<InvoiceDocument, string> = {
  pdf: 'PDF herunterladen (ZUGFeRD)',
  xrechnung: 'XRechnung herunterladen',
};

const ICONS: Record<InvoiceDocument, ReactNode> = { pdf: <FilePdfOutlined />, xrechnung: <FileTextOutlined /> };

/** A document's download; with `unavailable` (why there is none) it is shown disabled with that reason. */
export const downloadItem = (
  document: InvoiceDocument,
  onDownload: (document: InvoiceDocument) => void,
  unavailable?: string,
): MenuItems[number] => ({
  key: document,
  icon: ICONS[document],
  label: unavailable ? `${DOCUMENT_LABELS[document]}: ${unavailable}` : DOCUMENT_LABELS[document],
  disabled: Boolean(unavailable),
  onClick: () => onDownload(document),
});

/** The documents of an issued invoice: the PDF with its embedded e-invoice (once it is made), and the XRechnung. */
export const downloadItems = (onDownload: (document: InvoiceDocument) => void, pdfPending = false): MenuItems => [
  downloadItem('pdf', onDownload, pdfPending ? 'wird erstellt' : undefined),
  downloadItem('xrechnung', onDownload),
];
