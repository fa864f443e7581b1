import { letterGreeting, type Quote } from '@planner/api';
import type PDFDocument from 'pdfkit';
import { bodyTop, drawAddressField, drawInfoBlock } from '../../documentPdf/addressField';
import type { Flow } from '../../documentPdf/layout';
import { cityLine, streetLine } from '../../documentPdf/letterhead';
import { drawTitleAndText } from '../../documentPdf/opening';
import { drawSignOff } from '../../documentPdf/signOff';
import { formatDay } from '../format';

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

/** Address field and information block; answers where the letter's body starts. */
export function drawAddressAndInfo(doc: PDFDocument, quote: Quote): number {
  const addressBottom = drawAddressField(doc, quote.company, quote.customer);
  return bodyTop(addressBottom, drawInfoBlock(doc, infoRows(quote), 'Angebotsnummer'));
}

/** The texts of quotes finalized before the company could change them. */
const EARLIER_INTRO =
  'vielen Dank für Ihre Anfrage. Für die Elektroinstallation des Bauvorhabens {Bauvorhaben} bieten wir Ihnen die ' +
  'folgenden Leistungen an. Die Positionen sind nach Stockwerken und Räumen gegliedert; ' +
  'die geplanten Installationen sind in den Grundrissen eingezeichnet.';
const EARLIER_CLOSING = 'Wir freuen uns auf Ihren Auftrag und stehen Ihnen für Rückfragen jederzeit gerne zur Verfügung.';

/** Title, greeting and the company's introduction. */
export function drawOpening(doc: PDFDocument, flow: Flow, quote: Quote): void {
  const address = quote.jobsiteAddress;
  const intro = quote.terms?.introText ?? EARLIER_INTRO.replace('{Bauvorhaben}', `${streetLine(address)}, ${cityLine(address)}`);
  drawTitleAndText(doc, flow, quoteTitle(quote), `${letterGreeting(quote.customer)}\n\n${intro}`);
}

/** The company's closing words and its name, kept together on one page. */
export function drawClosing(doc: PDFDocument, flow: Flow, quote: Quote): void {
  drawSignOff(doc, flow, quote.terms?.closingText ?? EARLIER_CLOSING, quote.company.name);
}
