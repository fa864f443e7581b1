import { customerDisplayName, offerValidUntil, type PublicQuote, type QuoteAnswerKind } from '@planner/api';
import { withAuditEvent } from '../audit';
import type { TenantTransaction } from '../db/scopes';
import { findDocument } from '../documents';
import { isOfferExpired, lockQuote, updateQuoteStatus } from '../quotes';
import type { BlobStore } from '../storage/blobStore';
import type { AnsweredQuote } from './answerNotices';
import { publicQuoteOf, type LinkProblem } from './publicQuote';
import { findLink, linkState, recordAnswer } from './repository';

export type AnswerOutcome =
  | { kind: 'answered'; quote: PublicQuote; answered: AnsweredQuote }
  | { kind: LinkProblem | 'already-answered' | 'quote-expired' | 'document-pending' };

/** Who answered, as the request shows them. */
export type AnswerEvidence = { signerName: string; reason: string; ipAddress: string; userAgent: string };

/**
 * Records the customer's answer through an open link and sets the quote's status. The link and
 * the quote are locked meanwhile: of two answers at once, one wins and the other is told the
 * quote was answered. A quote answered before (through any link or by the company) stays so,
 * and an offer whose validity ended can no longer be answered.
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
  if (state === 'Revoked') return { kind: 'revoked' };
  if (isOfferExpired(offerValidUntil(quote))) return { kind: 'quote-expired' };
  if (state === 'Expired') return { kind: 'expired' };

  // The hash stored with the PDF when it was made: the document the customer answered to.
  const pdfSha256 = (await findDocument(trx, tenantId, { kind: 'Quote', id: quote.id }))?.sha256;
  if (!pdfSha256) return { kind: 'document-pending' };
  const answeredLink = await recordAnswer(trx, tenantId, linkId, { kind, ...evidence, pdfSha256 });
  const answeredEvent = { entity: 'configurations', entityId: quote.id, event: 'quote.answered', details: { answer: kind } } as const;
  await withAuditEvent(trx, tenantId, answeredEvent, () => updateQuoteStatus(trx, tenantId, quote.id, kind));
  const answer = { kind, answeredAt: (answeredLink.answered_at as Date).toISOString(), signerName: evidence.signerName, reason: evidence.reason };
  const { id: quoteId, quoteNumber, quoteName, customer } = quote;
  const answered = { quoteId, quoteNumber, quoteName, customerName: customerDisplayName(customer), answer };
  return { kind: 'answered', quote: await publicQuoteOf(trx, tenantId, blobs, { ...quote, quoteStatus: kind }, answeredLink), answered };
}
