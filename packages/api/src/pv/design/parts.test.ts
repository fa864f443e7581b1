import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { InverterInputSchema, PvModuleInputSchema, type Inverter, type PvModule } from '../schemas';
import { toInverterElectrical, toModuleElectrical } from './parts';

const manufacturer = { id: '5b3c0f4e-3f0a-4c43-9d2a-5f5e3c8f7a10', name: 'Hersteller' };
const partBase = { id: '0d9a4a3e-6a3f-4c53-8d8e-1a2b3c4d5e6f', name: 'Teil', description: '', price: 0, icon: null, dataSheet: null, manufacturer };

describe('toModuleElectrical', () => {
  it('takes the data sheet values and keeps unknown ones as null', () => {
    const part: PvModule = {
      ...partBase, powerRating: 430, offLoadVoltage: 38.9, shortCircuitCurrent: 14.01, mppVoltage: null, mppCurrent: 13.1,
      tempCoeffVoc: -0.25, tempCoeffPmax: null, size: { longer: 1722, shorter: 1134 }, material: 'Normal', warranty: 0,
    };
    expect(toModuleElectrical(part)).toEqual({
      powerRating: 430, offLoadVoltage: 38.9, shortCircuitCurrent: 14.01, mppVoltage: null, mppCurrent: 13.1,
      tempCoeffVoc: -0.25, tempCoeffPmax: null, size: { longer: 1722, shorter: 1134 },
    });
  });
});

describe('toInverterElectrical', () => {
  const hybrid: Inverter = {
    ...partBase, type: 'HybridInverter', phase: 'ThreePhase', capacity: 10, dischargeCapacity: 10, maxDcInputVoltage: null,
    mppVoltageMin: 160, mppVoltageMax: 950, acNominalPower: 10_000,
    mppInputs: [
      { inputIndex: 0, strings: [{ stringIndex: 0 }], maxInputCurrent: 16, maxShortCircuitCurrent: 20 },
      { inputIndex: 1, strings: [{ stringIndex: 0 }, { stringIndex: 1 }], maxInputCurrent: 16, maxShortCircuitCurrent: null },
    ],
  };

  it('takes the limits per MPP input, an unknown maximum DC voltage as null', () => {
    expect(toInverterElectrical(hybrid)).toEqual({
      type: 'HybridInverter', acNominalPower: 10_000, maxDcInputVoltage: null, mppVoltageMin: 160, mppVoltageMax: 950,
      mppInputs: [
        { inputIndex: 0, maxInputCurrent: 16, maxShortCircuitCurrent: 20, stringCount: 1 },
        { inputIndex: 1, maxInputCurrent: 16, maxShortCircuitCurrent: null, stringCount: 2 },
      ],
    });
    expect(toInverterElectrical(hybrid, [3]).mppInputs.map((input) => input.stringCount)).toEqual([3, 2]);
  });

  it('gives a battery inverter no MPP inputs', () => {
    const battery: Inverter = { ...partBase, type: 'BatteryInverter', phase: 'SinglePhase', dischargeCapacity: 3.3 };
    expect(toInverterElectrical(battery).mppInputs).toEqual([]);
  });
});

describe('data sheet values in the contract', () => {
  const module = {
    id: partBase.id, name: 'Modul', description: '', price: 0, powerRating: 430, offLoadVoltage: 38.9, shortCircuitCurrent: 14.01,
    size: { longer: 1722, shorter: 1134 }, material: 'Normal', manufacturerId: manufacturer.id,
  };
  const messages = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).issues?.map((issue) => issue.message) ?? [];

  it('reads a module saved before the values were asked for as unknown', () => {
    expect(v.parse(PvModuleInputSchema, module)).toMatchObject({ mppVoltage: null, mppCurrent: null, tempCoeffVoc: null, tempCoeffPmax: null });
  });

  it('takes negative temperature coefficients between −2 and +1 %/K', () => {
    expect(v.parse(PvModuleInputSchema, { ...module, tempCoeffVoc: -0.25, tempCoeffPmax: -0.29 })).toMatchObject({ tempCoeffVoc: -0.25 });
    expect(messages(PvModuleInputSchema, { ...module, tempCoeffVoc: -2.5 })).toEqual(['Der Temperaturkoeffizient muss zwischen −2 und +1 %/K liegen.']);
    expect(messages(PvModuleInputSchema, { ...module, tempCoeffPmax: 1.5 })).toEqual(['Der Temperaturkoeffizient muss zwischen −2 und +1 %/K liegen.']);
    expect(messages(PvModuleInputSchema, { ...module, tempCoeffPmax: Number.NaN })).not.toEqual([]);
  });

  it('refuses an MPP voltage at or above the open-circuit voltage', () => {
    expect(messages(PvModuleInputSchema, { ...module, mppVoltage: 38.9 })).toEqual(['Die MPP-Spannung muss unter der Leerlaufspannung liegen.']);
  });

  it('requires the maximum DC input voltage of a PV inverter and an MPP range below it', () => {
    const inverter = {
      id: partBase.id, name: 'WR', description: '', price: 0, manufacturerId: manufacturer.id, type: 'StandardInverter', phase: 'ThreePhase',
      capacity: 10, mppInputs: [{ inputIndex: 0, strings: [{ stringIndex: 0 }], maxInputCurrent: null }],
    };
    expect(messages(InverterInputSchema, inverter)).toEqual(['Bitte geben Sie die maximale DC-Eingangsspannung ein.']);
    expect(messages(InverterInputSchema, { ...inverter, maxDcInputVoltage: 1000, mppVoltageMin: 600, mppVoltageMax: 500 })).toEqual([
      'Die obere Grenze des MPP-Bereichs muss über der unteren liegen.',
    ]);
    expect(messages(InverterInputSchema, { ...inverter, maxDcInputVoltage: 1000, mppVoltageMax: 1100 })).toEqual([
      'Der MPP-Bereich muss unter der maximalen DC-Eingangsspannung liegen.',
    ]);
    expect(v.parse(InverterInputSchema, { ...inverter, maxDcInputVoltage: 1000 })).toMatchObject({
      maxDcInputVoltage: 1000, mppVoltageMin: null, acNominalPower: null, mppInputs: [{ maxShortCircuitCurrent: null }],
    });
    const battery = { ...inverter, type: 'BatteryInverter', dischargeCapacity: 3.3 };
    expect(messages(InverterInputSchema, battery)).toEqual([]);
  });
});
