import { describe, expect, it } from 'vitest';
import { computeEconomics, type EconomicsInput } from './economics';
import { PvYieldInputError } from './errors';

const household: EconomicsInput = {
  annualKwh: 9500,
  consumptionKwh: 4000,
  selfConsumptionShare: 0.3,
  electricityPriceHundredthCents: 3500, // 35,00 ct/kWh
  feedInTariffHundredthCents: 786, // 7,86 ct/kWh
  investmentCents: 1_500_000, // 15.000,00 €
};

describe('computeEconomics', () => {
  it('splits the yield and adds savings and feed-in revenue', () => {
    const result = computeEconomics(household);
    // self-consumed: 9500 × 0.3 = 2850 kWh; fed in: 9500 − 2850 = 6650 kWh
    expect(result.selfConsumedKwh).toBe(2850);
    expect(result.fedInKwh).toBe(6650);
    // autarky: 2850 / 4000 = 0.7125 → 71.3 %
    expect(result.autarkyShare).toBe(0.713);
    // (2850 × 3500 + 6650 × 786) / 100 = (9 975 000 + 5 226 900) / 100 = 152 019 cents
    expect(result.yearlySavingsCents).toBe(152_019);
    // 1 500 000 / 152 019 = 9.867 years → 9.9
    expect(result.paybackYears).toBe(9.9);
  });

  it('lists every assumption in German', () => {
    expect(computeEconomics({ ...household, yearlyPriceIncrease: 0.02, feedInTariffValidFrom: '2025-08-01' }).assumptions).toEqual([
      { label: 'Prognostizierter Jahresertrag', value: '9.500 kWh' },
      { label: 'Jahresstromverbrauch', value: '4.000 kWh' },
      { label: 'Eigenverbrauchsanteil', value: '30,0 %' },
      { label: 'Autarkiegrad', value: '71,3 %' },
      { label: 'Strompreis', value: '35,00 ct/kWh' },
      { label: 'Strompreissteigerung pro Jahr', value: '2,0 %' },
      { label: 'Einspeisevergütung (20 Jahre)', value: '7,86 ct/kWh (gültig ab 01.08.2025)' },
      { label: 'Investition', value: '15.000,00\u00a0€' },
      { label: 'Betrachtungszeitraum', value: '25 Jahre' },
    ]);
    expect(computeEconomics({ ...household, feedInTariffHundredthCents: 11260 / 15 }).assumptions[6]).toEqual({
      label: 'Einspeisevergütung (20 Jahre)',
      value: '7,51 ct/kWh',
    });
  });

  it('sums the payback with a rising electricity price', () => {
    // in hundredths of a cent; self-consumed 2850 × 3500 = 9 975 000 × 1.02^(n−1), fed in 6650 × 786 = 5 226 900
    // year  savings         summed
    //  1    15 201 900.0    15 201 900.0
    //  2    15 401 400.0    30 603 300.0
    //  3    15 604 890.0    46 208 190.0
    //  4    15 812 449.8    62 020 639.8
    //  5    16 024 160.8    78 044 800.6
    //  6    16 240 106.0    94 284 906.6
    //  7    16 460 370.1   110 745 276.7
    //  8    16 685 039.5   127 430 316.2
    //  9    16 914 202.3   144 344 518.5
    // 10    17 147 948.3   → the rest 150 000 000 − 144 344 518.5 = 5 655 481.5 is 0.33 of year 10 → 9.3 years
    const result = computeEconomics({ ...household, yearlyPriceIncrease: 0.02 });
    expect(result.paybackYears).toBe(9.3);
    // the first year is at today's price
    expect(result.yearlySavingsCents).toBe(152_019);
  });

  it('rounds the money once, half up, at the end', () => {
    // 1 kWh × 35.50 ct = 35.5 cents → 36
    expect(computeEconomics({ ...household, annualKwh: 1, selfConsumptionShare: 1, electricityPriceHundredthCents: 3550 }).yearlySavingsCents).toBe(36);
    // 15 kWp mixed tariff 11260/15: 14 001 kWh, 25 % → round(3500.25) = 3500 kWh self-consumed, 10 501 kWh fed in
    // 3500 × 3500 + 10 501 × 11260 / 15 = 12 250 000 + 7 882 750.67 = 20 132 750.67 hundredths → 201 327.51 cents → 201 328
    const mixed = computeEconomics({ ...household, annualKwh: 14_001, selfConsumptionShare: 0.25, feedInTariffHundredthCents: 11260 / 15 });
    expect([mixed.selfConsumedKwh, mixed.fedInKwh, mixed.yearlySavingsCents]).toEqual([3500, 10_501, 201_328]);
  });

  it('pays the feed-in tariff for 20 years only', () => {
    // everything fed in: 1000 kWh × 10.00 ct = 10 000 cents a year
    const feedInOnly = { ...household, annualKwh: 1000, selfConsumptionShare: 0, feedInTariffHundredthCents: 1000 };
    expect(computeEconomics({ ...feedInOnly, investmentCents: 200_000 }).paybackYears).toBe(20);
    expect(computeEconomics({ ...feedInOnly, investmentCents: 200_001 }).paybackYears).toBeNull();
  });

  it('has no payback within 25 years for an oversized price, and none to wait for without investment', () => {
    expect(computeEconomics({ ...household, investmentCents: 100_000_000 }).paybackYears).toBeNull();
    expect(computeEconomics({ ...household, investmentCents: 0 }).paybackYears).toBe(0);
  });

  it('never counts more self-consumption than the household uses', () => {
    const result = computeEconomics({ ...household, annualKwh: 10_000, selfConsumptionShare: 0.9, consumptionKwh: 3000 });
    expect([result.selfConsumedKwh, result.fedInKwh, result.autarkyShare]).toEqual([3000, 7000, 1]);
  });

  it.each([
    ['annualKwh', { annualKwh: Number.NaN }],
    ['annualKwh', { annualKwh: -1 }],
    ['consumptionKwh', { consumptionKwh: -1 }],
    ['selfConsumptionShare', { selfConsumptionShare: 1.2 }],
    ['selfConsumptionShare', { selfConsumptionShare: -0.1 }],
    ['electricityPrice', { electricityPriceHundredthCents: -3500 }],
    ['feedInTariff', { feedInTariffHundredthCents: Number.POSITIVE_INFINITY }],
    ['investment', { investmentCents: 1500.5 }],
    ['investment', { investmentCents: -1 }],
    ['yearlyPriceIncrease', { yearlyPriceIncrease: 0.5 }],
    ['date', { feedInTariffValidFrom: '2025-13-01' }],
  ] as const)('refuses %s %j', (field, change) => {
    const run = () => computeEconomics({ ...household, ...change });
    expect(run).toThrow(PvYieldInputError);
    expect(run).toThrow(expect.objectContaining({ field }));
  });
});
