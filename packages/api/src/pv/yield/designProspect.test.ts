import { describe, expect, it } from 'vitest';
import type { RoofFace } from '../design/schemas';
import { DEFAULT_PV_ECONOMICS_SETTINGS } from './economicsSettings';
import {
  feedInTariffOnDay,
  MSG_PROSPECT_NO_CONSUMPTION,
  MSG_PROSPECT_NO_INVESTMENT,
  MSG_PROSPECT_NO_MODULE,
  MSG_PROSPECT_NO_POSTCODE,
  msgProspectNoTariff,
  pvDesignProspect,
  type PvDesignProspectInput,
} from './designProspect';

const face = (name: string, modules: number, tilt: number, azimuth: number): RoofFace => ({
  id: `face-${name}`,
  name,
  outline: [],
  pictureOutline: null,
  tilt,
  azimuth,
  roofCoveringId: null,
  edgeClearance: 0.3,
  orientation: 'portrait',
  gap: 0.02,
  obstacles: [],
  modules: Array.from({ length: modules }, (_, index) => ({ id: `${name}-${index}`, x: 0, y: 0, orientation: 'portrait' as const })),
});

/** 20 modules of 400 W on a south face at 30° in Munich (region 80: 1 175 kWh/m²), a day after the EEG row of 01.08.2026. */
const input = (overrides: Partial<PvDesignProspectInput> = {}): PvDesignProspectInput => ({
  design: { faces: [face('Süd', 20, 30, 180)], economics: { consumptionKwh: 4000, selfConsumptionOverridePercent: null } },
  modulePowerRating: 400,
  batteryKwh: 0,
  settings: DEFAULT_PV_ECONOMICS_SETTINGS,
  postcode: '80331',
  day: '2026-11-27',
  investmentCents: null,
  ...overrides,
});

