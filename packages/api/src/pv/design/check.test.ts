import { describe, expect, it } from 'vitest';
import { type CheckDesignInput, type CheckResult, checkDesign, type StringOrientation } from './check';
import { DEFAULT_CELL_TEMPERATURES, DEFAULT_DC_AC_RATIO_BAND, type InverterElectrical, voltageAtTemperature } from './electrical';
import { testInverter, testModule } from './testData';

const S = '\u00a0'; // no-break space between digit groups and before units
const south: StringOrientation = { tilt: 30, azimuth: 180 };
const east: StringOrientation = { tilt: 30, azimuth: 90 };
const west: StringOrientation = { tilt: 30, azimuth: 270 };
const modules = (count: number, orientation = south) => Array.from({ length: count }, () => orientation);

const design = (strings: CheckDesignInput['strings'], overrides: Partial<CheckDesignInput> = {}): CheckDesignInput => {
  const assigned = strings.reduce((sum, string) => sum + string.modules.length, 0);
  return {
    module: testModule,
    inverters: [{ id: 'wr', name: 'Hybrid 10', inverter: testInverter }],
    strings,
    unassignedModuleCount: 0,
    totalModuleCount: assigned,
    temperatures: DEFAULT_CELL_TEMPERATURES,
    dcAcRatioBand: DEFAULT_DC_AC_RATIO_BAND,
    ...overrides,
  };
};
const on = (inputIndex: number, ...strings: StringOrientation[][]) =>
  strings.map((stringModules) => ({ inverterId: 'wr', inputIndex, modules: stringModules }));

const withInputs = (mppInputs: InverterElectrical['mppInputs']) => [
  { id: 'wr', name: 'Hybrid 10', inverter: { ...testInverter, mppInputs } },
];

interface Case {
  name: string;
  input: CheckDesignInput;
  expected: Pick<CheckResult, 'severity' | 'code' | 'message'>[];
}

