import type { Quote } from '@planner/api';
import PDFDocument from 'pdfkit';
import { formatDay } from '../format';
import { IconCache, type FloorPlanDrawing } from './floorPlan';
import { registerFonts } from './fonts';
import { drawAddressAndInfo, drawClosing, drawOpening, quoteTitle } from './letter';
import { drawContinuationHeader, drawFooter, drawLetterhead } from './letterhead';
import { Flow } from './layout';
import { drawAdditionalInstallations, drawCheckout, drawFloorSection } from './sections';
import { drawSummary, titleNumbers } from './summary';
import { drawAcceptance, drawTerms } from './terms';

/** Everything the PDF shows: the frozen quote, and the plans with the icons drawn on them. */
export interface QuotePdfInput {
  quote: Quote;
  /** By floor id. */
  plans: ReadonlyMap<string, FloorPlanDrawing>;
  /** PNG icon of each placed component, by component id. */
  icons: ReadonlyMap<string, Uint8Array | null>;
  /** The company's logo (PNG or JPEG) for the letterhead. */
  logo?: Uint8Array | null;
}

function collect(doc: PDFDocument): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * The quote as a German business letter on A4. The first page is the letter: letterhead,
 * address field and information block, greeting and introduction, the quote at a glance
 * (every title's subtotal, net, VAT and gross) and its terms. The positions follow: per floor
 * its plan and its lines room by room, numbered, then the additional installations and the
 * checkout options. The end is the summary with the terms again, the closing and the block for
 * the customer's order and signature. Every page carries the footer with the company's data and
 * 'Seite x von y'.
 */
export async function renderQuotePdf({ quote, plans, icons, logo = null }: QuotePdfInput): Promise<Buffer> {
  const title = quoteTitle(quote);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    lang: 'de-DE',
    displayTitle: true,
    info: { Title: title, Author: quote.company.name, Subject: quote.projectName, Creator: quote.company.name },
  });
  const output = collect(doc);
  registerFonts(doc);
  const iconCache = new IconCache(doc, icons);

  drawLetterhead(doc, quote.company, logo);
  const flow = new Flow(doc, drawAddressAndInfo(doc, quote), () => drawContinuationHeader(doc, quote.company, title));
  drawOpening(doc, flow, quote);
  drawSummary(doc, flow, quote, 'Ihr Angebot im Überblick');
  drawTerms(doc, flow, quote);
  flow.newPage();
  quote.floors.forEach((floor, index) => drawFloorSection(doc, flow, floor, index + 1, plans.get(floor.id), iconCache));
  const numbers = titleNumbers(quote);
  drawAdditionalInstallations(doc, flow, quote, numbers.additionalInstallations);
  drawCheckout(doc, flow, quote, numbers.checkout);
  drawSummary(doc, flow, quote, 'Zusammenstellung');
  drawTerms(doc, flow, quote);
  drawClosing(doc, flow, quote);
  drawAcceptance(doc, flow, quote);

  const reference = `Angebot ${quote.quoteNumber} vom ${formatDay(quote.finalizedAt)}`;
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    doc.switchToPage(page);
    drawFooter(doc, quote.company, reference, page - start + 1, count);
  }
  doc.end();
  return output;
}
