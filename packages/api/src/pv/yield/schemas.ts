import * as v from 'valibot';

export const MSG_CONSUMPTION_RANGE = 'Der Jahresverbrauch muss eine ganze Zahl zwischen 0 und 1.000.000 kWh sein.';
export const MSG_ELECTRICITY_PRICE_RANGE = 'Der Strompreis muss zwischen 0,01 und 200,00 ct/kWh liegen.';
export const MSG_FEED_IN_TARIFF_RANGE = 'Die Einspeisevergütung muss zwischen 0,00 und 100,00 ct/kWh liegen.';
export const MSG_SELF_CONSUMPTION_RANGE = 'Der Eigenverbrauchsanteil muss zwischen 0 und 100 % liegen (höchstens eine Nachkommastelle).';
export const MSG_PRICE_INCREASE_RANGE = 'Die Strompreissteigerung muss zwischen 0 und 20 % pro Jahr liegen (höchstens eine Nachkommastelle).';
export const MSG_SYSTEM_LOSSES_RANGE = 'Die Systemverluste müssen zwischen 0 und 50 % liegen (höchstens eine Nachkommastelle).';

/** A number within [min, max] with at most one decimal place, refused with one message. */
const tenths = (min: number, max: number, message: string) =>
  v.pipe(
    v.number(message),
    v.finite(message),
    v.minValue(min, message),
    v.maxValue(max, message),
    v.check((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-6, message),
  );

/** Whole numbers within [min, max], refused with one message. */
const wholeNumber = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

/** The household's yearly electricity consumption in whole kWh. */
export const AnnualConsumptionKwh = wholeNumber(0, 1_000_000, MSG_CONSUMPTION_RANGE);
/** Grid electricity price per kWh in hundredths of a cent (3500 = 35,00 ct/kWh). */
export const ElectricityPriceHundredthCents = wholeNumber(1, 20_000, MSG_ELECTRICITY_PRICE_RANGE);
/** A feed-in tariff per kWh in hundredths of a cent (786 = 7,86 ct/kWh). */
export const FeedInTariffHundredthCents = wholeNumber(0, 10_000, MSG_FEED_IN_TARIFF_RANGE);
/** The planner's own self-consumption share in %, instead of the suggested one. */
export const SelfConsumptionPercent = tenths(0, 100, MSG_SELF_CONSUMPTION_RANGE);
/** The yearly rise of the electricity price in %. */
export const YearlyPriceIncreasePercent = tenths(0, 20, MSG_PRICE_INCREASE_RANGE);
/** System losses (cables, inverter, soiling) in %, e.g. 14. */
export const SystemLossesPercent = tenths(0, 50, MSG_SYSTEM_LOSSES_RANGE);

/**
 * What the planner enters for the economics of a PV offer. `null` overrides mean: the EEG tariff
 * valid on the day, and the suggested self-consumption share.
 */
export const PvEconomicsInputSchema = v.object({
  consumptionKwh: AnnualConsumptionKwh,
  electricityPriceHundredthCents: ElectricityPriceHundredthCents,
  yearlyPriceIncreasePercent: v.optional(YearlyPriceIncreasePercent, 0),
  feedInTariffOverrideHundredthCents: v.nullable(FeedInTariffHundredthCents),
  selfConsumptionOverridePercent: v.nullable(SelfConsumptionPercent),
});
export type PvEconomicsInput = v.InferOutput<typeof PvEconomicsInputSchema>;
