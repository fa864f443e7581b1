import { formatGermanDay } from '@planner/api';
import type { PvDesignContent } from '../design/schemas';
import { computeEconomics, type Economics, type EconomicsAssumption } from './economics';
import { rowOnDay, type DatedFeedInTariff, type PvEconomicsSettings } from './economicsSettings';
import { PvYieldInputError } from './errors';
import { EEG_PARTIAL_FEED_IN_TARIFFS, FEED_IN_MAX_KWP, weightedTariff } from './feedInTariff';
import { forecastYield, type FaceYield } from './forecast';
import { MSG_UNKNOWN_POSTCODE, regionalIrradiation } from './regions';
import { suggestSelfConsumption, type SelfConsumptionSuggestion } from './selfConsumption';

export interface PvDesignProspectInput {
  design: Pick<PvDesignContent, 'faces' | 'economics'>;
  /** W of the design's module; null while none is chosen. */
  modulePowerRating: number | null;
  /** Usable kWh of the design's battery, 0 without one. */
  batteryKwh: number;
  settings: PvEconomicsSettings;
  /** The jobsite's postcode. */
  postcode: string | null;
  /** The day (yyyy-mm-dd) whose electricity price and feed-in tariff count: today, or the quote's day. */
  day: string;
  /** The quote's net total in cents; null (or 0) while it has none. */
  investmentCents: number | null;
}

export interface PvFaceProspect extends FaceYield {
  name: string;
  kwp: number;
  tilt: number;
  azimuth: number;
}

export interface PvSelfConsumption {
  suggestion: SelfConsumptionSuggestion;
  /** The share the economics use, 0…1: the planner's own or the suggested one. */
  share: number;
  overridden: boolean;
}

/** What a design is expected to yield and save, with every assumption, for page and PDF alike. */
export interface PvDesignProspect {
  /** kWp of all faces, to the watt. */
  kwp: number;
  forecast: { faces: PvFaceProspect[]; total: { kwhPerYear: number; kwhPerMonth: number[] } } | null;
  /** Why there is no forecast, German; null when there is one. */
  forecastMissing: string | null;
  /** What the forecast rests on, German label and value. */
  forecastAssumptions: EconomicsAssumption[];
  selfConsumption: PvSelfConsumption | null;
  economics: Economics | null;
  /** Why there are no economics (no forecast, no consumption, no tariff). */
  economicsMissing: string | null;
  /** Why the economics have no payback: the quote has no net total yet. */
  paybackMissing: string | null;
}

export const MSG_PROSPECT_NO_MODULE = 'Wählen Sie ein PV-Modul und legen Sie Module auf die Dachflächen, um den Ertrag zu berechnen.';
export const MSG_PROSPECT_NO_POSTCODE = 'Die Baustelle des Projekts hat keine Postleitzahl; ohne Standort ist keine Ertragsprognose möglich.';
export const MSG_PROSPECT_NO_FORECAST = 'Ohne Ertragsprognose ist keine Wirtschaftlichkeitsberechnung möglich.';
export const MSG_PROSPECT_NO_CONSUMPTION = 'Geben Sie den Jahresstromverbrauch ein, um Eigenverbrauch, Ersparnis und Amortisation zu berechnen.';
export const MSG_PROSPECT_NO_INVESTMENT =
  'Keine Amortisation: Das Angebot hat noch keinen Nettobetrag. Sobald es Positionen hat, wird die Amortisationszeit daraus berechnet.';
export const msgProspectNoTariff = (kwp: number) =>
  `Für ${kwpText(kwp)} ist keine Einspeisevergütung hinterlegt (die EEG-Tabelle reicht bis ${FEED_IN_MAX_KWP} kWp); ohne sie ist keine Wirtschaftlichkeitsberechnung möglich.`;
export const msgProspectNoPrice = (day: string) =>
  `Für den ${formatGermanDay(day)} ist kein Strompreis hinterlegt. Bitte ergänzen Sie ihn in den Einstellungen der PV-Planung.`;

