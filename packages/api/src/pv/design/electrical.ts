import type { InverterType } from '../schemas';

/** The electrical data of a PV module as its data sheet gives it at STC (EN 50380 / IEC 61215). */
export interface PvModuleElectrical {
  /** Nominal power Pmax at STC in W. */
  powerRating: number;
  /** Open-circuit voltage Voc at STC in V. */
  offLoadVoltage: number;
  /** Short-circuit current Isc at STC in A. */
  shortCircuitCurrent: number;
  /** Voltage at the maximum power point Vmpp at STC in V; null = unknown. */
  mppVoltage: number | null;
  /** Current at the maximum power point Impp at STC in A; null = unknown. */
  mppCurrent: number | null;
  /** Temperature coefficient of Voc in %/K (negative for silicon modules); null = unknown. */
  tempCoeffVoc: number | null;
  /** Temperature coefficient of Pmax in %/K; null = unknown. */
  tempCoeffPmax: number | null;
  /** Module size in mm. */
  size: { longer: number; shorter: number };
}

export interface MppInputElectrical {
  inputIndex: number;
  /** Maximum input (operating) current of the tracker in A; null = unknown. */
  maxInputCurrent: number | null;
  /** Maximum short-circuit current of the PV generator on the tracker in A; null = unknown. */
  maxShortCircuitCurrent: number | null;
  /** How many strings the tracker has connectors for. */
  stringCount: number;
}

export interface InverterElectrical {
  type: InverterType;
  /** AC nominal power in W; null = unknown. */
  acNominalPower: number | null;
  /** Maximum DC input voltage in V; null = unknown. */
  maxDcInputVoltage: number | null;
  /** MPP voltage range in V; null = unknown. */
  mppVoltageMin: number | null;
  mppVoltageMax: number | null;
  /** Empty for a battery inverter. */
  mppInputs: MppInputElectrical[];
}

/** Cell temperatures in °C the strings are checked at. */
export interface CellTemperatures {
  min: number;
  max: number;
}

/** Lowest cell temperature: a clear winter morning in Germany (ADR 0014). */
export const DEFAULT_MIN_CELL_TEMPERATURE = -10;
/** Highest cell temperature: a roof-mounted module in full summer sun (ADR 0014). */
export const DEFAULT_MAX_CELL_TEMPERATURE = 70;
export const DEFAULT_CELL_TEMPERATURES: CellTemperatures = {
  min: DEFAULT_MIN_CELL_TEMPERATURE,
  max: DEFAULT_MAX_CELL_TEMPERATURE,
};
/** Data sheet values are given at STC: 25 °C cell temperature, 1000 W/m², AM 1.5. */
export const STC_CELL_TEMPERATURE = 25;
/** Band of DC generator power to AC nominal power that needs no warning (ADR 0014). */
export const DEFAULT_DC_AC_RATIO_BAND = { min: 0.8, max: 1.3 } as const;

/** V(T) = V_STC · (1 + β/100 · (T − 25 °C)), β in %/K. */
export function voltageAtTemperature(voltageAtStc: number, coefficientPercentPerKelvin: number, cellTemperature: number): number {
  return voltageAtStc * (1 + (coefficientPercentPerKelvin / 100) * (cellTemperature - STC_CELL_TEMPERATURE));
}

/**
 * The coefficient used for the MPP voltage: data sheets give none for Vmpp; the Pmax coefficient is
 * the usual stand-in (Impp hardly changes with temperature), else the Voc coefficient.
 */
export function mppVoltageCoefficient(module: PvModuleElectrical): number | null {
  return module.tempCoeffPmax ?? module.tempCoeffVoc;
}

export const isPvInverter = (inverter: InverterElectrical) => inverter.type !== 'BatteryInverter';
