/** German formats of the quote: money '1.234,56 €', dates 'dd.MM.yyyy', days in German local time. */

const decimal = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });
const berlinDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });

export { formatCents } from '@planner/api';

export const formatDecimal = (value: number): string => decimal.format(value);

/** The calendar day (yyyy-mm-dd) of an instant in Germany, where the installers work. */
export const germanDay = (instant: Date): string => berlinDay.format(instant);

/** yyyy-mm-dd plus a number of days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 'dd.MM.yyyy' of an ISO day or timestamp (timestamps by their German day). */
export function formatDay(isoDayOrTimestamp: string): string {
  const day = isoDayOrTimestamp.length === 10 ? isoDayOrTimestamp : germanDay(new Date(isoDayOrTimestamp));
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}
