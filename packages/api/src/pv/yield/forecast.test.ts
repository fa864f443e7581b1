import { describe, expect, it } from 'vitest';
import { PvYieldInputError } from './errors';
import { forecastYield, type YieldFaceInput } from './forecast';
import { MONTHLY_SHARE_PER_MILLE } from './monthly';
import { orientationFactor } from './orientation';

const MUNICH = '80331';
const HAMBURG = '20095';
const LOSSES = 0.14;

const oneFace = (postcode: string, face: Omit<YieldFaceInput, 'id'>) =>
  forecastYield({ postcode, faces: [{ id: 'a', ...face }], systemLosses: LOSSES }).faces[0]!;
const specificYield = (postcode: string, tilt: number, azimuth: number) => oneFace(postcode, { kwp: 1, tilt, azimuth }).specificYield;

describe('forecastYield against the reference figures (ADR 0020)', () => {
  it('south 30° in Munich: 1175 kWh/m² × 1.08 × 100 % × (1 − 0.14) = 1091.34 kWh/kWp', () => {
    const face = oneFace(MUNICH, { kwp: 10, tilt: 30, azimuth: 180 });
    expect(face.specificYield).toBe(1091);
    expect(face.kwhPerYear).toBe(10913); // 10 × 1091.34, rounded
  });

  it('south 35° in Munich: factor 100 + (99 − 100) × 5/15 = 99.667 % → 1087.7 kWh/kWp', () => {
    expect(specificYield(MUNICH, 35, 180)).toBe(1088);
  });

  it('puts southern Germany at 1000–1150 and northern Germany at 900–1000 kWh/kWp for south 30–35°', () => {
    for (const postcode of [MUNICH, '79098' /* Freiburg */, '70173' /* Stuttgart */, '90402' /* Nürnberg */]) {
      for (const tilt of [30, 35]) expect(specificYield(postcode, tilt, 180)).toBeGreaterThanOrEqual(1000);
      for (const tilt of [30, 35]) expect(specificYield(postcode, tilt, 180)).toBeLessThanOrEqual(1150);
    }
    for (const postcode of [HAMBURG, '24103' /* Kiel */, '28195' /* Bremen */, '30159' /* Hannover */]) {
      for (const tilt of [30, 35]) expect(specificYield(postcode, tilt, 180)).toBeGreaterThanOrEqual(900);
      for (const tilt of [30, 35]) expect(specificYield(postcode, tilt, 180)).toBeLessThanOrEqual(1000);
    }
    // Hamburg by hand: 1000 × 1.08 × 0.86 = 928.8
    expect(specificYield(HAMBURG, 30, 180)).toBe(929);
  });

  it('gives east-west 15° 86 %, north 30° 61 % and a vertical south facade 69 % of south 30°', () => {
    const best = 1175 * 1.08 * 0.86;
    expect(specificYield(MUNICH, 15, 90)).toBe(Math.round(best * 0.86)); // 938.6
    expect(specificYield(MUNICH, 15, 270)).toBe(Math.round(best * 0.86));
    expect(specificYield(MUNICH, 30, 0)).toBe(Math.round(best * 0.61)); // 665.7
    expect(specificYield(MUNICH, 90, 180)).toBe(Math.round(best * 0.69)); // 753.0

    const ratio = (tilt: number, azimuth: number) => specificYield(MUNICH, tilt, azimuth) / specificYield(MUNICH, 30, 180);
    expect(ratio(15, 90)).toBeGreaterThanOrEqual(0.85);
    expect(ratio(15, 90)).toBeLessThanOrEqual(0.9);
    expect(ratio(30, 0)).toBeGreaterThanOrEqual(0.6);
    expect(ratio(30, 0)).toBeLessThanOrEqual(0.65);
    expect(ratio(90, 180)).toBeCloseTo(0.7, 1);
  });

  it('reads the orientation table bilinearly and alike for east and west', () => {
    // tilt 22.5° between rows 15° and 30°, south-east (135° = 45° from south) between columns 30° and 60°:
    // (94 + 91 + 97 + 91) / 4 = 93.25 %
    expect(orientationFactor(22.5, 135)).toBeCloseTo(0.9325, 10);
    expect(orientationFactor(22.5, 225)).toBeCloseTo(0.9325, 10);
    // 40° tilt facing 200° (20° west of south): row 30° → 100 + (97 − 100) × 20/30 = 98; row 45° → 99 + (96 − 99) × 20/30 = 97;
    // 98 + (97 − 98) × 10/15 = 97.333 %
    expect(orientationFactor(40, 200)).toBeCloseTo(0.97333, 4);
    expect(orientationFactor(30, 360)).toBe(orientationFactor(30, 0));
  });

  it('splits the year over the months so that they sum to it exactly', () => {
    const forecast = forecastYield({
      postcode: MUNICH,
      faces: [
        { id: 'ost', kwp: 4.8, tilt: 15, azimuth: 90 },
        { id: 'west', kwp: 4.8, tilt: 15, azimuth: 270 },
        { id: 'nord', kwp: 1.23, tilt: 42, azimuth: 10 },
      ],
      systemLosses: LOSSES,
    });
    for (const face of forecast.faces) {
      expect(face.kwhPerMonth).toHaveLength(12);
      expect(face.kwhPerMonth.reduce((sum, kwh) => sum + kwh, 0)).toBe(face.kwhPerYear);
      face.kwhPerMonth.forEach((kwh, month) => expect(Math.abs(kwh - (face.kwhPerYear * MONTHLY_SHARE_PER_MILLE[month]!) / 1000)).toBeLessThan(1));
    }
    expect(forecast.faces.map((face) => face.id)).toEqual(['ost', 'west', 'nord']);
    expect(forecast.total.kwhPerYear).toBe(forecast.faces.reduce((sum, face) => sum + face.kwhPerYear, 0));
    expect(forecast.total.kwhPerMonth.reduce((sum, kwh) => sum + kwh, 0)).toBe(forecast.total.kwhPerYear);
    // east and west at the same tilt yield the same
    expect(forecast.faces[0]!.kwhPerYear).toBe(forecast.faces[1]!.kwhPerYear);
    // June, at 135 ‰, is the summer peak; December, at 20 ‰, the low
    expect(Math.max(...forecast.total.kwhPerMonth)).toBe(forecast.total.kwhPerMonth[5]);
    expect(Math.min(...forecast.total.kwhPerMonth)).toBe(forecast.total.kwhPerMonth[11]);
  });

  it('applies the system losses: no losses against 14 % differ by the factor 0.86', () => {
    const at = (systemLosses: number) =>
      forecastYield({ postcode: MUNICH, faces: [{ id: 'a', kwp: 1, tilt: 30, azimuth: 180 }], systemLosses }).faces[0]!.specificYield;
    expect(at(0)).toBe(1269); // 1175 × 1.08 = 1269
    expect(at(0.2)).toBe(1015); // 1269 × 0.8 = 1015.2
  });

  it('gives a face without modules no yield and an empty design zero months', () => {
    const empty = oneFace(MUNICH, { kwp: 0, tilt: 30, azimuth: 180 });
    expect(empty.kwhPerYear).toBe(0);
    expect(empty.kwhPerMonth).toEqual(Array(12).fill(0));
    expect(empty.specificYield).toBe(1091);
    expect(forecastYield({ postcode: MUNICH, faces: [], systemLosses: LOSSES }).total).toEqual({ kwhPerYear: 0, kwhPerMonth: Array(12).fill(0) });
  });
});

