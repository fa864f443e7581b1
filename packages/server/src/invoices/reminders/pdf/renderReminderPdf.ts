import { formatCents, formatGermanDay, formatIban, letterGreeting, type Invoice, type PaymentReminder } from '@planner/api';
import { bodyTop, drawAddressField, drawInfoBlock } from '../../../documentPdf/addressField';
import { drawLabelledRows } from '../../../documentPdf/labelledRows';
import { Flow } from '../../../documentPdf/layout';
import { startLetterDocument } from '../../../documentPdf/letterDocument';
import { drawContinuationHeader, drawFooters, drawLetterhead } from '../../../documentPdf/letterhead';
import { drawTitleAndText } from '../../../documentPdf/opening';
import { drawSignOff, signOffHeight } from '../../../documentPdf/signOff';
import { drawTotals } from '../../../documentPdf/totals';
import { drawParagraphs } from '../../../documentPdf/paragraphs';
import { interestExplanation, reminderIntroduction, reminderRows, reminderTitle } from './reminderTexts';

/** The reminder with its figures, the invoice it reminds of (as issued) and the company's logo. */
export interface ReminderPdfInput {
  reminder: PaymentReminder;
  invoice: Invoice;
  logo?: Uint8Array | null;
}

const CLOSING = 'Sollten Sie die Zahlung inzwischen veranlasst haben, betrachten Sie dieses Schreiben bitte als gegenstandslos.';

/**
 * A payment reminder or dunning letter on A4, as the invoice's letter: letterhead, the customer's
 * address as on the invoice, an information block (date, invoice number and date, due date), the
 * title and text of its level, the open amount with fee, default interest per period and lump sum
 * and the total in a band, the bank account with the invoice number as reference, and the closing.
 */
export async function renderReminderPdf({ reminder, invoice, logo = null }: ReminderPdfInput): Promise<Buffer> {
  const title = reminderTitle(reminder);
  const { doc, output } = startLetterDocument({
    pdfVersion: '1.7',
    info: { Title: title, Author: invoice.company.name, Creator: 'Meisterplaner', Producer: 'Meisterplaner', CreationDate: new Date(reminder.createdAt) },
  });
  drawLetterhead(doc, invoice.company, logo);
  const addressBottom = drawAddressField(doc, invoice.company, invoice.customer);
  const info: [string, string][] = [
    ['Datum', formatGermanDay(reminder.reminderDate)],
    ['Rechnungsnummer', reminder.invoiceNumber],
    ['Rechnungsdatum', formatGermanDay(invoice.invoiceDate ?? '')],
    ['Fällig seit', formatGermanDay(invoice.dueDate ?? '')],
    ['Projekt', invoice.projectName],
  ];
  const flow = new Flow(doc, bodyTop(addressBottom, drawInfoBlock(doc, info, 'Rechnungsnummer')), () => drawContinuationHeader(doc, invoice.company, title));
  drawTitleAndText(doc, flow, title, `${letterGreeting(invoice.customer)}\n\n${reminderIntroduction(reminder, invoice)}`);
  drawTotals(doc, flow, reminderRows(reminder), { label: 'Zu zahlen', amount: formatCents(reminder.total) });
  if (reminder.interestPeriods.length > 0) drawParagraphs(doc, flow, [interestExplanation(reminder)]);
  const bank = invoice.company.bankInformation;
  drawLabelledRows(
    doc,
    flow,
    [
      ['Zahlbar bis', formatGermanDay(reminder.payBy)],
      ...(bank ? [['Bankverbindung', `${bank.name} · IBAN ${formatIban(bank.iban)} · BIC ${bank.bic}`] as [string, string]] : []),
      ['Verwendungszweck', reminder.invoiceNumber],
    ],
    signOffHeight(doc, CLOSING),
  );
  drawSignOff(doc, flow, CLOSING, invoice.company.name);
  drawFooters(doc, invoice.company, `${title} vom ${formatGermanDay(reminder.reminderDate)}`);
  doc.end();
  return output;
}
