import type { InverterElectrical, PvModuleElectrical } from './electrical';

/**
 * Round figures for the tests, so that every expected value can be computed by hand:
 * Voc(−10 °C) = 40 V · (1 + (−0.3 / 100) · (−10 − 25)) = 40 · 1.105 = 44.2 V
 * Vmpp(70 °C) = 33 V · (1 + (−0.35 / 100) · (70 − 25)) = 33 · 0.8425 = 27.8025 V
 * Vmpp(−10 °C) = 33 V · (1 + (−0.35 / 100) · (−10 − 25)) = 33 · 1.1225 = 37.0425 V
 */
export const testModule: PvModuleElectrical = {
  powerRating: 430,
  offLoadVoltage: 40,
  shortCircuitCurrent: 14,
  mppVoltage: 33,
  mppCurrent: 13,
  tempCoeffVoc: -0.3,
  tempCoeffPmax: -0.35,
  size: { longer: 1722, shorter: 1134 },
};

/** Input A takes one string of 14 A (20 A limit), input B two (30 A). */
export const testInverter: InverterElectrical = {
  type: 'HybridInverter',
  acNominalPower: 10_000,
  maxDcInputVoltage: 1000,
  mppVoltageMin: 200,
  mppVoltageMax: 850,
  mppInputs: [
    { inputIndex: 0, maxInputCurrent: 16, maxShortCircuitCurrent: 20, stringCount: 2 },
    { inputIndex: 1, maxInputCurrent: 26, maxShortCircuitCurrent: 30, stringCount: 2 },
  ],
};
