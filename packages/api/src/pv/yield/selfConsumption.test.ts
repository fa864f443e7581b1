import { describe, expect, it } from 'vitest';
import { PvYieldInputError } from './errors';
import { MAX_SELF_CONSUMPTION_SHARE, suggestSelfConsumption } from './selfConsumption';

/** kWp at an assumed 950 kWh/kWp */
const system = (kwp: number, consumptionKwh: number, batteryKwh: number) => suggestSelfConsumption({ kwp, annualKwh: kwp * 950, consumptionKwh, batteryKwh });

describe('suggestSelfConsumption', () => {
  it('reads the HTW relationships: 8 kWp and 8 kWh for 4000 kWh are 2 kWp and 2 kWh per MWh → 75 % autarky', () => {
    // self-consumption = 0.75 × 4000 / 7600 = 0.39474 → 39.5 %
    expect(system(8, 4000, 8)).toEqual({ autarkyShare: 0.75, selfConsumptionShare: 0.395 });
  });

  it('interpolates between the table points', () => {
    // 5 kWp and 3 kWh for 4000 kWh: 1.25 kWp/MWh, 0.75 kWh/MWh
    // row 1: 42 + (52 − 42) × 0.5 = 47; row 1.5: 48 + (60 − 48) × 0.5 = 54; 47 + (54 − 47) × 0.5 = 50.5 %
    // self-consumption = 0.505 × 4000 / 4750 = 0.42526 → 42.5 %
    expect(system(5, 4000, 3)).toEqual({ autarkyShare: 0.505, selfConsumptionShare: 0.425 });
    // without storage: row 1.25 at column 0 = 28 + (32 − 28) × 0.5 = 30 %; 0.3 × 4000 / 4750 = 0.25263
    expect(system(5, 4000, 0)).toEqual({ autarkyShare: 0.3, selfConsumptionShare: 0.253 });
  });

  it('raises autarky and lowers self-consumption with more PV, raises both with more storage', () => {
    let previous = system(0.5, 4000, 0);
    for (const kwp of [1, 2, 3, 4, 6, 8, 10, 12, 15, 20]) {
      const next = system(kwp, 4000, 0);
      expect(next.autarkyShare).toBeGreaterThanOrEqual(previous.autarkyShare);
      expect(next.selfConsumptionShare).toBeLessThanOrEqual(previous.selfConsumptionShare);
      previous = next;
    }
    previous = system(8, 4000, 0);
    for (const batteryKwh of [1, 2, 4, 6, 8, 10, 15]) {
      const next = system(8, 4000, batteryKwh);
      expect(next.autarkyShare).toBeGreaterThanOrEqual(previous.autarkyShare);
      expect(next.selfConsumptionShare).toBeGreaterThanOrEqual(previous.selfConsumptionShare);
      previous = next;
    }
  });

  it('holds the table edge beyond 3 kWp and 2 kWh per MWh', () => {
    expect(system(20, 4000, 20).autarkyShare).toBe(0.8);
    expect(system(40, 4000, 40).autarkyShare).toBe(0.8);
  });

  it('never suggests more than 90 % self-consumption and lowers autarky to match', () => {
    // 2 kWp with only 1000 kWh (a north face), 4000 kWh consumption, 8 kWh storage: 0.5 kWp/MWh, 2 kWh/MWh → 31 %;
    // 0.31 × 4000 / 1000 = 1.24 → 0.9; autarky = 0.9 × 1000 / 4000 = 0.225
    expect(suggestSelfConsumption({ kwp: 2, annualKwh: 1000, consumptionKwh: 4000, batteryKwh: 8 })).toEqual({
      selfConsumptionShare: MAX_SELF_CONSUMPTION_SHARE,
      autarkyShare: 0.225,
    });
    for (const kwp of [0.1, 0.5, 1, 2, 5, 10, 30]) {
      for (const batteryKwh of [0, 5, 50]) {
        const { selfConsumptionShare, autarkyShare } = system(kwp, 4000, batteryKwh);
        expect(selfConsumptionShare).toBeGreaterThanOrEqual(0);
        expect(selfConsumptionShare).toBeLessThanOrEqual(0.9);
        expect(autarkyShare).toBeGreaterThanOrEqual(0);
        expect(autarkyShare).toBeLessThanOrEqual(0.8);
      }
    }
  });

  it('suggests nothing without yield or consumption', () => {
    expect(suggestSelfConsumption({ kwp: 8, annualKwh: 7600, consumptionKwh: 0, batteryKwh: 5 })).toEqual({ selfConsumptionShare: 0, autarkyShare: 0 });
    expect(suggestSelfConsumption({ kwp: 8, annualKwh: 0, consumptionKwh: 4000, batteryKwh: 5 })).toEqual({ selfConsumptionShare: 0, autarkyShare: 0 });
    expect(suggestSelfConsumption({ kwp: 0, annualKwh: 0, consumptionKwh: 4000, batteryKwh: 0 })).toEqual({ selfConsumptionShare: 0, autarkyShare: 0 });
  });

  it.each([
    ['kwp', { kwp: -1 }],
    ['kwp', { kwp: Number.NaN }],
    ['annualKwh', { annualKwh: -5 }],
    ['consumptionKwh', { consumptionKwh: Number.POSITIVE_INFINITY }],
    ['batteryKwh', { batteryKwh: -0.5 }],
  ] as const)('refuses %s %j', (field, change) => {
    const run = () => suggestSelfConsumption({ kwp: 8, annualKwh: 7600, consumptionKwh: 4000, batteryKwh: 5, ...change });
    expect(run).toThrow(PvYieldInputError);
    expect(run).toThrow(expect.objectContaining({ field }));
  });
});
