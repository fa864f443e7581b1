import { DEFAULT_QUOTE_SETTINGS, isTenantInformationComplete, QUOTE_NUMBER_MAX_LENGTH, type BodyOutput, type Quote, type quoteEndpoints } from '@planner/api';
import { pvQuoteSnapshotOf } from '@planner/api/pv';
import type { Db } from '../db/database';
import { withTenant, type TenantTransaction } from '../db/scopes';
import { touchProject } from '../configurations';
import { queueDocument, renderDocument, type DocumentKind } from '../documents';
import { offThreadOr } from '../documentPdf/pdfWorker';
import { documentFileName } from '../http/results';
import type { BlobStore } from '../storage/blobStore';
import { dataSheetCopies, freezePvPages, pvDesignErrors } from '../pv';
import { findLogo, findQuoteSettings, findTenantInformation } from '../tenant';
import { checkoutProblems } from './checkoutValidity';
import { loadPvDataSheets } from './pdf/pv';
import { renderQuotePdf, type QuotePdfInput } from './pdf/renderQuotePdf';
import { germanDay } from './format';
import { loadPlanDrawings } from './planDrawings';
import { priceConfiguration, priceQuote } from './pricedConfiguration';
import { findQuoteParties } from './quoteParties';
import { buildQuoteSnapshot } from './quoteSnapshot';
import { quoteTerms } from './quoteTerms';
import { findQuote, insertQuote, isQuoteNumberTaken, lockConfiguration } from './repository';

type FinalizeInput = BodyOutput<typeof quoteEndpoints.finalize>;

export const quotePdfFileName = (quoteNumber: string) => documentFileName('Angebot', quoteNumber, 'pdf');

/**
 * The quote as a document: its PDF shows the frozen quote as sent, with the plans of its floors (a
 * finalized configuration no longer changes), the company's logo and, for a PV quote, its PV pages
 * with the data sheets frozen with it.
 */
export const quoteDocuments: DocumentKind<QuotePdfInput> = {
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
  render: offThreadOr(new URL('./quotePdfWorker.js', import.meta.url), 'Quote PDF', renderQuotePdf),
};

export type FinalizeOutcome =
  | { kind: 'finalized'; quote: Quote }
  | { kind: 'not-found' | 'already-finalized' | 'number-too-long' | 'number-taken' | 'missing-tenant-information' }
  | { kind: 'invalid-checkout' | 'invalid-pv-design'; problems: string[] };

/**
 * Checks the configuration (its row locked) and freezes everything its quote says as of `now`,
 * in one transaction with the quote's insertion: the quote is exactly what was checked.
 */
async function freeze(trx: TenantTransaction, tenantId: string, blobs: BlobStore, configurationId: string, input: FinalizeInput, now: Date): Promise<FinalizeOutcome> {
  const status = await lockConfiguration(trx, tenantId, configurationId);
  const parties = status && (await findQuoteParties(trx, tenantId, configurationId));
  if (!parties) return { kind: 'not-found' };
  if (status === 'Finalized') return { kind: 'already-finalized' };
  if (input.quoteNumber.length > QUOTE_NUMBER_MAX_LENGTH) return { kind: 'number-too-long' };
  if (await isQuoteNumberTaken(trx, tenantId, input.quoteNumber)) return { kind: 'number-taken' };
  const company = await findTenantInformation(trx, tenantId);
  if (!company || !isTenantInformationComplete(company)) return { kind: 'missing-tenant-information' };
  const problems = await checkoutProblems(trx, tenantId, configurationId);
  if (problems.length > 0) return { kind: 'invalid-checkout', problems };
  const pvErrors = await pvDesignErrors(trx, tenantId, configurationId);
  if (pvErrors.length > 0) return { kind: 'invalid-pv-design', problems: pvErrors };

  const priced = await priceQuote(trx, tenantId, configurationId, now);
  const context = { postcode: parties.jobsiteAddress.zipCode, day: germanDay(now), investmentCents: priced.totals.netTotal };
  const pv = priced.pv && { ...priced.pv, pages: await freezePvPages(trx, tenantId, blobs, priced.pv, context) };
  const subject = { floorCount: priced.floors.length, otherElectricalLines: priced.additionalInstallations.length + priced.checkout.length, pv };
  const terms = quoteTerms((await findQuoteSettings(trx, tenantId)) ?? DEFAULT_QUOTE_SETTINGS, parties, input, subject);
  const snapshot = buildQuoteSnapshot({ id: configurationId, ...input, finalizedAt: now, company, parties, priced: { ...priced, pv }, terms });
  await insertQuote(trx, tenantId, snapshot);
  await queueDocument(trx, tenantId, { kind: 'Quote', id: snapshot.id, fileName: quotePdfFileName(snapshot.quoteNumber), sourceBlobIds: dataSheetCopies(pv?.pages) });
  await touchProject(trx, tenantId, snapshot.projectId);
  return { kind: 'finalized', quote: { ...snapshot, quoteStatus: 'Created', validityExtension: null } };
}

/**
 * Turns the configuration into its quote through the document pipeline (ADR 0013): freezes every
 * line and price as of now and marks the configuration Finalized with its PDF Pending, then
 * renders the PDF after the commit. Two finalizations of one configuration cannot both succeed.
 */
export async function finalizeQuote(db: Db, tenantId: string, blobs: BlobStore, configurationId: string, input: FinalizeInput, kind = quoteDocuments) {
  const outcome = await withTenant(db, tenantId, (trx) => freeze(trx, tenantId, blobs, configurationId, input, new Date()));
  if (outcome.kind === 'finalized') await renderDocument(db, blobs, kind, tenantId, configurationId);
  return outcome;
}
