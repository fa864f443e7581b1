const formats = new Map<string, Intl.NumberFormat>();

/** `formatMeasure(10, 'kW', 1)` → `10,0 kW`; `maxDecimals` allows more places when the value has them. */
export function formatMeasure(value: number | null | undefined, unit: string, decimals = 0, maxDecimals = decimals): string {
  if (value === null || value === undefined) return '–';
  const key = `${decimals}-${maxDecimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('de-DE', { minimumFractionDigits: decimals, maximumFractionDigits: maxDecimals });
    formats.set(key, format);
  }
  return `${format.format(value)} ${unit}`;
}

/** Like `formatMeasure`, but a value the master data does not have reads 'unbekannt'. */
export function formatKnown(value: number | null | undefined, unit: string, decimals = 0, maxDecimals = decimals): string {
  return value === null || value === undefined ? 'unbekannt' : formatMeasure(value, unit, decimals, maxDecimals);
}

/** The day the saved price applies from: today, in local time. */
export function todayIsoDate(now = new Date()): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
