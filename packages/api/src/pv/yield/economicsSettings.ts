import * as v from 'valibot';
import { endpoint, inEnvironment, IsoDate } from '@planner/api';
import { ElectricityPriceHundredthCents, FeedInTariffHundredthCents, SystemLossesPercent, YearlyPriceIncreasePercent } from './schemas';

/** A grid electricity price per kWh, in hundredths of a cent, from the day it applies. */
export interface DatedElectricityPrice {
  validFrom: string;
  hundredthCentsPerKwh: number;
}

/** The company's own feed-in tariffs per kWh, in hundredths of a cent, from the day they apply. */
export interface DatedFeedInTariff {
  validFrom: string;
  upTo10Kwp: number;
  from10To40Kwp: number;
}

/** What the yield forecast and the economics of every design of a company start from (ADR 0029). */
export interface PvEconomicsSettings {
  /** Cables, inverter, soiling, mismatch, in %. */
  systemLossesPercent: number;
  /** Yearly rise of the electricity price in %. */
  yearlyPriceIncreasePercent: number;
  /** At least one; the latest one on or before the day counts. */
  electricityPrices: DatedElectricityPrice[];
  /** Rows beside the shipped EEG table; a row dated like an EEG row replaces it. */
  feedInTariffs: DatedFeedInTariff[];
}

/** PVGIS's default system losses (ADR 0020, 0029). */
export const DEFAULT_SYSTEM_LOSSES_PERCENT = 14;
/**
 * Destatis: mean electricity price of private households in the first half of 2025, all taxes and
 * levies included, 39,92 ct/kWh (ADR 0029).
 */
export const DEFAULT_ELECTRICITY_PRICE: DatedElectricityPrice = { validFrom: '2025-01-01', hundredthCentsPerKwh: 3992 };

export const DEFAULT_PV_ECONOMICS_SETTINGS: PvEconomicsSettings = {
  systemLossesPercent: DEFAULT_SYSTEM_LOSSES_PERCENT,
  yearlyPriceIncreasePercent: 0,
  electricityPrices: [DEFAULT_ELECTRICITY_PRICE],
  feedInTariffs: [],
};

export const MAX_DATED_ROWS = 50;
export const MSG_ELECTRICITY_PRICE_REQUIRED = 'Bitte geben Sie mindestens einen Strompreis an.';
export const MSG_DUPLICATE_VALID_FROM = 'Für diesen Tag ist bereits ein Wert eingetragen.';
const MSG_TOO_MANY_ROWS = `Höchstens ${MAX_DATED_ROWS} Einträge sind möglich.`;

/** No two rows of the list apply from the same day. */
const uniqueDays = <T extends { validFrom: string }>(rows: T[]) => new Set(rows.map((row) => row.validFrom)).size === rows.length;

export const DatedElectricityPriceSchema = v.object({ validFrom: IsoDate, hundredthCentsPerKwh: ElectricityPriceHundredthCents });
export const DatedFeedInTariffSchema = v.object({
  validFrom: IsoDate,
  upTo10Kwp: FeedInTariffHundredthCents,
  from10To40Kwp: FeedInTariffHundredthCents,
});

/** The company's settings as an owner saves them. */
export const PvEconomicsSettingsSchema = v.object({
  systemLossesPercent: SystemLossesPercent,
  yearlyPriceIncreasePercent: YearlyPriceIncreasePercent,
  electricityPrices: v.pipe(
    v.array(DatedElectricityPriceSchema, MSG_ELECTRICITY_PRICE_REQUIRED),
    v.minLength(1, MSG_ELECTRICITY_PRICE_REQUIRED),
    v.maxLength(MAX_DATED_ROWS, MSG_TOO_MANY_ROWS),
    v.check(uniqueDays, MSG_DUPLICATE_VALID_FROM),
  ),
  feedInTariffs: v.pipe(v.array(DatedFeedInTariffSchema), v.maxLength(MAX_DATED_ROWS, MSG_TOO_MANY_ROWS), v.check(uniqueDays, MSG_DUPLICATE_VALID_FROM)),
});

export const pvEconomicsSettingsEndpoints = inEnvironment('PvPlanner', {
  /** The company's settings; the defaults until an owner changes them. */
  get: endpoint<PvEconomicsSettings>()({ method: 'GET', path: '/api/pv/economics-settings' }),
  /** Only owners change them; every design's forecast uses them from the next read on. */
  put: endpoint<PvEconomicsSettings>()({
    method: 'PUT',
    permission: 'manageCompany',
    path: '/api/pv/economics-settings',
    body: PvEconomicsSettingsSchema,
  }),
});

/** The latest row of `rows` applying on `day`, or undefined when all are later. */
export function rowOnDay<T extends { validFrom: string }>(rows: readonly T[], day: string): T | undefined {
  return rows.filter((row) => row.validFrom <= day).reduce<T | undefined>((latest, row) => (!latest || row.validFrom > latest.validFrom ? row : latest), undefined);
}