describe('the prospect of a PV design', () => {
  it('forecasts each face from the jobsite postcode and the company losses, and leaves the payback out without a quote total', () => {
    const prospect = pvDesignProspect(input());

    // 1 175 kWh/m² · 1.08 · 1.00 (south 30°) · (1 − 0.14) = 1 091.34 kWh/kWp; · 8 kWp = 8 730.72 → 8 731 kWh.
    expect(prospect.kwp).toBe(8);
    expect(prospect.forecast?.faces).toMatchObject([{ name: 'Süd', kwp: 8, kwhPerYear: 8731, specificYield: 1091 }]);
    expect(prospect.forecast?.total.kwhPerYear).toBe(8731);
    expect(prospect.forecast?.total.kwhPerMonth.reduce((sum, kwh) => sum + kwh, 0)).toBe(8731);
    expect(prospect.forecastAssumptions).toContainEqual({ label: 'Systemverluste', value: '14,0 %' });
    expect(prospect.forecastAssumptions[0]?.value).toContain('PLZ 80331, Globalstrahlung 1.175 kWh/m²');
    // 2 kWp per MWh without storage: 34 % autarky; 0.34 · 4 000 / 8 731 = 0.1558 → 15.6 % self-consumption.
    expect(prospect.selfConsumption).toEqual({ suggestion: { selfConsumptionShare: 0.156, autarkyShare: 0.34 }, share: 0.156, overridden: false });
    // 1 362 kWh · 39.92 ct + 7 369 kWh · 7.70 ct = 54 371.04 ct + 56 741.30 ct = 1 111.12 €.
    expect(prospect.economics?.yearlySavingsCents).toBe(111_112);
    expect(prospect.economics?.paybackYears).toBeNull();
    expect(prospect.paybackMissing).toBe(MSG_PROSPECT_NO_INVESTMENT);
    expect(prospect.economics?.assumptions.map((assumption) => assumption.label)).not.toContain('Investition (Nettobetrag des Angebots)');
    expect(prospect.economics?.assumptions).toContainEqual({ label: 'Strompreis', value: '39,92 ct/kWh (gültig ab 01.01.2025)' });
    expect(prospect.economics?.assumptions).toContainEqual({ label: 'Einspeisevergütung (20 Jahre)', value: '7,70 ct/kWh (gültig ab 01.08.2026), EEG, Teileinspeisung' });
  });

  it('pays back from the quote net total and uses the planner own self-consumption share', () => {
    const withTotal = pvDesignProspect(input({ investmentCents: 1_600_000 }));
    const overridden = pvDesignProspect(
      input({ design: { ...input().design, economics: { consumptionKwh: 4000, selfConsumptionOverridePercent: 30 } }, investmentCents: 1_600_000 }),
    );

    // 16 000 € / 1 111.1234 € a year = 14.40 years.
    expect(withTotal.economics?.paybackYears).toBe(14.4);
    expect(withTotal.paybackMissing).toBeNull();
    expect(withTotal.economics?.assumptions.find((assumption) => assumption.label === 'Investition (Nettobetrag des Angebots)')?.value).toMatch(/^16\.000,00\s€$/);
    // 30 %: 2 619 kWh · 39.92 ct + 6 112 kWh · 7.70 ct = 104 550.48 ct + 47 062.40 ct = 1 516.13 €.
    expect(overridden.selfConsumption).toMatchObject({ share: 0.3, overridden: true });
    expect(overridden.economics?.yearlySavingsCents).toBe(151_613);
    expect(overridden.economics?.assumptions).toContainEqual({ label: 'Eigenverbrauchsanteil', value: '30,0 % (eigene Angabe)' });
  });

  it('says why a figure is missing instead of guessing it', () => {
    expect(pvDesignProspect(input({ modulePowerRating: null })).forecastMissing).toBe(MSG_PROSPECT_NO_MODULE);
    expect(pvDesignProspect(input({ design: { ...input().design, faces: [face('Leer', 0, 30, 180)] } })).forecastMissing).toBe(MSG_PROSPECT_NO_MODULE);
    expect(pvDesignProspect(input({ postcode: ' ' })).forecastMissing).toBe(MSG_PROSPECT_NO_POSTCODE);
    expect(pvDesignProspect(input({ postcode: '05123' })).forecastMissing).toContain('(Baustelle: 05123)');
    const noConsumption = pvDesignProspect(input({ design: { ...input().design, economics: { consumptionKwh: null, selfConsumptionOverridePercent: null } } }));
    expect(noConsumption.forecast?.total.kwhPerYear).toBe(8731);
    expect(noConsumption.economicsMissing).toBe(MSG_PROSPECT_NO_CONSUMPTION);
    const large = pvDesignProspect(input({ design: { ...input().design, faces: [face('Halle', 110, 30, 180)] } }));
    expect(large.kwp).toBe(44);
    expect(large.economicsMissing).toBe(msgProspectNoTariff(44));
    expect(large.economics).toBeNull();
  });
});

describe('the feed-in tariff on a day', () => {
  it('takes the latest EEG or company row on or before the day, the company row where both start the same day', () => {
    const own = [
      { validFrom: '2026-08-01', upTo10Kwp: 800, from10To40Kwp: 700 },
      { validFrom: '2027-02-01', upTo10Kwp: 760, from10To40Kwp: 660 },
    ];
    expect(feedInTariffOnDay(8, '2026-11-27', [])).toEqual({ validFrom: '2026-08-01', hundredthCentsPerKwh: 770, own: false });
    expect(feedInTariffOnDay(8, '2026-11-27', own)).toEqual({ validFrom: '2026-08-01', hundredthCentsPerKwh: 800, own: true });
    expect(feedInTariffOnDay(8, '2026-07-31', own)).toEqual({ validFrom: '2026-02-01', hundredthCentsPerKwh: 778, own: false });
    // 15 kWp from 01.02.2027: (10 · 7.60 + 5 · 6.60) / 15 = 7.2667 ct.
    expect(feedInTariffOnDay(15, '2027-03-01', own)?.hundredthCentsPerKwh).toBeCloseTo(726.667, 3);
    expect(feedInTariffOnDay(41, '2026-11-27', own)).toBeNull();
  });
});
