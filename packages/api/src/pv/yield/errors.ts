/** Which input of the yield or economics functions was refused. */
export type PvYieldInputField =
  | 'postcode'
  | 'kwp'
  | 'tilt'
  | 'azimuth'
  | 'systemLosses'
  | 'annualKwh'
  | 'consumptionKwh'
  | 'batteryKwh'
  | 'selfConsumptionShare'
  | 'electricityPrice'
  | 'feedInTariff'
  | 'investment'
  | 'yearlyPriceIncrease'
  | 'date';

/**
 * An input the forecast or the economics cannot work with (negative or non-finite numbers, a tilt
 * above 90°, a postcode outside the German regions, a date before the tariff table). The message is
 * German and can be shown as it is; `field` names the input.
 */
export class PvYieldInputError extends Error {
  constructor(
    readonly field: PvYieldInputField,
    message: string,
  ) {
    super(message);
    this.name = 'PvYieldInputError';
  }
}

/** A finite number within [min, max], or the typed error with the given message. */
export function requireInRange(field: PvYieldInputField, value: number, min: number, max: number, message: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) throw new PvYieldInputError(field, message);
  return value;
}
