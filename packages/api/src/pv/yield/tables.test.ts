import { describe, expect, it } from 'vitest';
import { EEG_PARTIAL_FEED_IN_TARIFFS } from './feedInTariff';
import { MONTHLY_SHARE_PER_MILLE } from './monthly';
import { ORIENTATION_FACTOR_PERCENT } from './orientation';
import { GLOBAL_IRRADIATION_BY_REGION, SPECIFIC_YIELD_PER_IRRADIATION } from './regions';
import { AUTARKY_PERCENT } from './selfConsumption';

/** Spot values of every constant table of ADR 0020: a changed constant fails here first. */
describe('the constant tables of the yield model', () => {
  const region = (twoDigits: string) => GLOBAL_IRRADIATION_BY_REGION[Number(twoDigits[0])]![Number(twoDigits[1])];

  it('DWD irradiation per postcode region (kWh/m², 1991–2020)', () => {
    expect(GLOBAL_IRRADIATION_BY_REGION).toHaveLength(10);
    for (const row of GLOBAL_IRRADIATION_BY_REGION) expect(row).toHaveLength(10);
    expect(region('01')).toBe(1075); // Dresden
    expect(region('10')).toBe(1075); // Berlin
    expect(region('20')).toBe(1000); // Hamburg
    expect(region('25')).toBe(1050); // Westküste Schleswig-Holstein
    expect(region('44')).toBe(1000); // Dortmund
    expect(region('50')).toBe(1025); // Köln
    expect(region('68')).toBe(1125); // Mannheim
    expect(region('79')).toBe(1175); // Freiburg
    expect(region('80')).toBe(1175); // München
    expect(region('99')).toBe(1050); // Erfurt
    for (const unused of ['00', '05', '11', '43', '62']) expect(region(unused)).toBeNull();
    const values = GLOBAL_IRRADIATION_BY_REGION.flat().filter((value) => value !== null);
    expect(values).toHaveLength(95);
    expect(Math.min(...values)).toBe(1000);
    expect(Math.max(...values)).toBe(1175);
  });

  it('specific yield per kWh/m² of irradiation', () => {
    expect(SPECIFIC_YIELD_PER_IRRADIATION).toBe(1.08);
  });

  it('orientation and tilt factors (%)', () => {
    expect(ORIENTATION_FACTOR_PERCENT.rows).toEqual([0, 15, 30, 45, 60, 75, 90]);
    expect(ORIENTATION_FACTOR_PERCENT.columns).toEqual([0, 30, 60, 90, 120, 150, 180]);
    const at = (tilt: number, deviation: number) =>
      ORIENTATION_FACTOR_PERCENT.values[ORIENTATION_FACTOR_PERCENT.rows.indexOf(tilt)]![ORIENTATION_FACTOR_PERCENT.columns.indexOf(deviation)];
    expect(ORIENTATION_FACTOR_PERCENT.values[0]).toEqual(Array(7).fill(87)); // horizontal: no direction
    expect(at(30, 0)).toBe(100);
    expect(at(45, 0)).toBe(99);
    expect(at(15, 90)).toBe(86);
    expect(at(45, 60)).toBe(89);
    expect(at(30, 90)).toBe(82);
    expect(at(30, 180)).toBe(61);
    expect(at(90, 0)).toBe(69);
    expect(at(90, 90)).toBe(48);
    expect(at(90, 180)).toBe(19);
    // the optimum of the table is south 30°, and no cell exceeds it
    expect(Math.max(...ORIENTATION_FACTOR_PERCENT.values.flat())).toBe(100);
  });

  it('monthly shares (‰, January first)', () => {
    expect(MONTHLY_SHARE_PER_MILLE).toEqual([25, 45, 80, 115, 135, 135, 135, 120, 90, 65, 35, 20]);
    expect(MONTHLY_SHARE_PER_MILLE.reduce((sum, share) => sum + share, 0)).toBe(1000);
  });

  it('autarky by kWp and battery kWh per MWh of consumption (%)', () => {
    expect(AUTARKY_PERCENT.rows).toEqual([0, 0.5, 1, 1.5, 2, 3]);
    expect(AUTARKY_PERCENT.columns).toEqual([0, 0.5, 1, 1.5, 2]);
    expect(AUTARKY_PERCENT.values[2]).toEqual([28, 42, 52, 56, 58]); // 1 kWp/MWh
    expect(AUTARKY_PERCENT.values[4]).toEqual([34, 51, 64, 71, 75]); // 2 kWp/MWh
    expect(AUTARKY_PERCENT.values[5]![4]).toBe(80);
    // more PV or more storage never lowers the autarky
    AUTARKY_PERCENT.values.forEach((row, r) =>
      row.forEach((value, c) => {
        if (c > 0) expect(value).toBeGreaterThanOrEqual(row[c - 1]!);
        if (r > 0) expect(value).toBeGreaterThanOrEqual(AUTARKY_PERCENT.values[r - 1]![c]!);
      }),
    );
  });

  it('EEG tariffs for partial feed-in (hundredths of a cent per kWh)', () => {
    expect(EEG_PARTIAL_FEED_IN_TARIFFS.map(({ validFrom, upTo10Kwp, from10To40Kwp }) => [validFrom, upTo10Kwp, from10To40Kwp])).toEqual([
      ['2022-07-30', 820, 710],
      ['2024-02-01', 811, 703],
      ['2024-08-01', 803, 695],
      ['2025-02-01', 794, 688],
      ['2025-08-01', 786, 680],
      ['2026-02-01', 778, 673],
      ['2026-08-01', 770, 666],
    ]);
  });

  it('EEG tariffs follow § 49 EEG 2023: the statutory value (8.6 / 7.5 ct) less 1 % each half year from February 2024, rounded to 0.01 ct, less 0.4 ct (§ 53)', () => {
    EEG_PARTIAL_FEED_IN_TARIFFS.forEach((row, halfYears) => {
      const tariff = (statutoryCents: number) => Math.round(statutoryCents * 100 * 0.99 ** halfYears) - 40;
      expect(row.upTo10Kwp).toBe(tariff(8.6));
      expect(row.from10To40Kwp).toBe(tariff(7.5));
    });
  });
});
