import { isTenantInformationComplete, QUOTE_NUMBER_MAX_LENGTH, type BodyOutput, type Quote, type quoteEndpoints } from '@planner/api';
import type { TenantTransaction } from '../db/scopes';
import { touchProject } from '../configurations/repository';
import type { BlobStore } from '../storage/blobStore';
import { findTenantInformation } from '../tenant/repository';
import { checkoutProblems } from './checkoutValidity';
import { renderQuotePdfOffThread } from './pdf/quotePdfRenderer';
import { loadPlanDrawings } from './planDrawings';
import { priceConfiguration } from './pricedConfiguration';
import { findQuoteParties } from './quoteParties';
import { buildQuoteSnapshot } from './quoteSnapshot';
import { insertQuote, isQuoteNumberTaken, lockConfiguration } from './repository';

type FinalizeInput = BodyOutput<typeof quoteEndpoints.finalize>;

export type FinalizeOutcome =
  | { kind: 'finalized'; quote: Quote }
  | { kind: 'not-found' }
  | { kind: 'already-finalized' }
  | { kind: 'number-too-long' }
  | { kind: 'number-taken' }
  | { kind: 'missing-tenant-information' }
  | { kind: 'invalid-checkout'; problems: string[] };

/**
 * Turns the configuration into its quote within the caller's transaction: checks it, freezes
 * every line and price as of now, renders and stores the PDF and marks the configuration
 * Finalized with quote status Sent. The configuration row stays locked meanwhile, so two
 * finalizations of it cannot both succeed. Writes nothing unless it succeeds.
 */
export async function finalizeQuote(
  trx: TenantTransaction,
  tenantId: string,
  blobs: BlobStore,
  configurationId: string,
  input: FinalizeInput,
  now = new Date(),
): Promise<FinalizeOutcome> {
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

  const priced = await priceConfiguration(trx, tenantId, configurationId);
  const snapshot = buildQuoteSnapshot({ id: configurationId, ...input, finalizedAt: now, company, parties, priced });
  const quote: Quote = { ...snapshot, quoteStatus: 'Sent' };
  const { plans, icons } = await loadPlanDrawings(trx, tenantId, blobs, priced.floors);
  const pdf = await renderQuotePdfOffThread({ quote, plans, icons });
  const pdfBlobId = await blobs.put(trx, tenantId, { contentType: 'application/pdf', data: pdf });
  await insertQuote(trx, tenantId, snapshot, pdfBlobId);
  await touchProject(trx, tenantId, parties.projectId);
  return { kind: 'finalized', quote };
}
