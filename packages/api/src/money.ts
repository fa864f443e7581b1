import { BILLING_UNITS, DEFAULT_BILLING_UNIT, formatCount, formatQuantity, type BillingUnit } from './masterdata/units';
import type { QuoteElement } from './planning/schemas';

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** `123456` → `1.234,56 €` */
export const formatCents = (cents: number): string => euro.format(cents / 100);

/** `2400` and `Metre` → `24,00 € / m`; by the piece the price alone. */
export const formatUnitPrice = (cents: number, unit: BillingUnit): string =>
  unit === DEFAULT_BILLING_UNIT ? formatCents(cents) : `${formatCents(cents)} / ${BILLING_UNITS[unit]}`;

type QuoteLine = Pick<QuoteElement, 'items' | 'included' | 'extra' | 'unitPrice'> & { component: Pick<QuoteElement['component'], 'unit'> };

/** A quote line's figures; `included` and `extra` only when there are any. */
export interface QuoteLineFigures {
  items: string;
  included: string | null;
  extra: string | null;
}

/**
 * A quote line's figures: the quantity in the installation's unit ('5 Stück', '12 m'), how
 * many the room type includes ('3 inkl.') and the extra count times the unit price
 * ('2 × 12,50 €'). The same on screen and in the quote PDF.
 */
export const quoteLineFigures = (element: QuoteLine): QuoteLineFigures => ({
  items: formatQuantity(element.items, element.component.unit),
  included: element.included > 0 ? `${formatCount(element.included)} inkl.` : null,
  extra: element.extra > 0 ? `${formatCount(element.extra)} × ${formatCents(element.unitPrice)}` : null,
});

/** The figures of `quoteLineFigures` that there are, in their order. */
export function quoteLineParts(element: QuoteLine): string[] {
  const { items, included, extra } = quoteLineFigures(element);
  return [items, included, extra].filter((part) => part !== null);
}
