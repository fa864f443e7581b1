import { describe, expect, it } from 'vitest';
import { formatCents, quoteLineParts } from './money';

describe('quote line figures', () => {
  it.each([
    [{ items: 5, included: 3, extra: 2, unitPrice: 1250, component: { unit: 'Piece' } }, ['5 Stck.', '3 inkl.', '2 × 12,50 €']],
    [{ items: 4, included: 0, extra: 4, unitPrice: 2500, component: { unit: 'Piece' } }, ['4 Stck.', '4 × 25,00 €']],
    [{ items: 2, included: 2, extra: 0, unitPrice: 900, component: { unit: 'Piece' } }, ['2 Stck.', '2 inkl.']],
    [{ items: 35, included: 0, extra: 35, unitPrice: 450, component: { unit: 'Metre' } }, ['35 m', '35 × 4,50 €']],
    [{ items: 1, included: 0, extra: 1, unitPrice: 45000, component: { unit: 'LumpSum' } }, ['1 psch.', '1 × 450,00 €']],
    [{ items: 1200, included: 0, extra: 1200, unitPrice: 100, component: { unit: 'Hour' } }, ['1.200 Std.', '1.200 × 1,00 €']],
  ] as const)('%o → %o', (element, parts) => {
    expect(quoteLineParts(element).map((part) => part.replace(/\s/g, ' '))).toEqual(parts);
  });

  it('formats cents as German euros', () => {
    expect(formatCents(123456).replace(/\s/g, ' ')).toBe('1.234,56 €');
  });
});