const cases: Case[] = [
  {
    // A: 12 · 44.2 = 530.4 V ≤ 1000 V; 12 · 27.8025 = 333.6 V ≥ 200 V; 12 · 37.0425 = 444.5 V ≤ 850 V
    // B: the same; 14 A per input ≤ 20 A / 30 A; DC/AC = 24 · 430 W / 10 000 W = 1.032 within 0.8…1.3
    name: 'a passing design',
    input: design([...on(0, modules(12)), ...on(1, modules(12))]),
    expected: [],
  },
  {
    // 22 · 44.2 = 972.4 V ≤ 1000 V, 22 · 37.0425 = 814.9 V ≤ 850 V, DC/AC 22 · 430 / 10 000 = 0.946
    name: 'the longest string the inverter takes at −10 °C',
    input: design(on(0, modules(22))),
    expected: [],
  },
  {
    // 23 · 44.2 = 1016.6 V > 1000 V; MPP at −10 °C 23 · 37.0425 = 851.98 V > 850 V; DC/AC 23 · 430 / 10 000 = 0.989
    name: 'a string one module too long for the inverter at −10 °C',
    input: design(on(0, modules(23))),
    expected: [
      {
        severity: 'error',
        code: 'voc-above-max-dc',
        message: `String A1 am Wechselrichter „Hybrid 10“ (23 Module): Leerlaufspannung bei −10${S}°C 1${S}017${S}V liegt über der maximalen DC-Eingangsspannung 1${S}000${S}V.`,
      },
      {
        severity: 'warning',
        code: 'vmpp-above-mpp-range',
        message: `String A1 am Wechselrichter „Hybrid 10“ (23 Module): MPP-Spannung bei −10${S}°C 852${S}V liegt über dem MPP-Bereich bis 850${S}V.`,
      },
    ],
  },
  {
    // two strings on input A: 2 · 14 A = 28 A > 20 A maximum short-circuit current
    name: 'too much current on one input',
    input: design(on(0, modules(12), modules(12))),
    expected: [
      {
        severity: 'error',
        code: 'isc-above-input-max',
        message: `MPP-Eingang A am Wechselrichter „Hybrid 10“: Kurzschlussstrom der Strings 2 × 14,00${S}A = 28,0${S}A liegt über dem maximalen Kurzschlussstrom des Eingangs 20,0${S}A.`,
      },
    ],
  },
  {
    // only the maximum input current (16 A) is known, the check uses it: 2 · 14 A = 28 A > 16 A
    name: 'too much current, measured against the maximum input current',
    input: design(on(0, modules(12), modules(12)), {
      inverters: withInputs([{ inputIndex: 0, maxInputCurrent: 16, maxShortCircuitCurrent: null, stringCount: 2 }]),
    }),
    expected: [
      {
        severity: 'error',
        code: 'isc-above-input-max',
        message: `MPP-Eingang A am Wechselrichter „Hybrid 10“: Kurzschlussstrom der Strings 2 × 14,00${S}A = 28,0${S}A liegt über dem maximalen Eingangsstrom des Eingangs (maximaler Kurzschlussstrom unbekannt) 16,0${S}A.`,
      },
    ],
  },
  {
    // 7 · 27.8025 = 194.6 V < 200 V; DC/AC 7 · 430 W / 10 000 W = 0.301 < 0.8
    name: 'too low MPP voltage at 70 °C',
    input: design(on(0, modules(7))),
    expected: [
      {
        severity: 'warning',
        code: 'vmpp-below-mpp-range',
        message: `String A1 am Wechselrichter „Hybrid 10“ (7 Module): MPP-Spannung bei 70${S}°C 195${S}V liegt unter dem MPP-Bereich ab 200${S}V.`,
      },
      {
        severity: 'warning',
        code: 'dc-ac-ratio',
        message: `Wechselrichter „Hybrid 10“: DC/AC-Verhältnis 0,30 (3${S}010${S}W Modulleistung zu 10${S}000${S}W AC-Nennleistung) liegt außerhalb des Bereichs 0,80 bis 1,30.`,
      },
    ],
  },
  {
    // A: 12 south; B: 8 east + 8 west (2 · 14 A = 28 A ≤ 30 A; 8 · 27.8025 = 222.4 V ≥ 200 V); DC/AC 28 · 430 / 10 000 = 1.204
    name: 'mixed orientations on one input',
    input: design([...on(0, modules(12)), ...on(1, modules(8, east), modules(8, west))]),
    expected: [
      {
        severity: 'warning',
        code: 'orientations-differ',
        message: 'MPP-Eingang B am Wechselrichter „Hybrid 10“: Module mit unterschiedlicher Ausrichtung (Neigung 30°/Azimut 90° und Neigung 30°/Azimut 270°) an einem Eingang.',
      },
    ],
  },
  {
    // B: 8 and 9 modules; 2 · 14 A = 28 A ≤ 30 A; DC/AC (12 + 17) · 430 / 10 000 = 1.247
    name: 'different string lengths on one input',
    input: design([...on(0, modules(12)), ...on(1, modules(8), modules(9))]),
    expected: [
      {
        severity: 'error',
        code: 'string-lengths-differ',
        message: 'MPP-Eingang B am Wechselrichter „Hybrid 10“: Die Strings haben unterschiedlich viele Module (B1: 8, B2: 9).',
      },
    ],
  },
  {
    // DC/AC (12 + 12 + 12) · 430 W / 10 000 W = 1.548 > 1.3; 3 of 39 modules left over
    name: 'too much module power for the inverter and modules left over',
    input: design([...on(0, modules(12)), ...on(1, modules(12), modules(12))], { unassignedModuleCount: 3, totalModuleCount: 39 }),
    expected: [
      { severity: 'warning', code: 'unassigned-modules', message: '3 von 39 Modulen sind keinem String zugeordnet.' },
      {
        severity: 'warning',
        code: 'dc-ac-ratio',
        message: `Wechselrichter „Hybrid 10“: DC/AC-Verhältnis 1,55 (15${S}480${S}W Modulleistung zu 10${S}000${S}W AC-Nennleistung) liegt außerhalb des Bereichs 0,80 bis 1,30.`,
      },
    ],
  },
  {
    name: 'a string on an input the inverter does not have',
    input: design(on(2, modules(12))),
    expected: [{ severity: 'error', code: 'unknown-input', message: 'Der Wechselrichter „Hybrid 10“ hat keinen MPP-Eingang C.' }],
  },
];

