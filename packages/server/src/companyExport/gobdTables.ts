import { INVOICE_KIND_LABELS, INVOICE_STATUS_LABELS, VAT_CATEGORIES, type InvoiceKind, type InvoiceLine, type InvoiceStatus } from '@planner/api';
import type { ExportColumn } from '../listExport';
import type { IssuedInvoiceDocument } from '../invoices';

/** A column of a GoBD table: its CSV cell (the list export's) and whether it is (part of) the primary key. */
export interface GobdColumn<R> extends ExportColumn<R> {
  primaryKey?: boolean;
  description?: string;
}

export interface GobdTable<R> {
  /** The CSV file beside index.xml. */
  url: string;
  name: string;
  description: string;
  /** Key columns first: the description standard lists them before the other columns. */
  columns: readonly GobdColumn<R>[];
  foreignKey?: { columns: readonly string[]; references: string };
}

/** An issued invoice as its GoBD rows are made of it. */
export interface IssuedInvoiceRow {
  invoice_number: string;
  kind: InvoiceKind;
  status: InvoiceStatus;
  invoice_date: string;
  due_date: string | null;
  paid_on: string | null;
  customer_name: string;
  project_name: string;
  quote_number: string;
  document: IssuedInvoiceDocument;
}

export interface InvoiceLineRow {
  invoiceNumber: string;
  lineNumber: number;
  line: InvoiceLine;
}

export const GOBD_INVOICES: GobdTable<IssuedInvoiceRow> = {
  url: 'Rechnungen.csv',
  name: 'Rechnungen',
  description: 'Gestellte Rechnungen, Abschlags- und Stornorechnungen mit ihren Summen in Euro',
  columns: [
    { header: 'Rechnungsnummer', kind: 'text', primaryKey: true, value: (row) => row.invoice_number },
    { header: 'Rechnungsart', kind: 'text', value: (row) => INVOICE_KIND_LABELS[row.kind] },
    { header: 'Rechnungsdatum', kind: 'date', value: (row) => row.invoice_date },
    { header: 'Leistungszeitraum von', kind: 'date', value: (row) => row.document.servicePeriodStart },
    { header: 'Leistungszeitraum bis', kind: 'date', value: (row) => row.document.servicePeriodEnd },
    { header: 'Fällig am', kind: 'date', value: (row) => row.due_date },
    { header: 'Kunde', kind: 'text', value: (row) => row.customer_name },
    { header: 'Projekt', kind: 'text', value: (row) => row.project_name },
    { header: 'Angebotsnummer', kind: 'text', value: (row) => row.quote_number },
    { header: 'Netto', kind: 'money', value: (row) => row.document.netTotal },
    { header: 'Umsatzsteuer', kind: 'money', value: (row) => row.document.vatTotal },
    { header: 'Brutto', kind: 'money', value: (row) => row.document.grossTotal },
    { header: 'Abschläge', kind: 'money', value: (row) => row.document.prepaidAmount },
    { header: 'Zahlbetrag', kind: 'money', value: (row) => row.document.amountDue },
    { header: 'Storniert Rechnung', kind: 'text', value: (row) => row.document.cancels?.invoiceNumber ?? null },
    { header: 'Status', kind: 'text', value: (row) => INVOICE_STATUS_LABELS[row.status] },
    { header: 'Bezahlt am', kind: 'date', value: (row) => row.paid_on },
  ],
};

export const GOBD_INVOICE_LINES: GobdTable<InvoiceLineRow> = {
  url: 'Rechnungspositionen.csv',
  name: 'Rechnungspositionen',
  description: 'Die Positionen jeder gestellten Rechnung, netto in Euro',
  columns: [
    { header: 'Rechnungsnummer', kind: 'text', primaryKey: true, value: (row) => row.invoiceNumber },
    { header: 'Zeile', kind: 'integer', primaryKey: true, description: 'Zeile auf der Rechnung, ab 1', value: (row) => row.lineNumber },
    { header: 'Position', kind: 'text', value: (row) => row.line.position },
    { header: 'Bezeichnung', kind: 'text', value: (row) => row.line.title },
    { header: 'Beschreibung', kind: 'text', value: (row) => row.line.description },
    { header: 'Menge', kind: 'decimal', digits: 3, value: (row) => row.line.quantity },
    { header: 'Einheit', kind: 'text', value: (row) => row.line.unit },
    { header: 'Einzelpreis', kind: 'money', value: (row) => row.line.unitPrice },
    { header: 'Netto', kind: 'money', value: (row) => row.line.netAmount },
    { header: 'Steuersatz', kind: 'integer', description: 'Prozent', value: (row) => VAT_CATEGORIES[row.line.vatCategory].ratePercent },
    { header: 'Steuerart', kind: 'text', value: (row) => VAT_CATEGORIES[row.line.vatCategory].label },
    { header: 'Lohnanteil', kind: 'money', description: 'Arbeitskosten nach § 35a EStG, netto', value: (row) => row.line.labourAmount },
  ],
  foreignKey: { columns: ['Rechnungsnummer'], references: 'Rechnungen' },
};
