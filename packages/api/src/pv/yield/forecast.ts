import { requireInRange } from './errors';
import { splitOverMonths } from './monthly';
import { orientationFactor } from './orientation';
import { regionalIrradiation, SPECIFIC_YIELD_PER_IRRADIATION } from './regions';

export interface YieldFaceInput {
  id: string;
  kwp: number;
  /** ° from horizontal, 0…90 */
  tilt: number;
  /** compass direction in °, north = 0, east = 90, south = 180, west = 270 */
  azimuth: number;
}

export interface YieldForecastInput {
  /** The jobsite's German postcode; its first two digits name the region. */
  postcode: string;
  faces: YieldFaceInput[];
  /** Share of the yield lost in cables, inverter, soiling, mismatch: 0.14 for 14 %, 0…0.5. */
  systemLosses: number;
}

export interface FaceYield {
  id: string;
  /** whole kWh */
  kwhPerYear: number;
  /** whole kWh, January first, summing to `kwhPerYear` */
  kwhPerMonth: number[];
  /** kWh per kWp and year of this orientation at the location, whole kWh/kWp */
  specificYield: number;
}

export interface YieldForecast {
  faces: FaceYield[];
  total: { kwhPerYear: number; kwhPerMonth: number[] };
}

export const MAX_FACE_KWP = 10_000;
export const MAX_SYSTEM_LOSSES = 0.5;

/**
 * The expected yearly and monthly yield of each roof face and of all of them (ADR 0020): the region's
 * irradiation times the specific yield per irradiation, the face's orientation factor and
 * (1 − system losses), times its kWp. Refused inputs throw `PvYieldInputError`.
 */
export function forecastYield(input: YieldForecastInput): YieldForecast {
  const irradiation = regionalIrradiation(input.postcode);
  const losses = requireInRange('systemLosses', input.systemLosses, 0, MAX_SYSTEM_LOSSES, 'Die Systemverluste müssen zwischen 0 und 50 % liegen.');
  const faces = input.faces.map((face): FaceYield => {
    const kwp = requireInRange('kwp', face.kwp, 0, MAX_FACE_KWP, 'Die Leistung einer Dachfläche muss zwischen 0 und 10.000 kWp liegen.');
    const tilt = requireInRange('tilt', face.tilt, 0, 90, 'Die Neigung muss zwischen 0° und 90° liegen.');
    const azimuth = requireInRange('azimuth', face.azimuth, 0, 360, 'Die Ausrichtung muss zwischen 0° und 360° liegen.');
    const perKwp = irradiation * SPECIFIC_YIELD_PER_IRRADIATION * orientationFactor(tilt, azimuth) * (1 - losses);
    const kwhPerYear = Math.round(perKwp * kwp);
    return { id: face.id, kwhPerYear, kwhPerMonth: splitOverMonths(kwhPerYear), specificYield: Math.round(perKwp) };
  });
  return {
    faces,
    total: {
      kwhPerYear: faces.reduce((sum, face) => sum + face.kwhPerYear, 0),
      kwhPerMonth: Array.from({ length: 12 }, (_, month) => faces.reduce((sum, face) => sum + face.kwhPerMonth[month]!, 0)),
    },
  };
}
