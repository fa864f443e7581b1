/** A full ISO-8601 timestamp with seconds and zone; plain dates like `2026-11-22` stay strings. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

/** `JSON.parse` reviver turning ISO timestamps into `Date` objects. */
export function reviveDates(_key: string, value: unknown): unknown {
  if (typeof value !== 'string' || !ISO_DATE_TIME.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date;
}