/** kWp of `count` modules of `powerRating` W, exact to the watt. */
const kwpOf = (count: number, powerRating: number) => Math.round(count * powerRating) / 1000;
const kwpText = (kwp: number) => `${kwp.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 3 })} kWp`;
const percentText = (percent: number) => `${percent.toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;

/**
 * The feed-in tariff of a system of `kwp` on `day`: the latest row on or before the day of the EEG
 * table and the company's own rows together, the company's row where both start the same day
 * (ADR 0029); null above 40 kWp or before every row.
 */
export function feedInTariffOnDay(kwp: number, day: string, companyRows: readonly DatedFeedInTariff[]) {
  if (!(kwp > 0) || kwp > FEED_IN_MAX_KWP) return null;
  const companyDays = new Set(companyRows.map((row) => row.validFrom));
  const rows = [
    ...EEG_PARTIAL_FEED_IN_TARIFFS.filter((row) => !companyDays.has(row.validFrom)).map((row) => ({ ...row, own: false })),
    ...companyRows.map((row) => ({ ...row, own: true })),
  ];
  const row = rowOnDay(rows, day);
  return row ? { validFrom: row.validFrom, hundredthCentsPerKwh: weightedTariff(kwp, row), own: row.own } : null;
}

type Forecast = NonNullable<PvDesignProspect['forecast']>;

function forecastOf(input: PvDesignProspectInput): { forecast: Forecast } | { missing: string } {
  const power = input.modulePowerRating;
  const faces = input.design.faces;
  if (power === null || !faces.some((face) => face.modules.length > 0)) return { missing: MSG_PROSPECT_NO_MODULE };
  if (!input.postcode?.trim()) return { missing: MSG_PROSPECT_NO_POSTCODE };
  try {
    const forecast = forecastYield({
      postcode: input.postcode,
      systemLosses: input.settings.systemLossesPercent / 100,
      faces: faces.map((face) => ({ id: face.id, kwp: kwpOf(face.modules.length, power), tilt: face.tilt, azimuth: face.azimuth })),
    });
    return {
      forecast: {
        faces: forecast.faces.map((yieldOfFace, index) => {
          const face = faces[index]!;
          return { ...yieldOfFace, name: face.name, kwp: kwpOf(face.modules.length, power), tilt: face.tilt, azimuth: face.azimuth };
        }),
        total: forecast.total,
      },
    };
  } catch (error) {
    if (error instanceof PvYieldInputError && error.field === 'postcode') return { missing: `${MSG_UNKNOWN_POSTCODE} (Baustelle: ${input.postcode.trim()})` };
    throw error;
  }
}

function forecastAssumptions(input: PvDesignProspectInput, located: boolean): EconomicsAssumption[] {
  const postcode = input.postcode?.trim() ?? '';
  const irradiation = located ? regionalIrradiation(postcode) : null;
  return [
    ...(irradiation !== null
      ? [{ label: 'Standort', value: `PLZ ${postcode}, Globalstrahlung ${irradiation.toLocaleString('de-DE')} kWh/m² im Jahr (DWD 1991–2020)` }]
      : []),
    { label: 'Systemverluste', value: percentText(input.settings.systemLossesPercent) },
    { label: 'Ausrichtung und Neigung', value: 'je Dachfläche; Verschattung und Horizont sind nicht berücksichtigt' },
  ];
}

/**
 * The yield forecast of each roof face and in total, the suggested self-consumption and the
 * economics of a design (ADR 0020, 0029), as page and PDF print them under 'Unverbindliche
 * Prognose'. Pure: the caller passes the design, the company's settings, the jobsite's postcode,
 * the day and the quote's net total. What cannot be computed is null with a German reason.
 */
export function pvDesignProspect(input: PvDesignProspectInput): PvDesignProspect {
  const power = input.modulePowerRating;
  const kwp = power === null ? 0 : kwpOf(input.design.faces.reduce((count, face) => count + face.modules.length, 0), power);
  const located = forecastOf(input);
  const none = { selfConsumption: null, economics: null, paybackMissing: null };
  if ('missing' in located) {
    return { kwp, forecast: null, forecastMissing: located.missing, forecastAssumptions: forecastAssumptions(input, false), economicsMissing: MSG_PROSPECT_NO_FORECAST, ...none };
  }
  const { forecast } = located;
  const base = { kwp, forecast, forecastMissing: null, forecastAssumptions: forecastAssumptions(input, true) };
  const { consumptionKwh, selfConsumptionOverridePercent } = input.design.economics;
  if (consumptionKwh === null) return { ...base, economicsMissing: MSG_PROSPECT_NO_CONSUMPTION, ...none };

  const annualKwh = forecast.total.kwhPerYear;
  const suggestion = suggestSelfConsumption({ kwp, annualKwh, consumptionKwh, batteryKwh: input.batteryKwh });
  const overridden = selfConsumptionOverridePercent !== null;
  const share = overridden ? selfConsumptionOverridePercent / 100 : suggestion.selfConsumptionShare;
  const selfConsumption = { suggestion, share, overridden };

  const tariff = feedInTariffOnDay(kwp, input.day, input.settings.feedInTariffs);
  const price = rowOnDay(input.settings.electricityPrices, input.day);
  const economicsMissing = !tariff ? msgProspectNoTariff(kwp) : !price ? msgProspectNoPrice(input.day) : null;
  if (!tariff || !price) return { ...base, selfConsumption, economics: null, economicsMissing, paybackMissing: null };

  const investment = input.investmentCents !== null && input.investmentCents > 0 ? input.investmentCents : null;
  const economics = computeEconomics({
    annualKwh,
    consumptionKwh,
    selfConsumptionShare: share,
    electricityPriceHundredthCents: price.hundredthCentsPerKwh,
    feedInTariffHundredthCents: tariff.hundredthCentsPerKwh,
    feedInTariffValidFrom: tariff.validFrom,
    investmentCents: investment ?? 0,
    yearlyPriceIncrease: input.settings.yearlyPriceIncreasePercent / 100,
  });
  const assumptions = economics.assumptions
    .filter((assumption) => investment !== null || assumption.label !== 'Investition')
    .map((assumption): EconomicsAssumption => {
      switch (assumption.label) {
        case 'Eigenverbrauchsanteil':
          return { ...assumption, value: `${assumption.value} (${overridden ? 'eigene Angabe' : 'Vorschlag nach Anlagengröße, Speicher und Verbrauch'})` };
        case 'Strompreis':
          return { ...assumption, value: `${assumption.value} (gültig ab ${formatGermanDay(price.validFrom)})` };
        case 'Investition':
          return { label: 'Investition (Nettobetrag des Angebots)', value: assumption.value };
        default:
          return assumption.label.startsWith('Einspeisevergütung')
            ? { ...assumption, value: `${assumption.value}, ${tariff.own ? 'Wert der Firma' : 'EEG, Teileinspeisung'}` }
            : assumption;
      }
    });
  const withBattery = [
    ...assumptions.slice(0, 2),
    { label: 'Anlagenleistung', value: kwpText(kwp) },
    { label: 'Speicher (nutzbar)', value: input.batteryKwh > 0 ? `${input.batteryKwh.toLocaleString('de-DE')} kWh` : 'keiner' },
    ...assumptions.slice(2),
  ];
  return {
    ...base,
    selfConsumption,
    economics: { ...economics, paybackYears: investment === null ? null : economics.paybackYears, assumptions: withBattery },
    economicsMissing: null,
    paybackMissing: investment === null ? MSG_PROSPECT_NO_INVESTMENT : null,
  };
}

