import { INVOICE_KIND_LABELS, letterGreeting, type Invoice } from '@planner/api';
import type PDFDocument from 'pdfkit';
import { bodyTop, drawAddressField, drawInfoBlock } from '../../../documentPdf/addressField';
import type { Flow } from '../../../documentPdf/layout';
import { cityLine, streetLine } from '../../../documentPdf/letterhead';
import { drawTitleAndText } from '../../../documentPdf/opening';
import { drawSignOff } from '../../../documentPdf/signOff';
import { formatDay } from '../../../quotes';

/** 'Schlussrechnung', or 'Rechnung' for a final invoice that deducts no partial invoice. */
export const invoiceKindLabel = (invoice: Pick<Invoice, 'kind' | 'deductions'>) =>
  invoice.kind === 'Final' && invoice.deductions.length === 0 ? 'Rechnung' : INVOICE_KIND_LABELS[invoice.kind];

/** 'Schlussrechnung RE-2026-0042', as printed and as the PDF's title. */
export const invoiceTitle = (invoice: Pick<Invoice, 'kind' | 'deductions' | 'invoiceNumber'>) =>
  `${invoiceKindLabel(invoice)} ${invoice.invoiceNumber ?? ''}`.trim();

/** 'Storno zu Rechnung RE-2026-0041 vom 16.03.2026' */
export const cancellationLine = (cancels: NonNullable<Invoice['cancels']>) =>
  `Storno zu Rechnung ${cancels.invoiceNumber} vom ${formatDay(cancels.invoiceDate)}`;

const servicePeriod = ({ servicePeriodStart: start, servicePeriodEnd: end }: Invoice) =>
  start === end ? formatDay(start) : `${formatDay(start)} – ${formatDay(end)}`;

const siteLines = (invoice: Invoice) => `${streetLine(invoice.jobsiteAddress)}\n${cityLine(invoice.jobsiteAddress)}`;

function infoRows(invoice: Invoice): [string, string][] {
  const rows: [string, string][] = [
    ['Rechnungsnummer', invoice.invoiceNumber ?? ''],
    ['Rechnungsdatum', invoice.invoiceDate ? formatDay(invoice.invoiceDate) : ''],
    [invoice.servicePeriodStart === invoice.servicePeriodEnd ? 'Leistungsdatum' : 'Leistungszeitraum', servicePeriod(invoice)],
  ];
  if (invoice.cancels) rows.push(['Storno zu', `Rechnung ${invoice.cancels.invoiceNumber}\nvom ${formatDay(invoice.cancels.invoiceDate)}`]);
  else if (invoice.dueDate) rows.push(['Fällig am', formatDay(invoice.dueDate)]);
  rows.push(['Angebot', invoice.quoteNumber], ['Bauvorhaben', siteLines(invoice)], ['Projekt', invoice.projectName]);
  if (invoice.buyerReference) rows.push(['Ihre Referenz', invoice.buyerReference]);
  if (invoice.buyerVatId) rows.push(['Ihre USt-IdNr.', invoice.buyerVatId]);
  return rows;
}

/** Address field and information block with number, date, service period and due date; answers where the body starts. */
export function drawInvoiceAddressAndInfo(doc: PDFDocument, invoice: Invoice): number {
  const addressBottom = drawAddressField(doc, invoice.company, invoice.customer);
  return bodyTop(addressBottom, drawInfoBlock(doc, infoRows(invoice), 'Rechnungsnummer'));
}

function introduction(invoice: Invoice): string {
  const site = `${streetLine(invoice.jobsiteAddress)}, ${cityLine(invoice.jobsiteAddress)}`;
  const work = `für die Elektroinstallation am Bauvorhaben ${site} gemäß unserem Angebot ${invoice.quoteNumber}`;
  if (invoice.cancels) {
    return `${cancellationLine(invoice.cancels)}: Hiermit stornieren wir diese Rechnung vollständig. Die Positionen sind mit umgekehrtem Vorzeichen aufgeführt.`;
  }
  if (invoice.kind === 'Partial') return `wie vereinbart berechnen wir Ihnen ${work} den folgenden Abschlag.`;
  const deducted = invoice.deductions.length > 0 ? ' Die bereits gestellten Abschlagsrechnungen ziehen wir am Ende ab.' : '';
  return `${work} berechnen wir Ihnen die folgenden Leistungen.${deducted}`;
}

/** Title with number, greeting and what the invoice bills. */
export function drawInvoiceOpening(doc: PDFDocument, flow: Flow, invoice: Invoice): void {
  drawTitleAndText(doc, flow, invoiceTitle(invoice), `${letterGreeting(invoice.customer)}\n\n${introduction(invoice)}`);
}

/** The words before the greeting: thanks, but not on a cancellation. */
export const closingText = (invoice: Pick<Invoice, 'kind'>) => (invoice.kind === 'Cancellation' ? '' : 'Vielen Dank für Ihren Auftrag.');

/** Thanks, greeting and the company's name. */
export function drawInvoiceClosing(doc: PDFDocument, flow: Flow, invoice: Invoice): void {
  drawSignOff(doc, flow, closingText(invoice), invoice.company.name);
}
