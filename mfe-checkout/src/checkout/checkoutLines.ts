import { formatCents } from '@planner/ui';

/** '49,00 € pro Stück' for priced per-piece options; nothing for free ones. */
export const piecePriceText = (price: number) => (price === 0 ? undefined : `${formatCents(price)} pro Stück`);

/** A chosen entry's price line: the quantity only when the unit price is not 0. */
export function lineText(unitPrice: number, amount = 1, unit = 'Stk.'): string {
  if (unitPrice === 0) return 'Inklusive';
  if (amount === 1 && unit === 'Stk.') return formatCents(unitPrice);
  return `${amount} ${unit} × ${formatCents(unitPrice)} = ${formatCents(unitPrice * amount)}`;
}
