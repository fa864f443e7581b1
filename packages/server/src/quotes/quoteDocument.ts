import type { DocumentKind } from '../documents';
import { documentFileName } from '../http/results';
import { findLogo } from '../tenant';
import { renderQuotePdfOffThread, type RenderQuotePdf } from './pdf/quotePdfRenderer';
import type { QuotePdfInput } from './pdf/renderQuotePdf';
import { loadPlanDrawings } from './planDrawings';
import { priceConfiguration } from './pricedConfiguration';
import { findQuote } from './repository';

export const quotePdfFileName = (quoteNumber: string) => documentFileName('Angebot', quoteNumber, 'pdf');

/**
 * The quote as a document: its PDF shows the frozen quote as sent, with the plans of its floors
 * (a finalized configuration no longer changes) and the company's logo.
 */
export const quoteDocument = (render: RenderQuotePdf = renderQuotePdfOffThread): DocumentKind<QuotePdfInput> => ({
  kind: 'Quote',
  async load(trx, tenantId, id, blobs) {
    const quote = await findQuote(trx, tenantId, id);
    if (!quote) return undefined;
    const { floors } = await priceConfiguration(trx, tenantId, id);
    const logo = (await findLogo(trx, tenantId, blobs))?.data ?? null;
    return { quote: { ...quote, quoteStatus: 'Created', validityExtension: null }, ...(await loadPlanDrawings(trx, tenantId, blobs, floors)), logo };
  },
  render,
});

/** The quotes the server renders, on the worker thread. */
export const quoteDocuments = quoteDocument();
