import { requireInRange } from './errors';
import { interpolateGrid, type Grid } from './grid';

/**
 * Autarky share in % of a household by PV size (rows, kWp per MWh of yearly consumption) and usable
 * battery capacity (columns, kWh per MWh), after the relationships of the HTW Berlin
 * 'Unabhängigkeitsrechner' for a household with a standard load profile (ADR 0020). Beyond the last
 * row or column the table holds its edge value: more PV or storage adds little autarky there.
 */
export const AUTARKY_PERCENT: Grid = {
  rows: [0, 0.5, 1, 1.5, 2, 3],
  columns: [0, 0.5, 1, 1.5, 2],
  values: [
    /* 0   kWp/MWh */ [0, 0, 0, 0, 0],
    /* 0,5 kWp/MWh */ [20, 27, 30, 31, 31],
    /* 1   kWp/MWh */ [28, 42, 52, 56, 58],
    /* 1,5 kWp/MWh */ [32, 48, 60, 66, 69],
    /* 2   kWp/MWh */ [34, 51, 64, 71, 75],
    /* 3   kWp/MWh */ [37, 54, 68, 76, 80],
  ],
};

/** The suggested self-consumption share never exceeds this: some surplus is always fed in. */
export const MAX_SELF_CONSUMPTION_SHARE = 0.9;

export interface SelfConsumptionInput {
  kwp: number;
  /** forecast yearly yield in kWh */
  annualKwh: number;
  /** yearly consumption of the household in kWh */
  consumptionKwh: number;
  /** usable battery capacity in kWh, 0 without storage */
  batteryKwh: number;
}

export interface SelfConsumptionSuggestion {
  /** share of the yield used on site, 0…0.9, to 0.1 % */
  selfConsumptionShare: number;
  /** share of the consumption covered by the PV system, to 0.1 % */
  autarkyShare: number;
}

const toPermille = (share: number) => Math.round(share * 1000) / 1000;

/**
 * The suggested self-consumption and autarky share (ADR 0020): autarky from the table by kWp and
 * battery kWh per MWh of consumption; self-consumption = autarky × consumption ÷ yield, at most
 * 90 %, with autarky lowered to match when that limit applies. No yield or no consumption: both 0.
 */
export function suggestSelfConsumption(input: SelfConsumptionInput): SelfConsumptionSuggestion {
  const kwp = requireInRange('kwp', input.kwp, 0, 100_000, 'Die Anlagenleistung darf nicht negativ sein.');
  const annualKwh = requireInRange('annualKwh', input.annualKwh, 0, 1e9, 'Der Jahresertrag darf nicht negativ sein.');
  const consumptionKwh = requireInRange('consumptionKwh', input.consumptionKwh, 0, 1e9, 'Der Jahresverbrauch darf nicht negativ sein.');
  const batteryKwh = requireInRange('batteryKwh', input.batteryKwh, 0, 100_000, 'Die Speicherkapazität darf nicht negativ sein.');
  if (kwp === 0 || annualKwh === 0 || consumptionKwh === 0) return { selfConsumptionShare: 0, autarkyShare: 0 };

  const consumptionMwh = consumptionKwh / 1000;
  let autarky = interpolateGrid(AUTARKY_PERCENT, kwp / consumptionMwh, batteryKwh / consumptionMwh) / 100;
  let selfConsumption = (autarky * consumptionKwh) / annualKwh;
  if (selfConsumption > MAX_SELF_CONSUMPTION_SHARE) {
    selfConsumption = MAX_SELF_CONSUMPTION_SHARE;
    autarky = (selfConsumption * annualKwh) / consumptionKwh;
  }
  return { selfConsumptionShare: toPermille(selfConsumption), autarkyShare: toPermille(autarky) };
}
