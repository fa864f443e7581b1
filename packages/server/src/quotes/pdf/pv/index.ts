import type { PvQuoteSnapshot } from '@planner/api/pv';
import type PDFDocument from 'pdfkit';
import type { Flow } from '../../../documentPdf/layout';
import { drawAttachmentList } from './attachments';
import { appendDataSheetPages, readDataSheets, type PvDataSheetFile } from './dataSheets';
import { namedStrings } from './format';
import { drawRoofFaces } from './roofFaces';
import { drawStringPlan } from './stringPlan';
import { drawPvSummary } from './summaryPage';

export type { PvDataSheetFile } from './dataSheets';
export { loadPvDataSheets, dataSheetsOf } from './loadDataSheets';

/** What the PV pages of a quote need: the frozen snapshot and the bytes of its parts' data sheets. */
export interface PvQuotePdfInput {
  snapshot: PvQuoteSnapshot;
  dataSheets: readonly PvDataSheetFile[];
}

/** The data sheets' pages that follow the quote's own: how many, and the step that appends them to the ended PDF. */
export interface AppendedDataSheets {
  pageCount: number;
  append: (pdf: Uint8Array) => Promise<Buffer>;
}

/**
 * Draws the PV pages into the quote, each part starting on a new page with the quote's continuation
 * header (footers come with the quote's): the summary with the forecast and the economics, a picture
 * of every roof face with its strings, the string plan with the check and the list of attached data
 * sheets. Answers the data sheets' pages to append to the ended PDF.
 */
export async function appendPvPages(doc: PDFDocument, flow: Flow, { snapshot, dataSheets }: PvQuotePdfInput): Promise<AppendedDataSheets> {
  const read = await readDataSheets(dataSheets);
  const strings = namedStrings(snapshot);
  flow.newPage();
  drawPvSummary(doc, flow, snapshot);
  flow.newPage();
  drawRoofFaces(doc, flow, snapshot, strings);
  flow.newPage();
  drawStringPlan(doc, flow, snapshot, strings);
  drawAttachmentList(doc, flow, read);
  return { pageCount: read.sheets.reduce((sum, sheet) => sum + sheet.pageCount, 0), append: (pdf) => appendDataSheetPages(pdf, read.sheets) };
}
