import { describe, expect, it } from 'vitest';
import { formatCents, formatEuroAmount, parseEuroToCents } from './money';

describe('parseEuroToCents', () => {
  it.each([
    ['12,5', 1250],
    ['12.5', 1250],
    ['12', 1200],
    ['0,99', 99],
    [',5', 50],
    ['12,', 1200],
    ['1.234,56', 123456],
    ['1,234.56', 123456],
    ['1.000.000', 100000000],
    ['1.500', 150000],
    ['3.290', 329000],
    ['12.500', 1250000],
    ['999.999', 99999900],
    ['0.500', 50],
    ['.500', 50],
    ['1234.500', 123450],
    ['1.50', 150],
    ['1.2345', 123],
    ['12,345', 1235],
    ['12,344', 1234],
    ['1,005', 101],
    ['9,999', 1000],
    ['  7,50 € ', 750],
    ['-3,2', -320],
    ['-0', 0],
  ])('parses %j as %i cents', (input, cents) => {
    expect(parseEuroToCents(input)).toBe(cents);
  });

  it.each(['', ' ', '-', ',', 'abc', '12a', '1,2-3'])('answers null for %j', (input) => {
    expect(parseEuroToCents(input)).toBeNull();
  });
});

describe('formatting', () => {
  it('formats cents as euros with de-DE conventions', () => {
    expect(formatCents(123456)).toBe('1.234,56\u00a0€');
    expect(formatCents(0)).toBe('0,00\u00a0€');
    expect(formatEuroAmount(73000)).toBe('730,00');
  });
});