describe('forecastYield refuses hostile input with a PvYieldInputError', () => {
  const refuses = (field: string, run: () => unknown) => {
    expect(run).toThrow(PvYieldInputError);
    expect(run).toThrow(expect.objectContaining({ field, message: expect.stringMatching(/^[A-ZÄÖÜ].+\.$/) }));
  };
  const face = { id: 'a', kwp: 5, tilt: 30, azimuth: 180 };

  it.each([['00123'], ['05123'], ['11000'], ['1234'], ['123456'], ['ABCDE'], [''], ['A-1010']])('unknown postcode %j', (postcode) =>
    refuses('postcode', () => forecastYield({ postcode, faces: [face], systemLosses: LOSSES })),
  );

  it.each([
    ['kwp', { kwp: -1 }],
    ['kwp', { kwp: Number.NaN }],
    ['kwp', { kwp: Number.POSITIVE_INFINITY }],
    ['kwp', { kwp: 10_001 }],
    ['tilt', { tilt: 200 }],
    ['tilt', { tilt: -5 }],
    ['tilt', { tilt: Number.NaN }],
    ['azimuth', { azimuth: 400 }],
    ['azimuth', { azimuth: -90 }],
  ] as const)('%s %j', (field, change) => refuses(field, () => forecastYield({ postcode: MUNICH, faces: [{ ...face, ...change }], systemLosses: LOSSES })));

  it.each([[-0.1], [0.6], [Number.NaN]])('system losses %s', (systemLosses) =>
    refuses('systemLosses', () => forecastYield({ postcode: MUNICH, faces: [face], systemLosses })),
  );

  it('accepts a postcode with surrounding spaces', () => {
    expect(oneFace(' 80331 ', { kwp: 1, tilt: 30, azimuth: 180 }).specificYield).toBe(1091);
  });
});
