import { offerValidUntil, publicPvPart, type PublicQuote, type Quote, type QuoteAnswerOfQuote } from '@planner/api';
import type { Selectable } from 'kysely';
import type { TenantTransaction } from '../db/scopes';
import { findQuote, germanDayEnd, isOfferExpired } from '../quotes';
import type { BlobStore } from '../storage/blobStore';
import { findLogo, findTenantInformation, toDataUrl } from '../tenant';
import { answerOf, findAnsweredLinkOfQuote, findLink, linkState } from './repository';
import type { QuoteLinksTable } from './tables';

/** The latest a link of an offer valid until `validUntil` may be open: the last second of that German day. */
export const linkCap = (validUntil: string) => new Date(germanDayEnd(validUntil).getTime() - 1000);

/** The quote's answer through any link, or as the company set it by hand (then without time). */
async function quoteAnswerOf(trx: TenantTransaction, tenantId: string, quote: Quote): Promise<QuoteAnswerOfQuote | null> {
  if (quote.quoteStatus !== 'Accepted' && quote.quoteStatus !== 'Declined') return null;
  const link = await findAnsweredLinkOfQuote(trx, tenantId, quote.id);
  return link?.answer === quote.quoteStatus && link.answered_at
    ? { kind: link.answer, answeredAt: link.answered_at.toISOString() }
    : { kind: quote.quoteStatus, answeredAt: null };
}

/**
 * The customer's page of one quote: the quote as frozen, the company's name, address, contact
 * and logo, the link's answer and the quote's. The customer's own contact data are left out:
 * the link may be forwarded.
 */
export async function publicQuoteOf(
  trx: TenantTransaction,
  tenantId: string,
  blobs: BlobStore,
  quote: Quote,
  link: Selectable<QuoteLinksTable>,
): Promise<PublicQuote> {
  const company = await findTenantInformation(trx, tenantId);
  const logo = await findLogo(trx, tenantId, blobs);
  const answer = answerOf(link);
  return {
    company: {
      name: company?.name ?? '',
      address: company?.address ?? null,
      contactInformation: company?.contactInformation ?? null,
      logo: logo ? toDataUrl(logo) : null,
    },
    quote: {
      quoteNumber: quote.quoteNumber,
      quoteName: quote.quoteName,
      finalizedAt: quote.finalizedAt,
      validUntil: quote.validUntil,
      validityExtension: quote.validityExtension,
      customer: { ...quote.customer, email: null, phone: null },
      jobsiteAddress: quote.jobsiteAddress,
      projectName: quote.projectName,
      floors: quote.floors,
      additionalInstallations: quote.additionalInstallations,
      checkout: quote.checkout,
      terms: quote.terms,
      netTotal: quote.netTotal,
      vatBreakdown: quote.vatBreakdown,
      vatAmount: quote.vatAmount,
      grossTotal: quote.grossTotal,
      pv: publicPvPart(quote.pv),
    },
    expiresAt: link.expires_at.toISOString(),
    answer: answer && { kind: answer.kind, answeredAt: answer.answeredAt, signerName: answer.signerName },
    quoteAnswer: await quoteAnswerOf(trx, tenantId, quote),
    offerExpired: isOfferExpired(offerValidUntil(quote)),
  };
}

export type LinkProblem = 'not-found' | 'expired' | 'revoked';

/**
 * The link's quote as the customer sees it, unless the link is unknown, revoked or expired. A
 * link that ran out together with the offer still shows the quote, for the page to say that the
 * offer ended and whom to ask.
 */
export async function readPublicQuote(trx: TenantTransaction, tenantId: string, blobs: BlobStore, linkId: string): Promise<{ kind: 'found'; quote: PublicQuote } | { kind: LinkProblem }> {
  const link = await findLink(trx, tenantId, linkId);
  const quote = link && (await findQuote(trx, tenantId, link.quote_id));
  if (!link || !quote) return { kind: 'not-found' };
  const state = linkState(link);
  if (state === 'Revoked') return { kind: 'revoked' };
  const validUntil = offerValidUntil(quote);
  if (state === 'Expired' && !(isOfferExpired(validUntil) && link.expires_at >= linkCap(validUntil))) return { kind: 'expired' };
  return { kind: 'found', quote: await publicQuoteOf(trx, tenantId, blobs, quote, link) };
}
