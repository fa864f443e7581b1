import { QUOTE_VALIDITY_DAYS, type QuoteTerms, type TenantInformation } from '@planner/api';
import { addDays, germanDay } from './format';
import type { PricedQuote } from './pricedConfiguration';
import type { QuoteParties } from './quoteParties';
import type { QuoteSnapshot } from './tables';

/** Everything printed on the quote, frozen as of `finalizedAt`; valid for 30 days from its German date. */
export function buildQuoteSnapshot(input: {
  id: string;
  quoteNumber: string;
  quoteName: string;
  finalizedAt: Date;
  company: TenantInformation;
  parties: QuoteParties;
  priced: PricedQuote;
  terms: QuoteTerms;
}): QuoteSnapshot {
  const { parties, priced } = input;
  return {
    id: input.id,
    projectId: parties.projectId,
    quoteNumber: input.quoteNumber,
    quoteName: input.quoteName,
    finalizedAt: input.finalizedAt.toISOString(),
    validUntil: addDays(germanDay(input.finalizedAt), QUOTE_VALIDITY_DAYS),
    company: input.company,
    customer: parties.customer,
    jobsiteAddress: parties.jobsiteAddress,
    projectName: parties.projectName,
    propertyDeveloper: parties.propertyDeveloper,
    floors: priced.floors.map(({ id, name, totalPrice, rooms }) => ({ id, name, totalPrice, rooms })),
    additionalInstallations: priced.additionalInstallations,
    checkout: priced.checkout,
    pv: priced.pv,
    terms: input.terms,
    ...priced.totals,
  };
}
