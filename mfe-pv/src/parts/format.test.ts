import { describe, expect, it } from 'vitest';
import { formatKnown, formatMeasure, todayIsoDate } from './format';

describe('formatMeasure', () => {
  it('shows German decimals with the unit', () => {
    expect(formatMeasure(10, 'kW', 1)).toBe('10,0 kW');
    expect(formatMeasure(6.5, 'm', 1)).toBe('6,5 m');
    expect(formatMeasure(1767, 'mm')).toBe('1.767 mm');
    expect(formatMeasure(44.8, 'V', 0, 2)).toBe('44,8 V');
    expect(formatMeasure(null, 'A', 1)).toBe('–');
  });
});

describe('formatKnown', () => {
  it('reads an unknown data sheet value as unbekannt', () => {
    expect(formatKnown(null, 'V')).toBe('unbekannt');
    expect(formatKnown(undefined, 'V')).toBe('unbekannt');
    expect(formatKnown(-0.26, '%/K', 2, 3)).toBe('-0,26 %/K');
    expect(formatKnown(0, 'A', 1)).toBe('0,0 A');
  });
});

describe('todayIsoDate', () => {
  it('is the local day', () => {
    expect(todayIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
