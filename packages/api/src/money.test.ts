import { describe, expect, it } from 'vitest';
import { formatCents, quoteLineParts } from './money';

describe('quote line figures', () => {
  it.each([
    [{ items: 5, included: 3, extra: 2, unitPrice: 1250 }, ['5 Stck.', '3 inkl.', '2 × 12,50 €']],
    [{ items: 4, included: 0, extra: 4, unitPrice: 2500 }, ['4 Stck.', '4 × 25,00 €']],
    [{ items: 2, included: 2, extra: 0, unitPrice: 900 }, ['2 Stck.', '2 inkl.']],
  ])('%o → %o', (element, parts) => {
    expect(quoteLineParts(element).map((part) => part.replace(/\s/g, ' '))).toEqual(parts);
  });

  it('formats cents as German euros', () => {
    expect(formatCents(123456).replace(/\s/g, ' ')).toBe('1.234,56 €');
  });
});
