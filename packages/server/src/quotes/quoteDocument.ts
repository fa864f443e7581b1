import { pvQuoteSnapshotOf } from '@planner/api';
import type { DocumentKind } from '../documents';
import { offThreadOr, type RenderPdf } from '../documentPdf/pdfWorkerRenderer';
import { documentFileName } from '../http/results';
import { findLogo } from '../tenant';
import { loadPvDataSheets } from './pdf/pv';
import { renderQuotePdf, type QuotePdfInput } from './pdf/renderQuotePdf';
import { loadPlanDrawings } from './planDrawings';
import { priceConfiguration } from './pricedConfiguration';
import { findQuote } from './repository';

export const quotePdfFileName = (quoteNumber: string) => documentFileName('Angebot', quoteNumber, 'pdf');

/** The server's renderer: the worker next to the bundle (build.mjs, pdf/quotePdfWorker.ts), or in-process when running from source. */
const renderOffThread = offThreadOr(new URL('./quotePdfWorker.js', import.meta.url), 'Quote PDF', renderQuotePdf);

/**
 * The quote as a document: its PDF shows the frozen quote as sent, with the plans of its floors
 * (a finalized configuration no longer changes), the company's logo and, for a PV quote, its PV
 * pages with the data sheets frozen with it.
 */
export const quoteDocument = (render: RenderPdf<QuotePdfInput> = renderOffThread): DocumentKind<QuotePdfInput> => ({
  kind: 'Quote',
  async load(trx, tenantId, id, blobs) {
    const quote = await findQuote(trx, tenantId, id);
    if (!quote) return undefined;
    const { floors } = await priceConfiguration(trx, tenantId, id);
    const logo = (await findLogo(trx, tenantId, blobs))?.data ?? null;
    const snapshot = pvQuoteSnapshotOf(quote.pv);
    const pv = snapshot && { snapshot, dataSheets: await loadPvDataSheets(trx, tenantId, blobs, snapshot) };
    return { quote: { ...quote, quoteStatus: 'Created', validityExtension: null }, ...(await loadPlanDrawings(trx, tenantId, blobs, floors)), logo, pv };
  },
  render,
});

/** The quotes the server renders, on the worker thread. */
export const quoteDocuments = quoteDocument();
