import { PvYieldInputError } from './errors';

/**
 * Mean yearly global horizontal irradiation in kWh/m² per postcode region (the first two digits of
 * the German postcode), read from the DWD map 'Globalstrahlung in der Bundesrepublik Deutschland,
 * Mittlere Jahressummen 1991–2020' at the region's main town and rounded to 25 kWh/m² (ADR 0020).
 * Indexed by the first digit, then the second; `null` where no postcode region exists.
 */
export const GLOBAL_IRRADIATION_BY_REGION: readonly (readonly (number | null)[])[] = [
  /* 0x Sachsen, Südbrandenburg, Sachsen-Anhalt Süd, Ostthüringen */ [null, 1075, 1075, 1075, 1075, null, 1075, 1050, 1050, 1050],
  /* 1x Berlin, Brandenburg, Mecklenburg-Vorpommern */ [1075, null, 1075, 1075, 1075, 1075, 1050, 1075, 1075, 1050],
  /* 2x Hamburg, Schleswig-Holstein, Bremen, Nordniedersachsen */ [1000, 1000, 1000, 1025, 1025, 1050, 1025, 1000, 1000, 1025],
  /* 3x Hannover, Ostwestfalen, Nordhessen, Magdeburg */ [1000, 1000, 1000, 1000, 1025, 1050, 1050, 1025, 1025, 1050],
  /* 4x Niederrhein, Ruhrgebiet, Münsterland, Osnabrück */ [1000, 1025, 1000, null, 1000, 1000, 1000, 1025, 1000, 1000],
  /* 5x Köln, Bonn, Aachen, Trier, Mainz, Koblenz, Sauerland */ [1025, 1000, 1025, 1050, 1075, 1100, 1075, 1000, 1000, 1000],
  /* 6x Rhein-Main, Saarland, Pfalz, Rhein-Neckar */ [1075, 1075, null, 1075, 1100, 1075, 1100, 1100, 1125, 1100],
  /* 7x Baden-Württemberg */ [1125, 1125, 1125, 1125, 1125, 1125, 1150, 1150, 1150, 1175],
  /* 8x Südbayern, Oberschwaben */ [1175, 1175, 1175, 1175, 1150, 1150, 1150, 1175, 1175, 1150],
  /* 9x Franken, Oberpfalz, Niederbayern, Thüringen */ [1125, 1100, 1100, 1125, 1125, 1075, 1100, 1100, 1050, 1050],
];

/**
 * Specific yield in kWh/kWp before system losses of a south-facing 30° plane per kWh/m² of yearly
 * horizontal irradiation: the transposition gain to the optimal plane times the temperature and
 * low-light losses, set so that the model meets PVGIS reference results (ADR 0020).
 */
export const SPECIFIC_YIELD_PER_IRRADIATION = 1.08;

export const MSG_UNKNOWN_POSTCODE = 'Für diese Postleitzahl ist keine Ertragsregion hinterlegt. Bitte geben Sie eine deutsche Postleitzahl (5 Ziffern) an.';

/** The DWD irradiation of a German postcode's region; any other postcode throws `PvYieldInputError`. */
export function regionalIrradiation(postcode: string): number {
  const match = typeof postcode === 'string' ? /^\s*(\d)(\d)\d{3}\s*$/.exec(postcode) : null;
  const value = match ? GLOBAL_IRRADIATION_BY_REGION[Number(match[1])]![Number(match[2])] : null;
  if (value === null || value === undefined) throw new PvYieldInputError('postcode', MSG_UNKNOWN_POSTCODE);
  return value;
}
