import type { Quote, QuoteCheckoutLine } from './schemas';

/**
 * The numbers of a quote's titles: each floor (1, 2, …), then the additional installations, the
 * checkout and the PV system when there are any. Quote and invoice number their positions alike.
 */
export function quoteTitleNumbers(
  quote: Pick<Quote, 'floors' | 'additionalInstallations' | 'checkout'>,
): { additionalInstallations: number; checkout: number; pv: number } {
  const additionalInstallations = quote.floors.length + 1;
  const checkout = additionalInstallations + (quote.additionalInstallations.length > 0 ? 1 : 0);
  const pv = checkout + (quote.checkout.length > 0 ? 1 : 0);
  return { additionalInstallations, checkout, pv };
}

/** A checkout line with its group (its section, numbered from 1) and its number within the group. */
export interface NumberedCheckoutLine {
  line: QuoteCheckoutLine;
  sectionNumber: number;
  lineNumber: number;
  /** The first line of its section, under which the section's heading goes. */
  startsSection: boolean;
}

/** Numbers the checkout lines by section, in their order. */
export function numberCheckoutLines(lines: readonly QuoteCheckoutLine[]): NumberedCheckoutLine[] {
  let section: string | undefined;
  let sectionNumber = 0;
  let lineNumber = 0;
  return lines.map((line) => {
    const startsSection = line.section !== section;
    if (startsSection) {
      section = line.section;
      sectionNumber += 1;
      lineNumber = 0;
    }
    lineNumber += 1;
    return { line, sectionNumber, lineNumber, startsSection };
  });
}
