import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  MSG_CONSUMPTION_RANGE,
  MSG_ELECTRICITY_PRICE_RANGE,
  MSG_FEED_IN_TARIFF_RANGE,
  MSG_PRICE_INCREASE_RANGE,
  MSG_SELF_CONSUMPTION_RANGE,
  MSG_SYSTEM_LOSSES_RANGE,
  PvEconomicsInputSchema,
  SystemLossesPercent,
} from './schemas';

const valid = {
  consumptionKwh: 4500,
  electricityPriceHundredthCents: 3250,
  feedInTariffOverrideHundredthCents: null,
  selfConsumptionOverridePercent: null,
};
const messages = (input: unknown) => {
  const result = v.safeParse(PvEconomicsInputSchema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('PvEconomicsInputSchema', () => {
  it('takes the planner’s entries and defaults the price increase to 0', () => {
    expect(v.parse(PvEconomicsInputSchema, valid)).toEqual({ ...valid, yearlyPriceIncreasePercent: 0 });
    const overridden = { ...valid, consumptionKwh: 0, feedInTariffOverrideHundredthCents: 786, selfConsumptionOverridePercent: 37.5, yearlyPriceIncreasePercent: 2.5 };
    expect(v.parse(PvEconomicsInputSchema, overridden)).toEqual(overridden);
    expect(messages({ ...valid, consumptionKwh: 1_000_000, selfConsumptionOverridePercent: 100, feedInTariffOverrideHundredthCents: 0 })).toEqual([]);
  });

  it.each([
    [{ consumptionKwh: -1 }, MSG_CONSUMPTION_RANGE],
    [{ consumptionKwh: 1_000_001 }, MSG_CONSUMPTION_RANGE],
    [{ consumptionKwh: 4500.5 }, MSG_CONSUMPTION_RANGE],
    [{ consumptionKwh: Number.NaN }, MSG_CONSUMPTION_RANGE],
    [{ consumptionKwh: '4500' }, MSG_CONSUMPTION_RANGE],
    [{ electricityPriceHundredthCents: 0 }, MSG_ELECTRICITY_PRICE_RANGE],
    [{ electricityPriceHundredthCents: 20_001 }, MSG_ELECTRICITY_PRICE_RANGE],
    [{ electricityPriceHundredthCents: 32.5 }, MSG_ELECTRICITY_PRICE_RANGE],
    [{ feedInTariffOverrideHundredthCents: -1 }, MSG_FEED_IN_TARIFF_RANGE],
    [{ feedInTariffOverrideHundredthCents: 10_001 }, MSG_FEED_IN_TARIFF_RANGE],
    [{ selfConsumptionOverridePercent: 100.1 }, MSG_SELF_CONSUMPTION_RANGE],
    [{ selfConsumptionOverridePercent: -0.1 }, MSG_SELF_CONSUMPTION_RANGE],
    [{ selfConsumptionOverridePercent: 33.33 }, MSG_SELF_CONSUMPTION_RANGE],
    [{ selfConsumptionOverridePercent: Number.POSITIVE_INFINITY }, MSG_SELF_CONSUMPTION_RANGE],
    [{ yearlyPriceIncreasePercent: 25 }, MSG_PRICE_INCREASE_RANGE],
  ])('refuses %j with a German message', (change, message) => {
    expect(messages({ ...valid, ...change })).toContain(message);
  });

  it('needs the overrides to be given, as a value or null', () => {
    const { selfConsumptionOverridePercent: _omitted, ...withoutOverride } = valid;
    expect(v.safeParse(PvEconomicsInputSchema, withoutOverride).success).toBe(false);
  });
});

describe('SystemLossesPercent', () => {
  it('takes 0 to 50 % with one decimal', () => {
    expect(v.parse(SystemLossesPercent, 14)).toBe(14);
    expect(v.parse(SystemLossesPercent, 12.5)).toBe(12.5);
    for (const hostile of [-1, 50.5, 14.25, Number.NaN, '14'])
      expect(v.safeParse(SystemLossesPercent, hostile).issues?.[0]?.message).toBe(MSG_SYSTEM_LOSSES_RANGE);
  });
});
