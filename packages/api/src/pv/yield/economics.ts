import { formatCents, formatGermanDay, isCalendarDate, roundHalfAwayFromZero } from '@planner/api';
import { PvYieldInputError, requireInRange } from './errors';

/** How the page and the PDF head the economics: the figures are a forecast, not a promise. */
export const ECONOMICS_LABEL = 'Unverbindliche Prognose';
/** Years the savings are added up over for the payback (the usual module performance warranty). */
export const ECONOMICS_HORIZON_YEARS = 25;
/** Years the EEG feed-in tariff is paid (§ 25 EEG 2023); later feed-in is counted at nothing. */
export const FEED_IN_TARIFF_YEARS = 20;
export const MAX_YEARLY_PRICE_INCREASE = 0.2;

export interface EconomicsInput {
  /** forecast yearly yield in kWh */
  annualKwh: number;
  /** yearly consumption in kWh */
  consumptionKwh: number;
  /** share of the yield used on site, 0…1 (suggested or entered) */
  selfConsumptionShare: number;
  /** price of grid electricity per kWh in hundredths of a cent (3500 = 35,00 ct/kWh) */
  electricityPriceHundredthCents: number;
  /** feed-in tariff per kWh in hundredths of a cent (786 = 7,86 ct/kWh); may be a weighted mix */
  feedInTariffHundredthCents: number;
  /** the day from which the feed-in tariff applies, printed with it when given */
  feedInTariffValidFrom?: string;
  /** price of the system in cents */
  investmentCents: number;
  /** yearly rise of the electricity price, 0…0.2 (0.02 = 2 %); 0 when not given */
  yearlyPriceIncrease?: number;
}

export interface EconomicsAssumption {
  label: string;
  value: string;
}

export interface Economics {
  /** whole kWh of the yield used on site in the first year */
  selfConsumedKwh: number;
  /** whole kWh fed into the grid in the first year */
  fedInKwh: number;
  /** share of the consumption covered by the PV system, to 0.1 % */
  autarkyShare: number;
  /** saved electricity cost plus feed-in revenue in the first year, in cents */
  yearlySavingsCents: number;
  /** years until the summed savings reach the investment, to one decimal; null when not within the horizon */
  paybackYears: number | null;
  /** every figure the result rests on, German, to print beside it */
  assumptions: EconomicsAssumption[];
}

const kwhText = (kwh: number) => `${kwh.toLocaleString('de-DE')} kWh`;
const percentText = (share: number) => `${(share * 100).toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;
const centsPerKwhText = (hundredthCents: number) =>
  `${(hundredthCents / 100).toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ct/kWh`;

/**
 * Savings and payback of a PV system (ADR 0020). Every self-consumed kWh saves the electricity price
 * (rising yearly by `yearlyPriceIncrease`), every fed-in kWh earns the tariff for 20 years. Amounts
 * are summed unrounded in hundredths of a cent; the first year's savings are rounded to the cent
 * (half up) once. The payback is the year, interpolated within it, in which the summed savings reach
 * the investment. Refused inputs throw `PvYieldInputError`.
 */
export function computeEconomics(input: EconomicsInput): Economics {
  const annualKwh = Math.round(requireInRange('annualKwh', input.annualKwh, 0, 1e9, 'Der Jahresertrag darf nicht negativ sein.'));
  const consumptionKwh = Math.round(requireInRange('consumptionKwh', input.consumptionKwh, 0, 1e9, 'Der Jahresverbrauch darf nicht negativ sein.'));
  const share = requireInRange('selfConsumptionShare', input.selfConsumptionShare, 0, 1, 'Der Eigenverbrauchsanteil muss zwischen 0 und 100 % liegen.');
  const price = requireInRange('electricityPrice', input.electricityPriceHundredthCents, 0, 100_000, 'Der Strompreis muss zwischen 0 und 1.000 ct/kWh liegen.');
  const tariff = requireInRange('feedInTariff', input.feedInTariffHundredthCents, 0, 100_000, 'Die Einspeisevergütung muss zwischen 0 und 1.000 ct/kWh liegen.');
  const increase = requireInRange('yearlyPriceIncrease', input.yearlyPriceIncrease ?? 0, 0, MAX_YEARLY_PRICE_INCREASE, 'Die Strompreissteigerung muss zwischen 0 und 20 % pro Jahr liegen.');
  if (!Number.isSafeInteger(input.investmentCents) || input.investmentCents < 0)
    throw new PvYieldInputError('investment', 'Die Investition muss ein nicht negativer Betrag in Cent sein.');
  const investmentCents = input.investmentCents;
  if (input.feedInTariffValidFrom !== undefined && !isCalendarDate(input.feedInTariffValidFrom))
    throw new PvYieldInputError('date', 'Bitte geben Sie ein gültiges Datum an.');

  const selfConsumedKwh = Math.min(Math.round(annualKwh * share), consumptionKwh);
  const fedInKwh = annualKwh - selfConsumedKwh;
  const autarkyShare = consumptionKwh === 0 ? 0 : Math.round((selfConsumedKwh / consumptionKwh) * 1000) / 1000;

  /** savings of year `year` (1 = first) in hundredths of a cent, unrounded */
  const savingsOfYear = (year: number) =>
    selfConsumedKwh * price * (1 + increase) ** (year - 1) + (year <= FEED_IN_TARIFF_YEARS ? fedInKwh * tariff : 0);

  return {
    selfConsumedKwh,
    fedInKwh,
    autarkyShare,
    yearlySavingsCents: roundHalfAwayFromZero(savingsOfYear(1) / 100),
    paybackYears: paybackYears(investmentCents * 100, savingsOfYear),
    assumptions: [
      { label: 'Prognostizierter Jahresertrag', value: kwhText(annualKwh) },
      { label: 'Jahresstromverbrauch', value: kwhText(consumptionKwh) },
      { label: 'Eigenverbrauchsanteil', value: percentText(share) },
      { label: 'Autarkiegrad', value: percentText(autarkyShare) },
      { label: 'Strompreis', value: centsPerKwhText(price) },
      { label: 'Strompreissteigerung pro Jahr', value: percentText(increase) },
      {
        label: `Einspeisevergütung (${FEED_IN_TARIFF_YEARS} Jahre)`,
        value: input.feedInTariffValidFrom
          ? `${centsPerKwhText(tariff)} (gültig ab ${formatGermanDay(input.feedInTariffValidFrom)})`
          : centsPerKwhText(tariff),
      },
      { label: 'Investition', value: formatCents(investmentCents) },
      { label: 'Betrachtungszeitraum', value: `${ECONOMICS_HORIZON_YEARS} Jahre` },
    ],
  };
}

function paybackYears(investment: number, savingsOfYear: (year: number) => number): number | null {
  if (investment === 0) return 0;
  let summed = 0;
  for (let year = 1; year <= ECONOMICS_HORIZON_YEARS; year += 1) {
    const savings = savingsOfYear(year);
    if (summed + savings >= investment) return roundHalfAwayFromZero((year - 1 + (investment - summed) / savings) * 10) / 10;
    summed += savings;
  }
  return null;
}
