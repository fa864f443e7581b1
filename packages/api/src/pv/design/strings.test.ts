import { describe, expect, it } from 'vitest';
import { checkDesign } from './check';
import { DEFAULT_CELL_TEMPERATURES, DEFAULT_DC_AC_RATIO_BAND, type InverterElectrical } from './electrical';
import { proposeStrings, type StringModule, stringLengthWindow } from './strings';
import { testInverter, testModule } from './testData';

const face = (faceId: string, count: number, azimuth: number, tilt = 30): StringModule[] =>
  Array.from({ length: count }, (_, index) => ({ id: `${faceId}-${index + 1}`, faceId, tilt, azimuth }));

const propose = (modules: StringModule[], inverters = [{ id: 'wr', inverter: testInverter }]) =>
  proposeStrings({ modules, module: testModule, inverters, temperatures: DEFAULT_CELL_TEMPERATURES });

const shape = (strings: ReturnType<typeof propose>) =>
  strings.map((string) => ({ inverterId: string.inverterId, inputIndex: string.inputIndex, count: string.moduleIds.length, faces: [...new Set(string.moduleIds.map((id) => id.split('-')[0]))] }));

describe('stringLengthWindow', () => {
  it('takes 8 to 22 modules per string on the test inverter', () => {
    // max: ⌊1000 V / 44.2 V⌋ = ⌊22.62⌋ = 22 (Voc at −10 °C), and ⌊850 V / 37.0425 V⌋ = ⌊22.95⌋ = 22 (MPP at −10 °C)
    // min: ⌈200 V / 27.8025 V⌉ = ⌈7.19⌉ = 8 (MPP at 70 °C)
    expect(stringLengthWindow(testModule, testInverter, DEFAULT_CELL_TEMPERATURES)).toEqual({ min: 8, max: 22 });
  });

  it('keeps the hard voltage limit when the MPP range cannot be met', () => {
    // MPP range up to 600 V: ⌊600 / 37.0425⌋ = 16 ≥ 8 → 16; with a range up to 250 V: ⌊250 / 37.0425⌋ = 6 < 8 → the Voc limit 22 stays
    expect(stringLengthWindow(testModule, { ...testInverter, mppVoltageMax: 600 }, DEFAULT_CELL_TEMPERATURES)).toEqual({ min: 8, max: 16 });
    expect(stringLengthWindow(testModule, { ...testInverter, mppVoltageMax: 250 }, DEFAULT_CELL_TEMPERATURES)).toEqual({ min: 8, max: 22 });
  });
});

describe('proposeStrings', () => {
  it('puts 24 modules of one face as two strings of 12 on the input that takes two strings', () => {
    // input A carries ⌊20 A / 14 A⌋ = 1 string (at most 22 modules), input B ⌊30 A / 14 A⌋ = 2 strings: 2 × 12 uses all 24
    expect(shape(propose(face('s', 24, 180)))).toEqual([
      { inverterId: 'wr', inputIndex: 1, count: 12, faces: ['s'] },
      { inverterId: 'wr', inputIndex: 1, count: 12, faces: ['s'] },
    ]);
  });

  it('keeps two orientations on separate inputs', () => {
    // east (16) first as the larger group: one string of 16 on A; south (12): one string of 12 on B
    expect(shape(propose([...face('s', 12, 180), ...face('o', 16, 90)]))).toEqual([
      { inverterId: 'wr', inputIndex: 0, count: 16, faces: ['o'] },
      { inverterId: 'wr', inputIndex: 1, count: 12, faces: ['s'] },
    ]);
  });

  it('treats faces of the same orientation as one group', () => {
    // 20 modules fit one string (≤ 22); of equal use, fewer and longer strings win, and A comes first
    const strings = propose([...face('a', 10, 180), ...face('b', 10, 180)]);
    expect(shape(strings)).toEqual([{ inverterId: 'wr', inputIndex: 0, count: 20, faces: ['a', 'b'] }]);
  });

  it('spreads a group evenly over two inputs rather than filling the first one', () => {
    // one string per input (22 modules at most each): 30 modules → 15 + 15, not 22 + 8
    const oneStringEach: InverterElectrical = {
      ...testInverter,
      mppInputs: testInverter.mppInputs.map((input) => ({ ...input, stringCount: 1 })),
    };
    expect(shape(propose(face('s', 30, 180), [{ id: 'wr', inverter: oneStringEach }])).map((string) => string.count)).toEqual([15, 15]);
  });

  it('leaves modules unassigned that fit no string', () => {
    const singleInput: InverterElectrical = { ...testInverter, mppInputs: [{ ...testInverter.mppInputs[0]!, stringCount: 1 }] };
    // one string of at most 22 modules; 8 of 30 stay unassigned
    expect(shape(propose(face('s', 30, 180), [{ id: 'wr', inverter: singleInput }])).map((string) => string.count)).toEqual([22]);
    // 5 modules stay below the 8 the MPP range needs at 70 °C
    expect(propose(face('s', 5, 180))).toEqual([]);
  });

  it('wires nothing to a battery inverter', () => {
    const battery: InverterElectrical = { ...testInverter, type: 'BatteryInverter', mppInputs: [] };
    expect(propose(face('s', 12, 180), [{ id: 'bat', inverter: battery }])).toEqual([]);
  });

  it('proposes strings the check accepts', () => {
    const modules = [...face('s', 12, 180), ...face('o', 16, 90)];
    const strings = propose(modules);
    const orientation = new Map(modules.map((module) => [module.id, module]));
    const results = checkDesign({
      module: testModule,
      inverters: [{ id: 'wr', name: 'Hybrid 10', inverter: testInverter }],
      strings: strings.map((string) => ({ ...string, modules: string.moduleIds.map((id) => orientation.get(id)!) })),
      unassignedModuleCount: 0,
      totalModuleCount: modules.length,
      temperatures: DEFAULT_CELL_TEMPERATURES,
      dcAcRatioBand: DEFAULT_DC_AC_RATIO_BAND,
    });
    expect(results).toEqual([]);
  });
});
