/** No-break space: between digit groups and before a unit, so a figure never wraps apart. */
export const NBSP = '\u00a0';
/** The typographic minus sign. */
export const MINUS = '\u2212';

/**
 * A figure as the check messages show it: `1043.2, 1` → `1 043,2` (digit groups of three
 * separated by a no-break space, decimal comma, typographic minus).
 */
export function formatFigure(value: number, decimals = 0): string {
  const rounded = value.toFixed(decimals);
  const negative = rounded.startsWith('-') && Number(rounded) !== 0;
  const [whole = '', fraction] = rounded.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return `${negative ? MINUS : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

export const formatWithUnit = (value: number, unit: string, decimals = 0) => `${formatFigure(value, decimals)}${NBSP}${unit}`;

/** Enough decimals that a value just over or under a limit does not read as equal to it. */
export function decimalsToTellApart(value: number, limit: number, least = 0): number {
  for (let decimals = least; decimals < 3; decimals++) {
    if (formatFigure(value, decimals) !== formatFigure(limit, decimals)) return decimals;
  }
  return 3;
}

export const formatTemperature = (celsius: number) => formatWithUnit(celsius, '°C', Number.isInteger(celsius) ? 0 : 1);
