import { fillPlaceholders, formatAddressLine, personName, type PaymentTerms, type QuoteSettings, type QuoteTerms } from '@planner/api';
import { introTemplate, type QuoteSubject } from './quoteIntro';
import type { QuoteParties } from './quoteParties';

/**
 * The terms a quote is frozen with: the company's texts (the introduction as fits the quote's
 * subject) with customer, project and jobsite filled in, the execution period given at finalizing, and the payment terms given there or the company's.
 */
export function quoteTerms(
  settings: QuoteSettings,
  parties: QuoteParties,
  input: { executionPeriod?: string; paymentTerms?: PaymentTerms },
  subject: QuoteSubject,
): QuoteTerms {
  const values = {
    '{Kunde}': personName(parties.customer),
    '{Projekt}': parties.projectName,
    '{Bauvorhaben}': formatAddressLine(parties.jobsiteAddress),
  };
  return {
    introText: fillPlaceholders(introTemplate(settings.introText, subject), values),
    closingText: fillPlaceholders(settings.closingText, values),
    executionPeriod: input.executionPeriod ?? '',
    paymentTerms: input.paymentTerms ?? settings.paymentTerms,
  };
}