describe('checkDesign', () => {
  it.each(cases)('$name', ({ input, expected }) => {
    const results = checkDesign(input).map(({ severity, code, message }) => ({ severity, code, message }));
    expect(results).toEqual(expected);
  });

  it('uses the formula V(T) = V_STC · (1 + β/100 · (T − 25 °C))', () => {
    expect(voltageAtTemperature(40, -0.3, -10)).toBeCloseTo(44.2, 10);
    expect(voltageAtTemperature(33, -0.35, 70)).toBeCloseTo(27.8025, 10);
    expect(voltageAtTemperature(40, -0.3, 25)).toBe(40);
  });

  it('pins the default temperatures and DC/AC band', () => {
    expect(DEFAULT_CELL_TEMPERATURES).toEqual({ min: -10, max: 70 });
    expect(DEFAULT_DC_AC_RATIO_BAND).toEqual({ min: 0.8, max: 1.3 });
  });

  it('checks at the company’s own temperatures', () => {
    // at −20 °C: Voc = 40 · (1 + 0.003 · 45) = 45.4 V; 22 · 45.4 = 998.8 V ≤ 1000 V, but
    // Vmpp = 33 · (1 + 0.0035 · 45) = 38.1975 V; 22 · 38.1975 = 840.3 V ≤ 850 V → passes;
    // at −25 °C: Voc = 40 · 1.15 = 46 V; 22 · 46 = 1012 V > 1000 V
    const cold = checkDesign(design(on(0, modules(22)), { temperatures: { min: -25, max: 70 } }));
    expect(cold.map((result) => result.code)).toContain('voc-above-max-dc');
    expect(cold.find((result) => result.code === 'voc-above-max-dc')?.message).toContain(`bei −25${S}°C 1${S}012${S}V`);
    expect(checkDesign(design(on(0, modules(22)), { temperatures: { min: -20, max: 70 } }))).toEqual([]);
  });

  it('names every value the master data leaves unknown', () => {
    const legacyModule = { ...testModule, mppVoltage: null, mppCurrent: null, tempCoeffVoc: null, tempCoeffPmax: null };
    const legacyInverter: InverterElectrical = {
      type: 'StandardInverter',
      acNominalPower: null,
      maxDcInputVoltage: null,
      mppVoltageMin: null,
      mppVoltageMax: null,
      mppInputs: [{ inputIndex: 0, maxInputCurrent: null, maxShortCircuitCurrent: null, stringCount: 1 }],
    };
    const results = checkDesign(
      design(on(0, modules(12)), { module: legacyModule, inverters: [{ id: 'wr', name: 'Alt', inverter: legacyInverter }] }),
    );
    expect(results.every((result) => result.severity === 'warning' && result.code === 'unknown-value')).toBe(true);
    expect(results.map((result) => result.message)).toEqual([
      `Modul: Temperaturkoeffizient der Leerlaufspannung unbekannt – die Leerlaufspannung bei −10${S}°C kann nicht berechnet werden, geprüft wird nur der Wert bei 25${S}°C.`,
      'Modul: MPP-Spannung unbekannt – der MPP-Bereich der Wechselrichter kann nicht geprüft werden.',
      'Modul: Temperaturkoeffizient der Leistung unbekannt – die MPP-Spannung bei anderen Temperaturen kann nicht berechnet werden.',
      'Wechselrichter „Alt“: maximale DC-Eingangsspannung unbekannt – die Leerlaufspannung der Strings kann nicht geprüft werden.',
      'Wechselrichter „Alt“: untere Grenze des MPP-Bereichs unbekannt – die MPP-Spannung bei Hitze kann nicht geprüft werden.',
      'Wechselrichter „Alt“: obere Grenze des MPP-Bereichs unbekannt – die MPP-Spannung bei Kälte kann nicht geprüft werden.',
      'Wechselrichter „Alt“: AC-Nennleistung unbekannt – das DC/AC-Verhältnis kann nicht geprüft werden.',
      'Wechselrichter „Alt“: maximaler Kurzschluss- und Eingangsstrom von MPP-Eingang A unbekannt – der Strom der Strings kann nicht geprüft werden.',
    ]);
  });

  it('still reports a string whose voltage at 25 °C is already too high when the coefficient is unknown', () => {
    // 26 · 40 V = 1040 V > 1000 V even without the cold correction
    const legacyModule = { ...testModule, tempCoeffVoc: null };
    const results = checkDesign(design(on(1, modules(26)), { module: legacyModule }));
    expect(results[0]).toMatchObject({
      severity: 'error',
      code: 'voc-above-max-dc',
      message: `String B1 am Wechselrichter „Hybrid 10“ (26 Module): Leerlaufspannung schon bei 25${S}°C (Temperaturkoeffizient unbekannt) 1${S}040${S}V liegt über der maximalen DC-Eingangsspannung 1${S}000${S}V.`,
      inverterId: 'wr',
      inputIndex: 1,
    });
  });

  it('reports too many strings for the input’s connectors', () => {
    const results = checkDesign(design(on(1, modules(8), modules(8), modules(8)), {
      inverters: withInputs([
        { inputIndex: 0, maxInputCurrent: 16, maxShortCircuitCurrent: 20, stringCount: 1 },
        { inputIndex: 1, maxInputCurrent: 40, maxShortCircuitCurrent: 50, stringCount: 2 },
      ]),
    }));
    expect(results.map((result) => result.message)).toEqual([
      'MPP-Eingang B am Wechselrichter „Hybrid 10“: 3 Strings angeschlossen, der Eingang hat Anschlüsse für 2.',
    ]);
  });

  it('asks for a module type before it can check anything', () => {
    expect(checkDesign(design(on(0, modules(12)), { module: null }))).toEqual([
      { severity: 'warning', code: 'module-missing', message: 'Es ist kein Modultyp gewählt, die Strings können nicht geprüft werden.' },
    ]);
  });

  it('checks 150 modules on 12 strings well within 20 ms', () => {
    // 12 + 13 on input A, 10 × 12 on input B, 5 unassigned
    const input = design([
      ...on(0, modules(12), modules(13, east)),
      ...on(1, ...Array.from({ length: 10 }, () => modules(12, west))),
    ], { unassignedModuleCount: 5, totalModuleCount: 150 });
    checkDesign(input);
    const started = performance.now();
    for (let run = 0; run < 10; run++) checkDesign(input);
    expect((performance.now() - started) / 10).toBeLessThan(20);
  });
});
