import type { PublicQuote, Quote } from '@planner/api';
import type { TenantTransaction } from '../db/scopes';
import type { BlobStore } from '../storage/blobStore';
import { findLogo, findTenantInformation, toDataUrl } from '../tenant';
import { answerOf } from './repository';
import type { QuoteLinksTable } from './tables';
import type { Selectable } from 'kysely';

/**
 * The customer's page of one quote: the quote as frozen, the company's name, address, contact
 * and logo, and the link's answer. The customer's own contact data are left out: the link may
 * be forwarded.
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
    },
    expiresAt: link.expires_at.toISOString(),
    answer: answer && { kind: answer.kind, answeredAt: answer.answeredAt, signerName: answer.signerName },
  };
}
