import { letterGreeting, recipientNameLines, type Quote } from '@planner/api';
import type PDFDocument from 'pdfkit';
import { formatDay } from '../format';
import { cityLine, senderLine, streetLine } from './letterhead';
import { COLORS, CONTENT, LETTER, line, measure, write, type Flow } from './layout';

/** Title of the quote as printed and as the PDF's title. */
export const quoteTitle = (quote: Pick<Quote, 'quoteNumber' | 'quoteName'>) => `Angebot ${quote.quoteNumber} – ${quote.quoteName}`;

function infoRows(quote: Quote): [string, string][] {
  const developer = quote.propertyDeveloper;
  return [
    ['Angebotsnummer', quote.quoteNumber],
    ['Datum', formatDay(quote.finalizedAt)],
    ['Gültig bis', formatDay(quote.validUntil)],
    ...(quote.terms?.executionPeriod ? [['Ausführung', quote.terms.executionPeriod] as [string, string]] : []),
    ['Bauvorhaben', `${streetLine(quote.jobsiteAddress)}\n${cityLine(quote.jobsiteAddress)}`],
    ['Projekt', quote.projectName],
    ...(developer
      ? ([
          ['Bauträger', developer.name],
          ...(developer.contactPerson ? [['Bauleiter', developer.contactPerson]] : []),
          ...(developer.constructionSpecification ? [['Baubeschreibung', developer.constructionSpecification]] : []),
        ] as [string, string][])
      : []),
  ];
}

/**
 * The address field with the sender line (visible in a window envelope) and the recipient,
 * and the information block on the right; answers where the letter's body starts.
 */
export function drawAddressAndInfo(doc: PDFDocument, quote: Quote): number {
  const { customer } = quote;
  const sender = senderLine(quote.company);
  write(doc, sender, CONTENT.left, LETTER.addressTop, { size: 6.5, color: COLORS.muted, width: LETTER.addressWidth });
  const senderHeight = measure(doc, sender, LETTER.addressWidth, { size: 6.5 });
  const senderBottom = LETTER.addressTop + senderHeight + 0.5;
  line(doc, [CONTENT.left, senderBottom], [CONTENT.left + LETTER.addressWidth, senderBottom], { color: COLORS.muted, width: 0.3 });
  const recipient = [...recipientNameLines(customer), streetLine(customer.address), cityLine(customer.address)];
  const recipientTop = senderBottom + 9.5;
  const recipientHeight = write(doc, recipient.join('\n'), CONTENT.left, recipientTop, {
    size: 10,
    width: LETTER.addressWidth,
    lineGap: 2,
  });

  const labelWidth = 72;
  const valueWidth = CONTENT.right - LETTER.infoLeft - labelWidth;
  let y = LETTER.infoTop;
  for (const [label, value] of infoRows(quote)) {
    write(doc, label, LETTER.infoLeft, y + 0.5, { size: 7.5, color: COLORS.muted, width: labelWidth });
    const font = label === 'Angebotsnummer' ? 'semibold' : 'regular';
    y += write(doc, value, LETTER.infoLeft + labelWidth, y, { font, size: 8.5, width: valueWidth }) + 3;
  }
  return Math.max(LETTER.bodyTop, recipientTop + recipientHeight + 24, y + 20);
}

/** The texts of quotes finalized before the company could change them. */
const EARLIER_INTRO =
  'vielen Dank für Ihre Anfrage. Für die Elektroinstallation des Bauvorhabens {Bauvorhaben} bieten wir Ihnen die ' +
  'folgenden Leistungen an. Die Positionen sind nach Stockwerken und Räumen gegliedert; ' +
  'die geplanten Installationen sind in den Grundrissen eingezeichnet.';
const EARLIER_CLOSING = 'Wir freuen uns auf Ihren Auftrag und stehen Ihnen für Rückfragen jederzeit gerne zur Verfügung.';

/** Title, greeting and the company's introduction. */
export function drawOpening(doc: PDFDocument, flow: Flow, quote: Quote): void {
  flow.advance(write(doc, quoteTitle(quote), CONTENT.left, flow.y, { font: 'bold', size: 15, color: COLORS.text }) + 12);
  const address = quote.jobsiteAddress;
  const intro = quote.terms?.introText ?? EARLIER_INTRO.replace('{Bauvorhaben}', `${streetLine(address)}, ${cityLine(address)}`);
  const text = `${letterGreeting(quote.customer)}\n\n${intro}`;
  flow.advance(write(doc, text, CONTENT.left, flow.y, { size: 9.5, lineGap: 2.5 }) + 18);
}

/** The company's closing words and its name, kept together on one page. */
export function drawClosing(doc: PDFDocument, flow: Flow, quote: Quote): void {
  const closing = quote.terms?.closingText ?? EARLIER_CLOSING;
  const text = `${closing ? `${closing}\n\n` : ''}Mit freundlichen Grüßen`;
  const height = measure(doc, text, CONTENT.width, { size: 9.5 }, 2.5) + 30;
  flow.ensure(height + 10);
  flow.advance(10);
  flow.advance(write(doc, text, CONTENT.left, flow.y, { size: 9.5, lineGap: 2.5 }) + 16);
  flow.advance(write(doc, quote.company.name, CONTENT.left, flow.y, { font: 'semibold', size: 9.5 }));
}
