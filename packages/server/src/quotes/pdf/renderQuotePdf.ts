import { quoteTitleNumbers, quoteVatLines, vatNotes, type Quote } from '@planner/api';
import { formatDay } from '../format';
import { IconCache, type FloorPlanDrawing } from './floorPlan';
import { Flow } from '../../documentPdf/layout';
import { drawParagraphs } from '../../documentPdf/paragraphs';
import { drawContinuationHeader, drawFooters, drawLetterhead } from '../../documentPdf/letterhead';
import { startLetterDocument } from '../../documentPdf/letterDocument';
import { drawAddressAndInfo, drawClosing, drawOpening, quoteTitle } from './letter';
import { drawPvPositions } from './pvPositions';
import { drawAdditionalInstallations, drawCheckout, drawFloorSection } from './sections';
import { appendPvPages, type PvQuotePdfInput } from './pv';
import { drawSummary } from './summary';
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
  /** A PV quote's snapshot and data sheets: its PV pages follow the letter, its data sheets the quote. */
  pv?: PvQuotePdfInput | null;
}

/**
 * The quote as a German business letter on A4. The first page is the letter: letterhead,
 * address field and information block, greeting and introduction, the quote at a glance
 * (every title's subtotal, net, VAT and gross) and its terms. The positions follow: per floor
 * its plan and its lines room by room, numbered, then the additional installations and the
 * checkout options and the PV system's positions with their VAT rates. The end is the summary with the terms again, the closing and the block for
 * the customer's order and signature. Every page carries the footer with the company's data and
 * 'Seite x von y'.
 */
export async function renderQuotePdf({ quote, plans, icons, logo = null, pv = null }: QuotePdfInput): Promise<Buffer> {
  const title = quoteTitle(quote);
  const { doc, output } = startLetterDocument({
    info: { Title: title, Author: quote.company.name, Subject: quote.projectName, Creator: quote.company.name },
  });
  const iconCache = new IconCache(doc, icons);

  drawLetterhead(doc, quote.company, logo);
  const flow = new Flow(doc, drawAddressAndInfo(doc, quote), () => drawContinuationHeader(doc, quote.company, title));
  drawOpening(doc, flow, quote);
  drawSummary(doc, flow, quote, 'Ihr Angebot im Überblick');
  drawTerms(doc, flow, quote);
  const appendDataSheets = pv ? await appendPvPages(doc, flow, pv) : null;
  flow.newPage();
  quote.floors.forEach((floor, index) => drawFloorSection(doc, flow, floor, index + 1, plans.get(floor.id), iconCache));
  const numbers = quoteTitleNumbers(quote);
  drawAdditionalInstallations(doc, flow, quote, numbers.additionalInstallations);
  drawCheckout(doc, flow, quote, numbers.checkout);
  drawPvPositions(doc, flow, quote, numbers.pv);
  drawSummary(doc, flow, quote, 'Zusammenstellung');
  const notes = vatNotes(quoteVatLines(quote));
  if (notes.length > 0) drawParagraphs(doc, flow, notes);
  drawTerms(doc, flow, quote);
  drawClosing(doc, flow, quote);
  drawAcceptance(doc, flow, quote);
  // The PV pages of a quote with a PV system (summary, roof faces with modules and strings, string
  // plan with the check, data sheets) are appended here, after the acceptance block and before the
  // footers, from `quote.pv` as frozen (ADR 0030); they are not positions and carry no prices.

  drawFooters(doc, quote.company, `Angebot ${quote.quoteNumber} vom ${formatDay(quote.finalizedAt)}`);
  doc.end();
  return appendDataSheets ? appendDataSheets(await output) : output;
}
