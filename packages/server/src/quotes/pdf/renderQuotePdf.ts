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
  /** A PV quote's snapshot and data sheets: its PV pages follow the letter's first page, its data sheets the quote. */
  pv?: PvQuotePdfInput | null;
}

/**
 * The quote as a German business letter on A4: the letter with the quote at a glance (every title's
 * subtotal, net, VAT per rate and gross) and its terms; a PV quote's PV pages (from `quote.pv` as
 * frozen, ADR 0030, no prices); from a new page the positions, per floor its plan and its lines room
 * by room, then the other titles; the summary with the VAT notes, the terms again, the closing and
 * the customer's order and signature. 'Seite x von y' in every footer counts the pages of the data
 * sheets too, which are appended last, unchanged and without the footer.
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
  const dataSheets = pv ? await appendPvPages(doc, flow, pv) : null;
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

  drawFooters(doc, quote.company, `Angebot ${quote.quoteNumber} vom ${formatDay(quote.finalizedAt)}`, dataSheets?.pageCount ?? 0);
  doc.end();
  return dataSheets ? dataSheets.append(await output) : output;
}
