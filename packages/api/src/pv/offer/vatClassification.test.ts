import { describe, expect, it } from 'vitest';
import { VAT_NOTES } from '@planner/api';
import { sampleInput } from './offerTestData';
import { partsListOf } from './partsList';
import { classifyPvLines, pvZeroRateEntitlement } from './vatClassification';

const list = partsListOf(sampleInput());

describe('the zero-rate entitlement of a PV quote', () => {
  it.each([
    [true, 5.34, true, /Bis 30 kWp gelten die Voraussetzungen als erfüllt/],
    [true, 30, true, /Bis 30 kWp/],
    [true, 30.001, true, /Vom Planer bestätigt: Privatkunde/],
    [false, 5.34, false, /nicht bestätigt, obwohl sie bis 30 kWp als erfüllt gelten: alle Positionen mit 19 %/],
    [false, 45, false, /nicht bestätigt: alle Positionen mit 19 %/],
  ])('confirmed %s at %s kWp → entitled %s', (conditionsConfirmed, kwp, entitled, reason) => {
    const result = pvZeroRateEntitlement({ conditionsConfirmed }, kwp);
    expect(result.entitled).toBe(entitled);
    expect(result.reason).toMatch(reason);
  });
});

describe('the VAT of each line of a PV quote', () => {
  it('puts the PV system at 0 % and wallbox and meter cabinet work at 19 % when entitled', () => {
    const { lines, totals, notes } = classifyPvLines(list.lines, pvZeroRateEntitlement({ conditionsConfirmed: true }, list.kwp));

    const standard = lines.filter((line) => line.vatCategory === 'Standard').map((line) => line.name);
    expect(standard).toEqual(['KeContact P30 c-series', 'Zählerschrank-Arbeiten für Wallbox']);
    expect(lines.filter((line) => line.vatCategory === 'PvZeroRate')).toHaveLength(15);
    // 0 %: 190 800 + 219 000 + 549 000 + 19 580 + 54 780 + 9 100 + 47 880 + 2 100 + 2 520 + 3 780
    //      + 12 420 + 2 700 + 133 500 + 89 000 + 18 000 = 1 354 160 ct
    // 19 %: 79 900 + 149 000 = 228 900 ct, VAT 43 491 ct
    expect(totals.vatBreakdown).toEqual([
      { vatCategory: 'Standard', ratePercent: 19, netAmount: 228900, vatAmount: 43491 },
      { vatCategory: 'PvZeroRate', ratePercent: 0, netAmount: 1354160, vatAmount: 0 },
    ]);
    expect(totals).toMatchObject({ netTotal: 1583060, vatTotal: 43491, grossTotal: 1626551 });
    expect(notes).toEqual([VAT_NOTES.PvZeroRate]);
  });

  it('puts every line at 19 % when the conditions are not confirmed, with no § 12 Abs. 3 note', () => {
    const { lines, totals, notes } = classifyPvLines(list.lines, pvZeroRateEntitlement({ conditionsConfirmed: false }, list.kwp));

    expect(new Set(lines.map((line) => line.vatCategory))).toEqual(new Set(['Standard']));
    // 1 583 060 ct × 19 % = 300 781,4 ct → 300 781 ct
    expect(totals.vatBreakdown).toEqual([{ vatCategory: 'Standard', ratePercent: 19, netAmount: 1583060, vatAmount: 300781 }]);
    expect(totals.grossTotal).toBe(1883841);
    expect(notes).toEqual([]);
  });

  it('keeps a service outside the PV system at 19 % and one inside at 0 %', () => {
    const services = list.lines.filter((line) => line.group === 'Service');
    const { lines } = classifyPvLines(services, { entitled: true });
    expect(lines.map((line) => [line.name, line.vatCategory])).toEqual([
      ['Montage der PV-Anlage', 'PvZeroRate'],
      ['Gerüst', 'PvZeroRate'],
      ['Zuschlag Indach', 'PvZeroRate'],
      ['Zählerschrank-Arbeiten für Wallbox', 'Standard'],
    ]);
  });
});
