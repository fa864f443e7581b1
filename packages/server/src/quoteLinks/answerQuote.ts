import type { PublicQuote, QuoteAnswerKind } from '@planner/api';
import type { TenantTransaction } from '../db/scopes';
import { findQuote, findQuotePdfReference, lockQuote, updateQuoteStatus } from '../quotes';
import type { BlobStore } from '../storage/blobStore';
import { publicQuoteOf } from './publicQuote';
import { findLink, linkState, recordAnswer } from './repository';

export type LinkProblem = 'not-found' | 'expired' | 'revoked';
export type AnswerOutcome = { kind: 'answered'; quote: PublicQuote } | { kind: LinkProblem | 'already-answered' };

/** Who answered, as the request shows them. */
export interface AnswerEvidence {
  signerName: string;
  reason: string;
  ipAddress: string;
  userAgent: string;
}

/** The link's quote as the customer sees it, unless the link is unknown, expired or revoked. */
export async function readPublicQuote(
  trx: TenantTransaction,
  tenantId: string,
  blobs: BlobStore,
  linkId: string,
): Promise<{ kind: 'found'; quote: PublicQuote } | { kind: LinkProblem }> {
  const link = await findLink(trx, tenantId, linkId);
  const quote = link && (await findQuote(trx, tenantId, link.quote_id));
  if (!link || !quote) return { kind: 'not-found' };
  const state = linkState(link);
  if (state === 'Expired') return { kind: 'expired' };
  if (state === 'Revoked') return { kind: 'revoked' };
  return { kind: 'found', quote: await publicQuoteOf(trx, tenantId, blobs, quote, link) };
}

/**
 * Records the customer's answer through an open link and sets the quote's status. The link and
 * the quote are locked meanwhile: of two answers at once, one wins and the other is told the
 * quote was answered. A quote answered before (through any link or by the company) stays so.
 */
export async function answerQuote(
  trx: TenantTransaction,
  tenantId: string,
  blobs: BlobStore,
  linkId: string,
  kind: QuoteAnswerKind,
  evidence: AnswerEvidence,
): Promise<AnswerOutcome> {
  const link = await findLink(trx, tenantId, linkId, true);
  const quote = link && (await lockQuote(trx, tenantId, link.quote_id));
  if (!link || !quote) return { kind: 'not-found' };
  const state = linkState(link);
  if (state === 'Answered' || quote.quoteStatus === 'Accepted' || quote.quoteStatus === 'Declined') return { kind: 'already-answered' };
  if (state === 'Expired') return { kind: 'expired' };
  if (state === 'Revoked') return { kind: 'revoked' };

  // The hash stored with the PDF when it was made: the document the customer answered to.
  const pdf = await findQuotePdfReference(trx, tenantId, quote.id);
  await recordAnswer(trx, tenantId, linkId, { kind, ...evidence, pdfSha256: pdf?.pdf_sha256 ?? '' });
  await updateQuoteStatus(trx, tenantId, quote.id, kind);
  const answered = await findLink(trx, tenantId, linkId);
  return { kind: 'answered', quote: await publicQuoteOf(trx, tenantId, blobs, { ...quote, quoteStatus: kind }, answered!) };
}
