import { formatCents, formatIban, paymentTermsText, type Invoice } from '@planner/api';
import type PDFDocument from 'pdfkit';
import { drawLabelledRows } from '../../../documentPdf/labelledRows';
import { drawParagraphs } from '../../../documentPdf/paragraphs';
import type { Flow } from '../../../documentPdf/layout';
import { formatDay } from '../../../quotes';
import { invoiceNotes } from '../invoiceTexts';


/** The legal notes (0 %, reverse charge, cancellation, retention) and the labour costs of § 35a EStG, a paragraph each. */
export function drawNotes(doc: PDFDocument, flow: Flow, invoice: Invoice): void {
  const paragraphs = [
    ...invoiceNotes(invoice),
    ...(invoice.labourTotal > 0
      ? [`Im Rechnungsbetrag enthaltene Arbeitskosten (§ 35a EStG): ${formatCents(invoice.labourTotal)}`]
      : []),
  ];
  drawParagraphs(doc, flow, paragraphs);
}

/**
 * Payment terms with discount, due date, bank account and the reference to give, kept on one page
 * with the `keepWith` points of the closing; a cancellation asks for no payment.
 */
export function drawPayment(doc: PDFDocument, flow: Flow, invoice: Invoice, keepWith: number): void {
  if (invoice.kind === 'Cancellation') return;
  const bank = invoice.company.bankInformation;
  drawLabelledRows(doc, flow, [
    ['Zahlungsbedingungen', paymentTermsText(invoice.paymentTerms)],
    ...(invoice.dueDate ? [['Fällig am', formatDay(invoice.dueDate)] as [string, string]] : []),
    ...(bank ? [['Bankverbindung', `${bank.name} · IBAN ${formatIban(bank.iban)} · BIC ${bank.bic}`] as [string, string]] : []),
    ['Verwendungszweck', invoice.invoiceNumber ?? ''],
  ], keepWith);
}
