import type { Inverter, PvModule } from '../schemas';
import type { InverterElectrical, PvModuleElectrical } from './electrical';

/** The values of a PV module part the design and its check use. */
export function toModuleElectrical(part: PvModule): PvModuleElectrical {
  return {
    powerRating: part.powerRating,
    offLoadVoltage: part.offLoadVoltage,
    shortCircuitCurrent: part.shortCircuitCurrent,
    mppVoltage: part.mppVoltage ?? null,
    mppCurrent: part.mppCurrent ?? null,
    tempCoeffVoc: part.tempCoeffVoc ?? null,
    tempCoeffPmax: part.tempCoeffPmax ?? null,
    size: { longer: part.size.longer, shorter: part.size.shorter },
  };
}

/**
 * The values of an inverter part the design and its check use. `stringCounts[i]`, where given,
 * replaces the number of string connectors of MPP input i (otherwise the part's own count).
 */
export function toInverterElectrical(part: Inverter, stringCounts: readonly (number | undefined)[] = []): InverterElectrical {
  if (part.type === 'BatteryInverter') {
    return { type: part.type, acNominalPower: null, maxDcInputVoltage: null, mppVoltageMin: null, mppVoltageMax: null, mppInputs: [] };
  }
  return {
    type: part.type,
    acNominalPower: part.acNominalPower ?? null,
    maxDcInputVoltage: part.maxDcInputVoltage ?? null,
    mppVoltageMin: part.mppVoltageMin ?? null,
    mppVoltageMax: part.mppVoltageMax ?? null,
    mppInputs: part.mppInputs.map((input) => ({
      inputIndex: input.inputIndex,
      maxInputCurrent: input.maxInputCurrent ?? null,
      maxShortCircuitCurrent: input.maxShortCircuitCurrent ?? null,
      stringCount: stringCounts[input.inputIndex] ?? input.strings.length,
    })),
  };
}
