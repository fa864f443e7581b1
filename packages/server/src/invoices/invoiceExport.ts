import { INVOICE_KIND_LABELS, INVOICE_STATUS_LABELS, type InvoiceListItem } from '@planner/api';
import type { ListExportSpec } from '../listExport';

/** The invoice list's columns as a file: what the list shows, money in euros, days as dates. */
export const INVOICE_EXPORT: ListExportSpec<InvoiceListItem> = {
  fileName: 'Rechnungen',
  sheetName: 'Rechnungen',
  columns: [
    { header: 'Nummer', kind: 'text', value: (invoice) => invoice.invoiceNumber, width: 14 },
    { header: 'Art', kind: 'text', value: (invoice) => INVOICE_KIND_LABELS[invoice.kind], width: 18 },
    { header: 'Kunde', kind: 'text', value: (invoice) => invoice.customerName, width: 28 },
    { header: 'Projekt', kind: 'text', value: (invoice) => invoice.projectName, width: 28 },
    { header: 'Angebot', kind: 'text', value: (invoice) => invoice.quoteNumber, width: 14 },
    { header: 'Rechnungsdatum', kind: 'date', value: (invoice) => invoice.invoiceDate, width: 16 },
    { header: 'Fällig am', kind: 'date', value: (invoice) => invoice.dueDate },
    { header: 'Brutto', kind: 'money', value: (invoice) => invoice.grossTotal, width: 14 },
    { header: 'Offen', kind: 'money', value: (invoice) => invoice.amountDue, width: 14 },
    { header: 'Status', kind: 'text', value: (invoice) => INVOICE_STATUS_LABELS[invoice.status] },
    { header: 'Bezahlt am', kind: 'date', value: (invoice) => invoice.paidOn },
    { header: 'Angelegt am', kind: 'dateTime', value: (invoice) => invoice.createdAt, width: 18 },
  ],
};
