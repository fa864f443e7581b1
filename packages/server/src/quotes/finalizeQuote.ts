import { DEFAULT_QUOTE_SETTINGS, isTenantInformationComplete, QUOTE_NUMBER_MAX_LENGTH, type BodyOutput, type Quote, type quoteEndpoints } from '@planner/api';
import { sha256Hex } from '../auth';
import type { Db } from '../db/database';
import { withTenant, type TenantTransaction } from '../db/scopes';
import { touchProject } from '../configurations';
import type { BlobStore } from '../storage/blobStore';
import { pvDesignErrors } from '../pv';
import { findLogo, findQuoteSettings, findTenantInformation } from '../tenant';
import { checkoutProblems } from './checkoutValidity';
import { renderQuotePdfOffThread, type RenderQuotePdf } from './pdf/quotePdfRenderer';
import { loadPlanDrawings } from './planDrawings';
import { priceConfiguration, type PricedConfiguration } from './pricedConfiguration';
import { findQuoteParties } from './quoteParties';
import { buildQuoteSnapshot } from './quoteSnapshot';
import { quoteTerms } from './quoteTerms';
import { insertQuote, isQuoteNumberTaken, lockConfiguration } from './repository';
import type { QuoteSnapshot } from './tables';

type FinalizeInput = BodyOutput<typeof quoteEndpoints.finalize>;

export type FinalizeOutcome =
  | { kind: 'finalized'; quote: Quote }
  | { kind: 'not-found' }
  | { kind: 'already-finalized' }
  | { kind: 'number-too-long' }
  | { kind: 'number-taken' }
  | { kind: 'missing-tenant-information' }
  | { kind: 'invalid-checkout'; problems: string[] }
  | { kind: 'invalid-pv-design'; problems: string[] }
  | { kind: 'changed-meanwhile' };

type Prepared = { kind: 'prepared'; snapshot: QuoteSnapshot; basis: string; priced: PricedConfiguration };

/**
 * Checks the configuration and freezes everything its quote says as of `now`; `basis` is what
 * the quote was made from (lines, prices, company, parties and the plan images), to tell later
 * whether anything changed.
 */
async function prepare(
  trx: TenantTransaction,
  tenantId: string,
  configurationId: string,
  input: FinalizeInput,
  now: Date,
): Promise<Prepared | Exclude<FinalizeOutcome, { kind: 'finalized' | 'changed-meanwhile' }>> {
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

  const priced = await priceConfiguration(trx, tenantId, configurationId);
  const terms = quoteTerms((await findQuoteSettings(trx, tenantId)) ?? DEFAULT_QUOTE_SETTINGS, parties, input);
  const snapshot = buildQuoteSnapshot({ id: configurationId, ...input, finalizedAt: now, company, parties, priced, terms });
  const plans = priced.floors.map((floor) => [floor.id, floor.imageBlobId, floor.structure]);
  return { kind: 'prepared', snapshot, basis: JSON.stringify([snapshot, plans]), priced };
}

/**
 * Turns the configuration into its quote: freezes every line and price as of now, renders the
 * PDF and marks the configuration Finalized with quote status Sent. The PDF is rendered outside
 * any transaction, so one company's long quote never holds the database (PGlite's only
 * connection) for another. The write then locks the configuration and checks that nothing the
 * quote was made from changed meanwhile; otherwise nothing is written. Two finalizations of one
 * configuration cannot both succeed.
 */
export async function finalizeQuote(
  db: Db,
  tenantId: string,
  blobs: BlobStore,
  configurationId: string,
  input: FinalizeInput,
  render: RenderQuotePdf = renderQuotePdfOffThread,
  now = new Date(),
): Promise<FinalizeOutcome> {
  const read = await withTenant(db, tenantId, async (trx) => {
    const outcome = await prepare(trx, tenantId, configurationId, input, now);
    if (outcome.kind !== 'prepared') return outcome;
    const logo = (await findLogo(trx, tenantId, blobs))?.data ?? null;
    return { ...outcome, drawings: await loadPlanDrawings(trx, tenantId, blobs, outcome.priced.floors), logo };
  });
  if (read.kind !== 'prepared') return read;
  const quote: Quote = { ...read.snapshot, quoteStatus: 'Created', validityExtension: null };
  const pdf = await render({ quote, ...read.drawings, logo: read.logo });

  return withTenant(db, tenantId, async (trx) => {
    const current = await prepare(trx, tenantId, configurationId, input, now);
    if (current.kind !== 'prepared') return current;
    if (current.basis !== read.basis) return { kind: 'changed-meanwhile' };
    const blobId = await blobs.put(trx, tenantId, { contentType: 'application/pdf', data: pdf });
    await insertQuote(trx, tenantId, read.snapshot, { blobId, sha256: sha256Hex(pdf), byteSize: pdf.byteLength });
    await touchProject(trx, tenantId, read.snapshot.projectId);
    return { kind: 'finalized', quote };
  });
}
