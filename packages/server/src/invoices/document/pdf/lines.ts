import { formatCents, formatQuantity, vatRateLabel, type Invoice, type InvoiceLine } from '@planner/api';
import type PDFDocument from 'pdfkit';
import type { Flow } from '../../../documentPdf/layout';
import { drawTable, type Cell, type TableColumn, type TableRow } from '../../../documentPdf/table';

const COLUMNS: TableColumn[] = [
  { header: 'Pos.', share: 0.08 },
  { header: 'Leistung', share: 0.38 },
  { header: 'Menge', share: 0.13, align: 'right' },
  { header: 'Einzelpreis', share: 0.14, align: 'right' },
  { header: 'USt.', share: 0.1, align: 'right' },
  { header: 'Gesamt netto', share: 0.17, align: 'right' },
];

/** The title and, below it, the description muted. */
const lineText = (line: InvoiceLine): Cell => [{ text: line.title }, ...(line.description.trim() ? [{ text: line.description.trim(), muted: true }] : [])];

const lineRow = (line: InvoiceLine): TableRow => ({
  kind: 'item',
  cells: [
    line.position,
    lineText(line),
    formatQuantity(line.quantity, line.unit),
    formatCents(line.unitPrice),
    vatRateLabel(line.vatCategory),
    formatCents(line.netAmount),
  ],
});

/** The billed lines: position, kind of service, quantity and unit, unit price, VAT rate and net amount. */
export function drawInvoiceLines(doc: PDFDocument, flow: Flow, invoice: Invoice): void {
  drawTable(doc, flow, COLUMNS, invoice.lines.map(lineRow));
}
